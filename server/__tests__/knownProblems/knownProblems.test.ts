import type { FastifyInstance } from 'fastify';
import { JOB_API } from '../../../src/lib/reports/contractorJobs';
import {
  KNOWN_PROBLEM_API,
  KNOWN_PROBLEM_PAGE_PATHS,
  KNOWN_PROBLEMS_CACHE_SECONDS,
} from '../../../src/lib/reports/knownProblems';
import { STATUS_API } from '../../../src/lib/reports/reportStatus';
import { SmtpSink, type ReceivedMail } from '../../../testing/fakes/smtpSink';
import { eventually, fixtureBuilding, keyOf, mailbox, postJson, postReportForm } from '../support/messagesTestKit';
import { liftReportForm } from '../support/liftReport';
import { startAppWithMailSink, stopAppWithMailSink } from '../support/mailSinkApp';
import { jpegWithGps } from '../support/multipart';

const DAY = 24 * 60 * 60 * 1000;

/** A resident's report of the lift; what they typed must never reach the public or a follower. */
const liftReport = {
  ...liftReportForm,
  location: 'Lift blok A naast appartement 3A',
  description: 'De lift blijft hangen; mijn buurman Jef zat er gisteren een uur in.',
};
const PRIVATE = [liftReport.location, liftReport.description, liftReport.name, liftReport.email, liftReport.phone];

