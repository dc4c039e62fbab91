import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { MessagesConfig } from '../../../../config';
import { StatusLinks, statusLinkKey, STATUS_LINK_SECRET_FILE } from '../../../../reports/statusLinks';
import { apiErrorMessages, reportStatusMessages } from '../../../../../src/lib/uiText/dutchMessages';
import { STATUS_API } from '../../../../../src/lib/reports/reportStatus';
import { SmtpSink, type ReceivedMail } from '../../../../../testing/fakes/smtpSink';
import {
  buildMessagesApp,
  eventually,
  openStore,
  postJson,
  postReportForm,
  storedMessages,
  testMessagesConfig,
  fixtureBuilding,
} from '../../../support/messagesTestKit';
import { liftReportForm } from '../../../support/liftReport';
import { startAppWithMailSink, stopAppWithMailSink } from '../../../support/mailSinkApp';

/** The building code in lower case, as a resident may type it. */
const report = { ...liftReportForm, buildingCode: fixtureBuilding.code.toLowerCase() };

function sendReport(app: FastifyInstance, fields: Record<string, string> = report) {
  return postReportForm(app, [], fields);
}

async function postReport(app: FastifyInstance, fields: Record<string, string> = report): Promise<string> {
  const res = await sendReport(app, fields);
  expect(res.statusCode).toBe(202);
  return res.json().reference as string;
}

