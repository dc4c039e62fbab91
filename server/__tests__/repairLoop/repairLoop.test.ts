import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { MessagesConfig } from '../../config';
import { firm } from '../../../src/config/firm';
import { emergencyPhone } from '../../../src/lib/emergency/emergencyLine';
import { officePhoneHours } from '../../../src/lib/offices';
import { JOB_API } from '../../../src/lib/reports/contractorJobs';
import { brusselsDay, brusselsTime, nextWorkingDay } from '../../repairLoop/workingDays';
import { SmtpSink } from '../../../testing/fakes/smtpSink';
import {
  eventually,
  fixtureBuilding,
  fixtureContractors,
  keyOf,
  mailbox,
  postJson,
  postReportForm,
  storedMessages,
} from '../support/messagesTestKit';
import { liftReportForm as report } from '../support/liftReport';
import { startAppWithMailSink, stopAppWithMailSink } from '../support/mailSinkApp';
import { jpegWithGps, multipartBody } from '../support/multipart';

const [roofer, plumber, liftFirm] = fixtureContractors;

const photo = async () => ({
  name: 'photos',
  filename: 'klaar.jpg',
  contentType: 'image/jpeg',
  data: await jpegWithGps(),
});

const DAY = 24 * 60 * 60 * 1000;

describe('the repair loop, from a report to a closed report, every step from a link in a mail', () => {
  const smtp = new SmtpSink();
  let config: MessagesConfig;
  let app: FastifyInstance;
  /** The server's clock, moved by the tests. */
  let now = brusselsTime('2027-01-11', 10); // a Monday

  const { mailsTo, nextMailTo } = mailbox(smtp);

  async function postReport(fields: Record<string, string> = report): Promise<string> {
    const res = await postReportForm(app, [await photo()], fields);
    expect(res.statusCode).toBe(202);
    return res.json().reference as string;
  }

  /** The key of the send-on button in the firm's mail about `reference`. */
  async function sendOnKeyOf(reference: string): Promise<string> {
    const subject = `Melding ${reference}:`;
    await eventually(() => smtp.mails.some((m) => m.subject.startsWith(subject)));
    return keyOf(
      smtp.mails.find((m) => m.subject.startsWith(subject))!,
      'Doorsturen naar een aannemer',
    );
  }

  /**
   * Staff send `reference` on to `contractor` from the firm's mail: their send-on key, the job mail the contractor
   * gets and its key, and how many mails the contractor had before it.
   */
  async function sendOnTo(contractor: { id: string; email: string }, reference: string) {
    const sendOnKey = await sendOnKeyOf(reference);
    const mailsBefore = mailsTo(contractor.email).length;
    await postJson(app, JOB_API.sendOn, { token: sendOnKey, contractorId: contractor.id });
    const jobMail = await nextMailTo(contractor.email, mailsBefore + 1);
    return { sendOnKey, mailsBefore, jobMail, jobKey: keyOf(jobMail, 'Opdracht openen') };
  }

  async function done(token: string, note: string) {
    const { payload, contentType } = multipartBody({ token, note }, [await photo()]);
    return app.inject({
      method: 'POST',
      url: JOB_API.contractorDone,
      headers: { 'content-type': contentType },
      payload,
    });
  }

  beforeAll(async () => ({ config, app } = await startAppWithMailSink(smtp, { acknowledge: true }, () => now)));
  afterAll(() => stopAppWithMailSink(app, smtp));

  it('goes round: send on, accept, plan, done with photos, "nee", again, "ja", a score', async () => {
    const reference = await postReport({ ...report, contractorMayContact: 'false' });
    const firmMail = await nextMailTo(fixtureBuilding.beheerder, 1);
    // A mail with keys has no Reply-To to the resident; a fresh mail to them starts from a mailto link.
    expect(firmMail.headers['reply-to'] ?? '').not.toContain(report.email);
    expect(firmMail.text).toContain(`mailto:${report.email}`);
    const sendOnKey = keyOf(firmMail, 'Doorsturen naar een aannemer');

    const preview = await postJson(app, JOB_API.sendOnView, { token: sendOnKey });
    expect(preview.statusCode).toBe(200);
    expect(preview.json().contractors[0]).toMatchObject({ id: liftFirm.id, fits: true });

    const sent = await postJson(app, JOB_API.sendOn, {
      token: sendOnKey,
      contractorId: liftFirm.id,
      note: 'Sleutel bij de conciërge.',
    });
    expect(sent.json()).toMatchObject({
      status: 'changed',
      view: { current: { contractorId: liftFirm.id, state: 'sent' } },
    });
    expect((await postJson(app, JOB_API.sendOn, { token: sendOnKey, contractorId: liftFirm.id })).json().status).toBe(
      'unchanged',
    );

    const job = await nextMailTo(liftFirm.email, 1);
    expect(job.text).toContain(report.description);
    expect(job.text).toContain('Sleutel bij de conciërge.');
    // Without the resident's leave: no name, phone or unit.
    for (const personal of [report.name, report.phone, report.email]) expect(job.raw).not.toContain(personal);
    expect(job.raw).toMatch(/Content-Type: image\/jpeg/i);
    const jobKey = keyOf(job, 'Opdracht openen');

    const view = await postJson(app, JOB_API.contractorView, { token: jobKey });
    expect(view.json()).toMatchObject({ reference, resident: null, state: 'sent', photoCount: 0 });
    expect((await postJson(app, JOB_API.contractorAccept, { token: jobKey })).json().status).toBe('changed');
    expect((await postJson(app, JOB_API.contractorAccept, { token: jobKey })).json().status).toBe('unchanged');

    // Count the resident's mails only once the outbox is empty: an acknowledgement still on its way would be counted
    // as the status mail awaited next (a race that failed this test once under load).
    await eventually(() => storedMessages(config, { undeliveredOnly: true }).length === 0);
    const statusMailsBefore = mailsTo(report.email).length;
    const date = nextWorkingDay(brusselsDay(now));
    const planned = await postJson(app, JOB_API.contractorPlan, { token: jobKey, date, window: 'tussen 8 en 12 uur' });
    expect(planned.json()).toMatchObject({ status: 'changed', view: { plannedDate: date } });
    const plannedMail = await nextMailTo(report.email, statusMailsBefore + 1);
    expect(plannedMail.subject).toContain('Herstelling gepland');
    expect(plannedMail.text).toContain('tussen 8 en 12 uur');
    // Every mail to the resident says how to reach the firm: danger (112) before the paid line, the office with its
    // hours; a reply reaches the building's manager; the signature names the firm's e-mail and website.
    expect(plannedMail.text).toContain('Hoe bereikt u ons?');
    expect(plannedMail.text.indexOf('112')).toBeLessThan(plannedMail.text.indexOf(emergencyPhone.display));
    expect(plannedMail.text).toContain(officePhoneHours);
    expect(plannedMail.headers['reply-to']).toContain(fixtureBuilding.beheerder);
    expect(plannedMail.text).toContain(`E-mail ${firm.email} · ${config.siteUrl}`);

    const finished = await done(jobKey, 'Deurcontact vervangen.');
    expect(finished.json()).toMatchObject({ status: 'changed', view: { state: 'done', photoCount: 1 } });
    expect((await done(jobKey, 'Nog eens.')).json().status).toBe('unchanged');
    // The contractor's photo is the job's, not one of the resident's; the replay's photo was not kept.
    const firstJob = app.store.jobs.jobsOf(reference)[0];
    expect(app.store.photos.photosOf(reference)).toHaveLength(1);
    expect(app.store.photos.photosOfJob(firstJob.id)).toHaveLength(1);
    expect(fs.readdirSync(path.join(config.dataDir, 'photos')).filter((f) => !f.startsWith('.'))).toHaveLength(2);
    const isStaffDone = (m: { subject: string }) => m.subject.startsWith(`Werk uitgevoerd voor ${reference}`);
    await eventually(() => smtp.mails.some(isStaffDone));
    expect(smtp.mails.find(isStaffDone)!.text).toContain('Deurcontact vervangen.');

    const askMail = await nextMailTo(report.email, statusMailsBefore + 2);
    const noKey = keyOf(askMail, 'Nee, nog niet');
    expect(keyOf(askMail, 'Ja, het is opgelost')).toBe(noKey);
    const asked = await postJson(app, JOB_API.confirmationView, { token: noKey });
    expect(asked.json()).toMatchObject({ reference, answer: null, contractorNote: 'Deurcontact vervangen.' });
    expect((await postJson(app, JOB_API.confirmation, { token: noKey, solved: false })).statusCode).toBe(400);
    const no = await postJson(app, JOB_API.confirmation, {
      token: noKey,
      solved: false,
      explanation: 'Hij stopt weer.',
    });
    expect(no.json()).toMatchObject({ status: 'changed', view: { answer: 'not-solved' } });
    // The same answer again, or the other one: nothing changes twice.
    expect((await postJson(app, JOB_API.confirmation, { token: noKey, solved: true })).json().status).toBe('unchanged');
    await eventually(() => smtp.mails.some((m) => m.text.includes('Hij stopt weer.')));

    // Staff send it on again to the same firm: a new job, a new key; the old key is superseded.
    const again = await postJson(app, JOB_API.sendOn, { token: sendOnKey, contractorId: liftFirm.id });
    expect(again.json().status).toBe('changed');
    expect((await postJson(app, JOB_API.contractorView, { token: jobKey })).statusCode).toBe(410);
    const secondKey = keyOf(await nextMailTo(liftFirm.email, 2), 'Opdracht openen');
    expect((await done(secondKey, 'Motor vervangen.')).json().status).toBe('changed');
    const secondAsk = await nextMailTo(report.email, statusMailsBefore + 3);
    const yesKey = keyOf(secondAsk, 'Ja, het is opgelost');
    // The first question is over.
    expect((await postJson(app, JOB_API.confirmation, { token: noKey, solved: true })).json().status).toBe('unchanged');
    const yes = await postJson(app, JOB_API.confirmation, { token: yesKey, solved: true });
    expect(yes.json()).toMatchObject({ status: 'changed', view: { answer: 'solved', canRate: true } });
    expect((await postJson(app, JOB_API.satisfaction, { token: yesKey, score: 4 })).json()).toMatchObject({
      status: 'changed',
      view: { canRate: false },
    });
    expect((await postJson(app, JOB_API.satisfaction, { token: yesKey, score: 1 })).json().status).toBe('unchanged');
    expect(app.store.reports.reportState(reference)?.status).toBe('opgelost');
    expect(app.store.jobs.scoreCounts().get(4)).toBe(1);
    // A closed report: the contractor's key changes nothing any more.
    expect((await postJson(app, JOB_API.contractorAccept, { token: secondKey })).statusCode).toBe(409);
  });

  it("sends the resident's name and phone only when they allowed it", async () => {
    const { jobMail, jobKey } = await sendOnTo(liftFirm, await postReport({ ...report, contractorMayContact: 'true' }));
    expect(jobMail.text).toContain(report.phone);
    const view = await postJson(app, JOB_API.contractorView, { token: jobKey });
    expect(view.json().resident).toEqual({ name: report.name, phone: report.phone, unit: '3A' });
  });

  it('reminds once each: not accepted after two working days, a planned date passed; silence closes', async () => {
    const reference = await postReport();
    // Not the proposed one: staff may choose anyone.
    const { mailsBefore: count, jobKey } = await sendOnTo(plumber, reference);

    expect(app.repairLoop.reminders.pass(now + DAY).acceptReminders).toBe(0);
    now += 3 * DAY; // Thursday: two working days passed
    // (the earlier tests' jobs that were never accepted are reminded in the same pass)
    expect(app.repairLoop.reminders.pass(now).acceptReminders).toBeGreaterThanOrEqual(1);
    expect(app.repairLoop.reminders.pass(now).acceptReminders).toBe(0);
    await nextMailTo(plumber.email, count + 2);
    expect(mailsTo(plumber.email)[count + 1].subject).toContain('nog niet aanvaard');
    expect(app.store.jobs.currentJob(reference)?.acceptRemindedAt).toBe(now);

    const date = nextWorkingDay(brusselsDay(now));
    await postJson(app, JOB_API.contractorPlan, { token: jobKey, date });
    expect(app.repairLoop.reminders.pass(brusselsTime(date, 18)).overdueReminders).toBe(0);
    now = brusselsTime(nextWorkingDay(date), 9);
    expect(app.repairLoop.reminders.pass(now).overdueReminders).toBe(1);
    expect(app.repairLoop.reminders.pass(now).overdueReminders).toBe(0);

    expect((await done(jobKey, '')).json().status).toBe('changed');
    expect(app.repairLoop.reminders.pass(now + 13 * DAY).autoClosed).toBe(0);
    now += 15 * DAY;
    expect(app.repairLoop.reminders.pass(now).autoClosed).toBeGreaterThanOrEqual(1);
    const history = app.store.reports.statusHistory(reference);
    expect(history.at(-1)).toMatchObject({ status: 'opgelost', channel: 'auto' });
    expect(history.at(-1)?.note).toContain('14 dagen');
    expect(app.repairLoop.reminders.pass(now).autoClosed).toBe(0);
  });

  it('refuses forged, altered, swapped, expired and superseded keys, changing nothing', async () => {
    const reference = await postReport();
    const { sendOnKey: key, mailsBefore: count, jobKey } = await sendOnTo(roofer, reference);

    const altered = jobKey.slice(0, -2) + (jobKey.endsWith('AA') ? 'BB' : 'AA');
    expect((await postJson(app, JOB_API.contractorAccept, { token: altered })).json().error).toBe('link_invalid');
    expect((await postJson(app, JOB_API.contractorAccept, { token: 'x.y.z' })).statusCode).toBe(400);
    // A send-on key is no contractor key, and the other way round.
    expect((await postJson(app, JOB_API.contractorAccept, { token: key })).statusCode).toBe(400);
    expect((await postJson(app, JOB_API.sendOnView, { token: jobKey })).statusCode).toBe(400);
    expect((await postJson(app, JOB_API.sendOn, { token: key, contractorId: 'bestaat-niet' })).statusCode).toBe(400);

    const later = now;
    now += 200 * DAY;
    expect((await postJson(app, JOB_API.contractorAccept, { token: jobKey })).json().error).toBe('link_expired');
    now = later;

    await postJson(app, JOB_API.sendOn, { token: key, contractorId: liftFirm.id });
    const superseded = await postJson(app, JOB_API.contractorAccept, { token: jobKey });
    expect(superseded.json().error).toBe('job_superseded');
    const lapsed = await nextMailTo(roofer.email, count + 2);
    expect(lapsed.subject).toContain('vervalt');
    expect(lapsed.text).not.toContain('sleutel=');
    // Nothing it refused left a step.
    expect(app.store.jobs.jobsOf(reference)[0].state).toBe('sent');
  });

  it('keeps GET from changing anything: no route answers a GET with a key', async () => {
    for (const url of Object.values(JOB_API)) {
      const res = await app.inject({ method: 'GET', url: `${url}?token=abc` });
      expect([404, 405]).toContain(res.statusCode);
    }
  });
});