describe('one defect, one report: known problems, followers, merged duplicates, a word to the building', () => {
  const smtp = new SmtpSink();
  let app: FastifyInstance;
  /** The server's clock, a day ahead: rows the report route dates by the real clock are due at once. */
  let now = Date.now() + DAY;

  const { mailsTo, nextMailTo } = mailbox(smtp);
  /** Lets the outbox finish what is due, so a test can say that nothing more was sent. */
  const settle = () => eventually(() => app.store.outbox.outboxStatus().undelivered === 0);

  async function postReport(fields: Record<string, string> = liftReport, withPhoto = false): Promise<string> {
    const photos = withPhoto
      ? [{ name: 'photos', filename: 'lift.jpg', contentType: 'image/jpeg', data: await jpegWithGps() }]
      : [];
    const res = await postReportForm(app, photos, fields);
    expect(res.statusCode).toBe(202);
    return res.json().reference as string;
  }

  async function firmMailOf(reference: string): Promise<ReceivedMail> {
    await eventually(() => smtp.mails.some((m) => m.subject.startsWith(`Melding ${reference}:`)));
    return smtp.mails.find((m) => m.subject.startsWith(`Melding ${reference}:`))!;
  }

  const list = (code: string) => app.inject({ method: 'GET', url: `${KNOWN_PROBLEM_API.list}?gebouw=${code}` });

  /** A report shown as a known problem with staff's title; its firm mail's keys. */
  async function shownProblem(title: string, fields = liftReport) {
    const reference = await postReport(fields);
    const firm = await firmMailOf(reference);
    const sendOnKey = keyOf(firm, 'Doorsturen naar een aannemer');
    const published = await postJson(app, KNOWN_PROBLEM_API.publish, { token: sendOnKey, show: true, title });
    expect(published.statusCode).toBe(200);
    const problem = (await list(fixtureBuilding.code))
      .json()
      .problems.find((p: { title: string }) => p.title === title);
    return { reference, firm, sendOnKey, problemId: problem.id as string };
  }

  /** Follows and confirms with `email`; the follower's confirmation mail. */
  async function confirmedFollower(problemId: string, email: string) {
    const before = mailsTo(email).length;
    const res = await postJson(app, KNOWN_PROBLEM_API.follow, { problemId, email, privacyAccepted: true });
    expect(res.statusCode).toBe(202);
    const mail = await nextMailTo(email, before + 1);
    const confirmed = await postJson(app, KNOWN_PROBLEM_API.followConfirm, {
      token: keyOf(mail, 'Ja, ik volg deze melding'),
    });
    expect(confirmed.json().status).toBe('confirmed');
    return mail;
  }

  beforeAll(async () => ({ app } = await startAppWithMailSink(smtp, { acknowledge: true }, () => now)));
  afterAll(() => stopAppWithMailSink(app, smtp));

  it('shows only what staff wrote, and nothing for an unknown building, a hidden or a closed report', async () => {
    const reference = await postReport();
    const firm = await firmMailOf(reference);
    const statusKey = keyOf(firm, 'In behandeling');
    const empty = await list(fixtureBuilding.code);
    expect(empty.json()).toEqual({ building: fixtureBuilding.code, problems: [] });

    // The staff's page offers a title from the category and the part, never from what the resident typed.
    const view = await postJson(app, STATUS_API.changeView, { token: statusKey });
    expect(view.json().knownProblem).toEqual({
      shown: false,
      title: 'Lift, gemeenschappelijk deel',
      followers: 0,
      lastUpdate: null,
      closed: false,
    });
    const sendOnView = await postJson(app, JOB_API.sendOnView, { token: keyOf(firm, 'Doorsturen naar een aannemer') });
    expect(sendOnView.json().knownProblem.shown).toBe(false);

    const shown = await postJson(app, KNOWN_PROBLEM_API.publish, {
      token: statusKey,
      show: true,
      title: 'Lift buiten dienst',
    });
    expect(shown.json()).toMatchObject({ shown: true, title: 'Lift buiten dienst' });
    const res = await list(fixtureBuilding.code.toLowerCase());
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe(`public, max-age=${KNOWN_PROBLEMS_CACHE_SECONDS}`);
    const [problem] = res.json().problems;
    expect(problem).toEqual({
      id: expect.stringMatching(/^[A-Za-z0-9_-]{16}$/),
      title: 'Lift buiten dienst',
      status: 'ontvangen',
      statusLabel: 'Ontvangen',
      plannedDate: null,
      update: null,
      shownSince: now,
    });
    for (const typed of [...PRIVATE, reference]) expect(res.body).not.toContain(typed);

    expect((await list('ONBEKEND')).json()).toEqual({ building: 'ONBEKEND', problems: [] });
    expect((await list('%3Cscript%3E')).statusCode).toBe(400);

    // Hidden: gone from the list; shown again: the same public id.
    await postJson(app, KNOWN_PROBLEM_API.publish, { token: statusKey, show: false });
    expect((await list(fixtureBuilding.code)).json().problems).toEqual([]);
    await postJson(app, KNOWN_PROBLEM_API.publish, { token: statusKey, show: true, title: 'Lift buiten dienst' });
    expect((await list(fixtureBuilding.code)).json().problems[0].id).toBe(problem.id);

    // Closed: no known problem any more, and it cannot be shown again.
    const closed = await postJson(app, STATUS_API.change, { token: keyOf(firm, 'Opgelost') });
    expect(closed.json().report.knownProblem).toMatchObject({ shown: false, closed: true });
    expect((await list(fixtureBuilding.code)).json().problems).toEqual([]);
    const again = await postJson(app, KNOWN_PROBLEM_API.publish, { token: statusKey, show: true, title: 'Weer' });
    expect(again.json().error).toBe('report_closed');
  });

  it('follow, confirm, then every step and every word reaches the follower; an unconfirmed address gets nothing more', async () => {
    const { reference, firm, sendOnKey, problemId } = await shownProblem('Lift staat stil');
    const follower = 'volger@example.be';
    const unconfirmed = 'nietbevestigd@example.be';

    const asked = await postJson(app, KNOWN_PROBLEM_API.follow, { problemId, email: follower, privacyAccepted: true });
    expect(asked.statusCode).toBe(202);
    expect(asked.json()).toEqual({ status: 'sent' });
    const confirmation = await nextMailTo(follower, 1);
    expect(confirmation.subject).toContain('Lift staat stil');
    for (const typed of [...PRIVATE, reference]) expect(confirmation.raw).not.toContain(typed);
    const confirmKey = keyOf(confirmation, 'Ja, ik volg deze melding');
    expect(confirmation.text).toContain(KNOWN_PROBLEM_PAGE_PATHS.followConfirm);
    await postJson(app, KNOWN_PROBLEM_API.follow, { problemId, email: unconfirmed, privacyAccepted: true });
    await nextMailTo(unconfirmed, 1);
    // Without the consent, or for a problem nobody shows: refused.
    expect((await postJson(app, KNOWN_PROBLEM_API.follow, { problemId, email: follower })).statusCode).toBe(400);
    const unknown = await postJson(app, KNOWN_PROBLEM_API.follow, {
      problemId: 'onbekendProbleem',
      email: follower,
      privacyAccepted: true,
    });
    expect(unknown.statusCode).toBe(404);

    const confirmed = await postJson(app, KNOWN_PROBLEM_API.followConfirm, { token: confirmKey });
    expect(confirmed.json()).toEqual({
      status: 'confirmed',
      problem: { title: 'Lift staat stil', statusLabel: 'Ontvangen', buildingName: fixtureBuilding.naam },
    });
    expect((await postJson(app, KNOWN_PROBLEM_API.followConfirm, { token: confirmKey })).json().status).toBe(
      'unchanged',
    );
    // Asking again once confirmed sends nothing, and answers the same.
    const repeated = await postJson(app, KNOWN_PROBLEM_API.follow, {
      problemId,
      email: follower,
      privacyAccepted: true,
    });
    expect(repeated.json()).toEqual({ status: 'sent' });

    const statusKey = keyOf(firm, 'Herstelling gepland');
    const staffView = await postJson(app, STATUS_API.changeView, { token: statusKey });
    expect(staffView.json().knownProblem.followers).toBe(1);
    const date = new Date(now + 3 * DAY).toISOString().slice(0, 10);
    await postJson(app, STATUS_API.change, { token: statusKey, plannedDate: date, note: 'Sleutel bij Jef.' });
    const stepMail = await nextMailTo(follower, 2);
    expect(stepMail.subject).toBe('Lift staat stil: Herstelling gepland');
    expect(stepMail.text).toContain('Geplande datum');
    for (const typed of [...PRIVATE, reference, 'Sleutel bij Jef.']) expect(stepMail.raw).not.toContain(typed);
    // RFC 8058: the one-click URL in the header, the page in the text.
    const oneClick = stepMail.headers['list-unsubscribe'];
    expect(oneClick).toMatch(/^<https?:\/\/[^>]+\/api\/known-problems\/unsubscribe\?sleutel=[^>]+>$/);
    expect(stepMail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(stepMail.text).toContain(`${KNOWN_PROBLEM_PAGE_PATHS.unsubscribe}#sleutel=`);
    expect(
      (await list(fixtureBuilding.code)).json().problems.find((p: { id: string }) => p.id === problemId),
    ).toMatchObject({ status: 'herstelling-gepland', statusLabel: 'Herstelling gepland', plannedDate: date });

    // A word to the building: the reporter and the follower, once each; the same text again sends nothing.
    const reporterBefore = mailsTo(liftReport.email).length;
    const word = await postJson(app, KNOWN_PROBLEM_API.buildingUpdate, {
      token: sendOnKey,
      text: 'De lift wordt donderdag hersteld.',
    });
    expect(word.json()).toMatchObject({
      status: 'sent',
      knownProblem: { followers: 1, lastUpdate: { text: 'De lift wordt donderdag hersteld.', at: now } },
    });
    await postJson(app, KNOWN_PROBLEM_API.buildingUpdate, {
      token: sendOnKey,
      text: 'De lift wordt donderdag hersteld.',
    });
    const wordMail = await nextMailTo(follower, 3);
    expect(wordMail.text).toContain('De lift wordt donderdag hersteld.');
    expect(wordMail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    const reporterWord = await nextMailTo(liftReport.email, reporterBefore + 1);
    expect(reporterWord.text).toContain('De lift wordt donderdag hersteld.');
    expect(reporterWord.text).toContain(reference);
    expect(
      (await list(fixtureBuilding.code)).json().problems.find((p: { id: string }) => p.id === problemId).update,
    ).toEqual({ text: 'De lift wordt donderdag hersteld.', at: now });
    await settle();
    expect(mailsTo(follower)).toHaveLength(3);
    expect(mailsTo(liftReport.email).length).toBe(reporterBefore + 1);
    expect(mailsTo(unconfirmed)).toHaveLength(1);

    // One click from the mail client: gone, and nothing more reaches them; a second click changes nothing.
    const url = new URL(oneClick.slice(1, -1));
    const click = () =>
      app.inject({
        method: 'POST',
        url: `${url.pathname}${url.search}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
    expect((await click()).json()).toEqual({ status: 'removed', problem: { title: 'Lift staat stil' } });
    expect((await click()).json().status).toBe('unchanged');
    expect(app.store.problemFollowers.followerCount(reference)).toBe(0);
    await postJson(app, STATUS_API.change, { token: keyOf(firm, 'Herstelling uitgevoerd') });
    await settle();
    expect(mailsTo(follower)).toHaveLength(3);
    expect(mailsTo(unconfirmed)).toHaveLength(1);
    // A browser that opens the header's URL is sent to the page, the key in the fragment; nothing changes.
    const opened = await app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(opened.statusCode).toBe(303);
    expect(opened.headers.location).toMatch(new RegExp(`^${KNOWN_PROBLEM_PAGE_PATHS.unsubscribe}#sleutel=`));
  });

  it('unsubscribes from the page with the key from the mail', async () => {
    const { firm, problemId } = await shownProblem('Lift maakt lawaai');
    const email = 'pagina@example.be';
    await confirmedFollower(problemId, email);
    await postJson(app, STATUS_API.change, { token: keyOf(firm, 'In behandeling') });
    const mail = await nextMailTo(email, 2);
    const pageKey = new URLSearchParams(
      mail.text
        .slice(mail.text.indexOf(`${KNOWN_PROBLEM_PAGE_PATHS.unsubscribe}#`))
        .split('#')[1]
        .split(/\s/)[0],
    ).get('sleutel')!;
    const left = await postJson(app, KNOWN_PROBLEM_API.unsubscribe, { token: pageKey });
    expect(left.json()).toEqual({ status: 'removed', problem: { title: 'Lift maakt lawaai' } });
    expect((await postJson(app, KNOWN_PROBLEM_API.unsubscribe, { token: pageKey })).json().status).toBe('unchanged');
    // Their address is erased at once, with the mails that carried it.
    expect(app.store.staff.list().some((m) => m.data.email === email)).toBe(false);
  });

  it('merges a duplicate in two clicks: closed, its reporter follows the original and is told once, staff get the addition', async () => {
    const original = await postReport();
    const duplicateReport = {
      ...liftReport,
      email: 'an.buur@example.be',
      name: 'An Buur',
      description: 'Lift weer stuk, zie foto.',
    };
    const duplicate = await postReport(duplicateReport, true);
    const otherCategory = await postReport({ ...liftReport, category: 'water', email: 'x@example.be' });
    const firm = await firmMailOf(duplicate);
    expect(firm.text).toContain('Al gemeld in dit gebouw?');
    const mergeKey = keyOf(firm, `Dubbel van ${original}`);
    expect(firm.text).not.toContain(`Dubbel van ${otherCategory}`);
    expect(firm.text).toContain(KNOWN_PROBLEM_PAGE_PATHS.merge);

    const view = await postJson(app, KNOWN_PROBLEM_API.mergeView, { token: mergeKey });
    expect(view.json()).toMatchObject({
      duplicate: { reference: duplicate, category: 'Lift', status: 'Ontvangen' },
      original: { reference: original },
      building: fixtureBuilding.naam,
      merged: false,
      closed: false,
    });
    const additions = () => smtp.mails.filter((m) => m.subject.startsWith(`Aanvulling bij ${original}`));
    const merged = await postJson(app, KNOWN_PROBLEM_API.merge, { token: mergeKey });
    expect(merged.json()).toMatchObject({ status: 'changed', view: { merged: true, closed: false } });
    expect(app.store.reports.reportState(duplicate)?.status).toBe('samengevoegd');
    expect(app.store.reports.statusHistory(duplicate).at(-1)).toMatchObject({
      status: 'samengevoegd',
      note: `Samengevoegd met ${original}.`,
    });
    const told = await nextMailTo(duplicateReport.email, 2);
    expect(told.subject).toBe(`Uw melding ${duplicate} werd samengevoegd`);
    expect(told.text).toContain('U volgt voortaan die melding');
    for (const typed of [liftReport.description, liftReport.name, original]) expect(told.raw).not.toContain(typed);
    expect(told.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    await eventually(() => additions().length === 1);
    const [addition] = additions();
    expect(addition.subject).toBe(`Aanvulling bij ${original}: ${duplicate} samengevoegd`);
    expect(addition.to).toEqual([fixtureBuilding.beheerder]);
    expect(addition.text).toContain(duplicateReport.description);
    expect(addition.raw).toMatch(/Content-Type: image\/jpeg/i);

    // A replay changes nothing and mails nothing.
    const replay = await postJson(app, KNOWN_PROBLEM_API.merge, { token: mergeKey });
    expect(replay.json()).toMatchObject({ status: 'unchanged', view: { merged: true } });
    await settle();
    expect(mailsTo(duplicateReport.email)).toHaveLength(2);
    expect(additions()).toHaveLength(1);

    // The duplicate's reporter now hears the original's steps; nothing of the duplicate is public.
    await postJson(app, STATUS_API.change, { token: keyOf(await firmMailOf(original), 'In behandeling') });
    const step = await nextMailTo(duplicateReport.email, 3);
    expect(step.subject).toBe('Lift, Residentie Proefgebouw: In behandeling');
    for (const typed of [duplicateReport.description, liftReport.description, original, duplicate])
      expect(step.raw).not.toContain(typed);
    await postJson(app, KNOWN_PROBLEM_API.publish, {
      token: keyOf(await firmMailOf(original), 'Doorsturen naar een aannemer'),
      show: true,
      title: 'Lift defect',
    });
    const body = (await list(fixtureBuilding.code)).body;
    for (const typed of [duplicateReport.description, duplicateReport.name, duplicate])
      expect(body).not.toContain(typed);
  });

  it('deletes the followers with the report', async () => {
    const { reference, firm, problemId } = await shownProblem('Lift verwijderd');
    await confirmedFollower(problemId, 'bewaard@example.be');
    await postJson(app, STATUS_API.change, { token: keyOf(firm, 'Opgelost') });
    await settle();
    expect(app.store.problemFollowers.followerCount(reference)).toBe(1);
    app.store.reports.purgeClosedReportsBefore(now + DAY);
    const left = app.store.db.prepare('SELECT COUNT(*) AS n FROM followers WHERE reference = ?').get(reference) as {
      n: number;
    };
    expect(left.n).toBe(0);
    expect(app.store.knownProblems.problemOf(reference)).toBeNull();
    expect(app.store.staff.list().some((m) => m.data.email === 'bewaard@example.be')).toBe(false);
  });

  it('refuses every key from outside: forged, swapped, expired, superseded by a reopening', async () => {
    const { reference, firm, sendOnKey, problemId } = await shownProblem('Lift sleutels');
    const confirmation = await confirmedFollower(problemId, 'sleutels@example.be');
    const confirmKey = keyOf(confirmation, 'Ja, ik volg deze melding');
    const altered = (key: string) => key.slice(0, -2) + (key.endsWith('AA') ? 'BB' : 'AA');

    const publish = (token: string) => postJson(app, KNOWN_PROBLEM_API.publish, { token, show: false });
    expect((await publish(altered(sendOnKey))).json().error).toBe('link_invalid');
    expect((await publish('M-2027-00001.1.x')).statusCode).toBe(400);
    expect((await publish(confirmKey)).statusCode).toBe(400);
    expect((await postJson(app, KNOWN_PROBLEM_API.followConfirm, { token: altered(confirmKey) })).statusCode).toBe(400);
    expect((await postJson(app, KNOWN_PROBLEM_API.followConfirm, { token: sendOnKey })).statusCode).toBe(400);
    expect((await postJson(app, KNOWN_PROBLEM_API.unsubscribe, { token: confirmKey })).statusCode).toBe(400);
    expect((await postJson(app, KNOWN_PROBLEM_API.mergeView, { token: sendOnKey })).statusCode).toBe(400);

    const duplicate = await postReport({ ...liftReport, email: 'dubbel@example.be' });
    const mergeKey = keyOf(await firmMailOf(duplicate), `Dubbel van ${reference}`);
    const [dup, orig, seconds, signature] = mergeKey.split('.');
    expect((await postJson(app, KNOWN_PROBLEM_API.mergeView, { token: altered(mergeKey) })).statusCode).toBe(400);
    const swapped = [orig, dup, seconds, signature].join('.');
    expect((await postJson(app, KNOWN_PROBLEM_API.merge, { token: swapped })).json().error).toBe('link_invalid');

    // Expired: the staff key after its days, the confirmation after its week, the merge button after its days.
    const later = now;
    now += 8 * DAY;
    const lateFollow = await postJson(app, KNOWN_PROBLEM_API.followConfirm, { token: confirmKey });
    expect(lateFollow.statusCode).toBe(410);
    now = later + 61 * DAY;
    expect((await publish(sendOnKey)).json().error).toBe('link_expired');
    expect((await postJson(app, KNOWN_PROBLEM_API.merge, { token: mergeKey })).statusCode).toBe(410);
    expect((await postJson(app, KNOWN_PROBLEM_API.buildingUpdate, { token: sendOnKey, text: 'x' })).statusCode).toBe(
      410,
    );
    now = later;

    // Superseded: closed and reopened by staff, the report has a new nonce; keys of before open nothing.
    const statusKey = keyOf(firm, 'In behandeling');
    app.store.reports.changeStatus({ reference, status: 'opgelost', channel: 'staff', notifyReporter: false }, now);
    app.store.reports.changeStatus(
      { reference, status: 'in-behandeling', channel: 'staff', notifyReporter: false },
      now,
    );
    expect((await publish(sendOnKey)).json().error).toBe('link_invalid');
    expect((await publish(statusKey)).json().error).toBe('link_invalid');
    expect((await postJson(app, KNOWN_PROBLEM_API.merge, { token: mergeKey })).json().error).toBe('link_invalid');
    expect(app.store.reports.reportState(duplicate)?.status).toBe('ontvangen');
    // GET changes nothing: no key in a URL is taken, save the one-click URL's redirect to its page.
    for (const url of [
      KNOWN_PROBLEM_API.follow,
      KNOWN_PROBLEM_API.followConfirm,
      KNOWN_PROBLEM_API.publish,
      KNOWN_PROBLEM_API.buildingUpdate,
      KNOWN_PROBLEM_API.merge,
      KNOWN_PROBLEM_API.mergeView,
    ]) {
      const res = await app.inject({ method: 'GET', url: `${url}?token=${sendOnKey}` });
      expect([404, 405]).toContain(res.statusCode);
    }
  });
});