/** The status buttons of the firm's e-mail: label → token. */
function statusButtons(mail: ReceivedMail): Map<string, string> {
  const buttons = new Map<string, string>();
  for (const match of mail.text.matchAll(/^- (.+): \S+\/melden\/status\/wijzigen#sleutel=(\S+)$/gm))
    buttons.set(match[1], decodeURIComponent(match[2]));
  return buttons;
}

/** What the confirmation page asks when it opens: a POST with the key in the body. */
const changeLink = (app: FastifyInstance, token: string) => postJson(app, STATUS_API.changeView, { token });

/** A key signed by the app's own key and its report's nonce, as the app would make it. */
const linksOf = (app: FastifyInstance, key: Buffer) =>
  new StatusLinks(key, (reference) => app.store.reports.linkNonce(reference));

/** An app of its own (no mail server), a report posted to it, and status links signed as the app signs them. */
async function appWithReport() {
  const config = testMessagesConfig();
  const app = await buildMessagesApp(config);
  const reference = await postReport(app);
  return { app, reference, links: linksOf(app, statusLinkKey(config.dataDir, null)) };
}

describe('report statuses', () => {
  const smtp = new SmtpSink();
  let config: MessagesConfig;
  let app: FastifyInstance;

  beforeAll(
    async () =>
      ({ config, app } = await startAppWithMailSink(smtp, {
        acknowledge: true,
        siteUrl: 'https://www.kantoor.example',
      })),
  );
  afterAll(() => stopAppWithMailSink(app, smtp));

  const mailsFor = (reference: string) => smtp.mails.filter((m) => m.subject.includes(reference));
  const historyOf = (reference: string) => {
    const store = openStore(config);
    try {
      return store.statusHistory(reference);
    } finally {
      store.close();
    }
  };

  it('goes round: report, firm mail with links, confirmation, POST, status mail, timeline', async () => {
    const reference = await postReport(app);
    await eventually(() => mailsFor(reference).length === 2);
    const staff = mailsFor(reference).find((m) => m.subject.startsWith('Melding'))!;
    const ack = mailsFor(reference).find((m) => m.subject.startsWith('Wij ontvingen'))!;
    const buttons = statusButtons(staff);
    expect([...buttons.keys()]).toEqual([
      'In behandeling',
      'Herstelling gepland',
      'Herstelling uitgevoerd',
      'Opgelost',
      'Niet weerhouden',
    ]);
    expect(staff.html).toContain('https://www.kantoor.example/melden/status/wijzigen#sleutel=');
    expect(staff.text).not.toMatch(/[?&](sleutel|token)=/);
    // The acknowledgement carries the resident's private link to the timeline, the key in the fragment.
    const privateLink = ack.text.match(
      /https:\/\/www\.kantoor\.example\/melden\/status#referentie=(\S+)&sleutel=(\S+)/,
    );
    expect(privateLink?.[1]).toBe(reference);

    const token = buttons.get('Herstelling gepland')!;
    const preview = await changeLink(app, token);
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toMatchObject({
      reference,
      building: expect.stringContaining(fixtureBuilding.naam),
      current: { status: 'ontvangen', label: 'Ontvangen' },
      target: { status: 'herstelling-gepland', label: 'Herstelling gepland' },
      alreadyDone: false,
    });

    const note = 'De liftfirma komt langs in de voormiddag.';
    const change = await postJson(app, STATUS_API.change, { token, note, plannedDate: '2026-12-03' });
    expect(change.statusCode).toBe(200);
    expect(change.json().status).toBe('changed');

    await eventually(() => mailsFor(reference).length === 3);
    const statusMail = mailsFor(reference).find((m) => m.subject.includes('Herstelling gepland'))!;
    expect(statusMail.to).toEqual([report.email]);
    expect(statusMail.text).toContain(reference);
    expect(statusMail.text).toContain(fixtureBuilding.naam);
    expect(statusMail.text).toContain('donderdag 3 december 2026');
    expect(statusMail.text).toContain(note);
    expect(statusMail.text).toContain('/melden/status#referentie=');
    for (const typed of [report.description, report.location, report.name, report.unit])
      expect(statusMail.text).not.toContain(typed);

    const lookup = await postJson(app, STATUS_API.lookup, { reference, email: ' Pieter.Claes@example.be ' });
    expect(lookup.statusCode).toBe(200);
    const timeline = lookup.json();
    expect(Object.keys(timeline).sort()).toEqual(['building', 'category', 'notesHidden', 'reference', 'steps']);
    expect(timeline.category).toBe('Lift');
    expect(timeline.steps.map((s: { status: string }) => s.status)).toEqual(['ontvangen', 'herstelling-gepland']);
    // Anyone who knows the address could try references: the staff's notes only through the private link.
    expect(timeline.steps[1]).toMatchObject({ plannedDate: '2026-12-03', note: null, label: 'Herstelling gepland' });
    expect(timeline.notesHidden).toBe(true);
    expect(JSON.stringify(timeline)).not.toContain(report.email);
    expect(JSON.stringify(timeline)).not.toContain(report.description);

    // The private link works without the address.
    const viaLink = await postJson(app, STATUS_API.lookup, { reference, token: decodeURIComponent(privateLink![2]) });
    expect(viaLink.json()).toMatchObject({ notesHidden: false, steps: [{ note: null }, { note }] });
    expect(historyOf(reference).map((e) => e.channel)).toEqual(['site', 'link']);
  });

  it('answers no GET with a key, changes nothing on a look, and a link used twice changes nothing twice', async () => {
    const reference = await postReport(app);
    await eventually(() => mailsFor(reference).length === 2);
    const token = statusButtons(mailsFor(reference).find((m) => m.subject.startsWith('Melding'))!).get(
      'In behandeling',
    )!;
    for (let i = 0; i < 3; i++) expect((await changeLink(app, token)).statusCode).toBe(200);
    for (const url of [STATUS_API.change, STATUS_API.changeView])
      expect((await app.inject({ method: 'GET', url: `${url}?token=${encodeURIComponent(token)}` })).statusCode).toBe(
        405,
      );
    expect(historyOf(reference)).toHaveLength(1);

    const first = await postJson(app, STATUS_API.change, { token });
    const second = await postJson(app, STATUS_API.change, { token });
    expect(first.json().status).toBe('changed');
    expect(second.statusCode).toBe(200);
    expect(second.json().status).toBe('unchanged');
    expect((await changeLink(app, token)).json().alreadyDone).toBe(true);
    expect(historyOf(reference).map((e) => e.status)).toEqual(['ontvangen', 'in-behandeling']);
    await eventually(() => mailsFor(reference).length === 3);
    await new Promise((r) => setTimeout(r, 300));
    expect(mailsFor(reference)).toHaveLength(3);
  });

  it('refuses forged, altered and expired links with a Dutch message and changes nothing', async () => {
    const reference = await postReport(app);
    await eventually(() => mailsFor(reference).length === 2);
    const token = statusButtons(mailsFor(reference).find((m) => m.subject.startsWith('Melding'))!).get('Opgelost')!;
    const [ref, , expiry, signature] = token.split('.');
    const altered = [
      [ref, 'niet-weerhouden', expiry, signature].join('.'),
      [ref, 'opgelost', String(Number(expiry) + 86_400), signature].join('.'),
      [reference.replace(/\d$/, (d) => String((Number(d) + 1) % 10)), 'opgelost', expiry, signature].join('.'),
    ];
    const forged = linksOf(app, Buffer.from('x'.repeat(64))).changeToken(reference, 'opgelost', Date.now() + 1e6)!;
    for (const bad of [...altered, forged, 'onzin', `${token}x`]) {
      for (const res of [await changeLink(app, bad), await postJson(app, STATUS_API.change, { token: bad })]) {
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({ error: 'link_invalid', message: reportStatusMessages.linkInvalid });
      }
    }
    const expired = linksOf(app, statusLinkKey(config.dataDir, null)).changeToken(
      reference,
      'opgelost',
      Date.now() - 1000,
    )!;
    for (const res of [await changeLink(app, expired), await postJson(app, STATUS_API.change, { token: expired })]) {
      expect(res.statusCode).toBe(410);
      expect(res.json()).toEqual({ error: 'link_expired', message: reportStatusMessages.linkExpired });
    }
    expect(historyOf(reference)).toHaveLength(1);
  });

  it('refuses a JSON body that is no object with the Dutch message alone, naming no field', async () => {
    for (const url of [STATUS_API.lookup, STATUS_API.changeView, STATUS_API.change]) {
      const res = await postJson(app, url, ['M-2026-00001']);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: 'validation', message: apiErrorMessages.validation, fields: {} });
    }
  });

  it('answers an unknown reference and a wrong address identically', async () => {
    const reference = await postReport(app);
    const wrongAddress = await postJson(app, STATUS_API.lookup, { reference, email: 'iemand.anders@example.be' });
    const unknown = await postJson(app, STATUS_API.lookup, { reference: 'M-2019-99999', email: report.email });
    const wrongToken = await postJson(app, STATUS_API.lookup, { reference, token: 'A'.repeat(43) });
    for (const res of [wrongAddress, unknown, wrongToken]) {
      expect(res.statusCode).toBe(404);
      expect(res.body).toBe(unknown.body);
      expect(res.headers['content-type']).toBe(unknown.headers['content-type']);
    }
    expect(unknown.json()).toEqual({ error: 'not_found', message: reportStatusMessages.notFound });
  });

  it('does not change a closed report from a link', async () => {
    const reference = await postReport(app);
    await eventually(() => mailsFor(reference).length === 2);
    const buttons = statusButtons(mailsFor(reference).find((m) => m.subject.startsWith('Melding'))!);
    // 'Niet weerhouden' promises the resident the reason: without a note nothing changes.
    const withoutReason = await postJson(app, STATUS_API.change, { token: buttons.get('Niet weerhouden')! });
    expect(withoutReason.statusCode).toBe(400);
    expect(withoutReason.json().fields).toEqual({ note: reportStatusMessages.reasonRequired });
    expect(historyOf(reference).map((e) => e.status)).toEqual(['ontvangen']);
    expect(
      (await postJson(app, STATUS_API.change, { token: buttons.get('Niet weerhouden')!, note: 'Privatief deel.' }))
        .statusCode,
    ).toBe(200);
    const late = await postJson(app, STATUS_API.change, { token: buttons.get('In behandeling')! });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(reportStatusMessages.reportClosed);
    expect(historyOf(reference).map((e) => e.status)).toEqual(['ontvangen', 'niet-weerhouden']);
    expect(storedMessages(config).filter((m) => m.reference === reference && m.audience === 'status')).toHaveLength(1);
  });
});

describe('the status look-up and its secret', () => {
  it('is rate limited per address', async () => {
    const app = await buildMessagesApp(testMessagesConfig({ rateLimitPerMinute: 3 }));
    const codes = [];
    for (let i = 0; i < 4; i++)
      codes.push(
        (await postJson(app, STATUS_API.lookup, { reference: 'M-2026-00001', email: 'a@example.be' })).statusCode,
      );
    expect(codes).toEqual([404, 404, 404, 429]);
    await app.close();
  });

  it('counts look-ups apart from the forms: a resident who looked up a status can still report, and the reverse', async () => {
    const app = await buildMessagesApp(testMessagesConfig({ rateLimitPerMinute: 2 }));
    const lookUp = () => postJson(app, STATUS_API.lookup, { reference: 'M-2026-00001', email: 'a@example.be' });
    expect([(await lookUp()).statusCode, (await lookUp()).statusCode, (await lookUp()).statusCode]).toEqual([
      404, 404, 429,
    ]);
    const reference = await postReport(app);
    await postReport(app);
    // The forms' budget is now spent too; the building look-up has its own.
    const third = await sendReport(app);
    expect(third.statusCode).toBe(429);
    expect((await app.inject({ method: 'GET', url: `/api/buildings/${fixtureBuilding.code}` })).statusCode).toBe(200);
    expect(reference).toMatch(/^M-\d{4}-\d{5}$/);
    await app.close();
  });

  it('generates the secret once into DATA_DIR and keeps using it after a restart', async () => {
    const config = testMessagesConfig();
    const first = await buildMessagesApp(config);
    const file = path.join(config.dataDir, STATUS_LINK_SECRET_FILE);
    const secret = fs.readFileSync(file, 'utf8');
    expect(secret.trim()).toMatch(/^[0-9a-f]{64}$/);
    expect(fs.statSync(file).mode & 0o077).toBe(0);
    const reference = await postReport(first);
    const token = linksOf(first, statusLinkKey(config.dataDir, null)).changeToken(
      reference,
      'opgelost',
      Date.now() + 60_000,
    )!;
    await first.close();

    const second = await buildMessagesApp(config);
    expect(fs.readFileSync(file, 'utf8')).toBe(secret);
    expect((await changeLink(second, token)).statusCode).toBe(200);
    expect((await postJson(second, STATUS_API.change, { token })).json().status).toBe('changed');
    await second.close();
  });

  it('uses STATUS_LINK_SECRET when set, and then writes no file', async () => {
    const config = testMessagesConfig({ statusLinkSecret: 'k'.repeat(40) });
    const app = await buildMessagesApp(config);
    expect(fs.existsSync(path.join(config.dataDir, STATUS_LINK_SECRET_FILE))).toBe(false);
    const reference = await postReport(app);
    const token = linksOf(app, Buffer.from('k'.repeat(40))).changeToken(reference, 'opgelost', Date.now() + 60_000)!;
    expect((await changeLink(app, token)).statusCode).toBe(200);
    await app.close();
  });

  it('never moves a report back from a link, and a reopened report revives no link of before', async () => {
    const { app, reference, links } = await appWithReport();
    const later = Date.now() + 60_000;
    const back = links.changeToken(reference, 'in-behandeling', later)!;
    const solved = links.changeToken(reference, 'opgelost', later)!;
    expect(
      (await postJson(app, STATUS_API.change, { token: links.changeToken(reference, 'uitgevoerd', later) })).json()
        .status,
    ).toBe('changed');
    expect((await changeLink(app, back)).json()).toMatchObject({ outdated: true });
    const refused = await postJson(app, STATUS_API.change, { token: back });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ error: 'step_back', message: reportStatusMessages.stepBack });

    expect((await postJson(app, STATUS_API.change, { token: solved })).json().status).toBe('changed');
    // Staff reopen it at the server: the buttons mailed before (unused ones too) no longer open it.
    const reopened = app.store.reports.changeStatus({
      reference,
      status: 'in-behandeling',
      channel: 'staff',
      notifyReporter: false,
    });
    expect(reopened.changed).toBe(true);
    const stale = links.changeToken(reference, 'herstelling-gepland', later);
    expect(stale).not.toBeNull();
    for (const old of [back, solved])
      expect((await changeLink(app, old)).json()).toEqual({
        error: 'link_invalid',
        message: reportStatusMessages.linkInvalid,
      });
    expect((await postJson(app, STATUS_API.change, { token: stale })).json().status).toBe('changed');
    await app.close();
  });

  it('ties each link to its report: another report under the same reference (a restored backup) opens with none', async () => {
    const { app, reference, links } = await appWithReport();
    const token = links.changeToken(reference, 'opgelost', Date.now() + 60_000)!;
    const view = links.viewToken(reference)!;
    // The backup is restored and the reference handed out again, to a stranger's report.
    app.store.db.prepare('UPDATE reports SET link_nonce = ? WHERE reference = ?').run('f'.repeat(32), reference);
    expect((await changeLink(app, token)).json().error).toBe('link_invalid');
    expect((await postJson(app, STATUS_API.lookup, { reference, token: view })).statusCode).toBe(404);
    await app.close();
  });
});
