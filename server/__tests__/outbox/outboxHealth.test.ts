import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { isPermanentRejection } from '../../outbox/messageOutbox';
import { OutboxMonitor } from '../../outbox/outboxMonitor';
import { SmtpSink } from '../../../testing/fakes/smtpSink';
import { startAppWithMailSink, stopAppWithMailSink } from '../support/mailSinkApp';
import {
  buildMessagesApp,
  eventually,
  openStore,
  postJson,
  storedMessages,
  testMessagesConfig,
  validContact,
} from '../support/messagesTestKit';

const ALERT_AFTER_SECONDS = 1;
// The alert counts whole seconds, and rings once a message has waited longer than the threshold.
const pastTheThreshold = () => new Promise((r) => setTimeout(r, (ALERT_AFTER_SECONDS + 1) * 1000 + 200));

const storedContact = { message: { kind: 'contact' as const, data: validContact }, acknowledge: false };

describe('the outbox raises its hand', () => {
  it('reports the outbox on /api/health and answers 503 once a message waits longer than the threshold', async () => {
    const config = testMessagesConfig({ smtpUrl: null, outboxAlertAfterSeconds: 60 });
    const app = await buildMessagesApp(config);
    const fresh = await app.inject('/api/health');
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json()).toEqual({ status: 'ok', outbox: { undelivered: 0, oldestWaitingSeconds: 0 } });

    expect((await postJson(app, '/api/contact', validContact)).statusCode).toBe(202);
    const waiting = (await app.inject('/api/health')).json();
    expect(waiting).toMatchObject({ status: 'ok', outbox: { undelivered: 1 } });

    const { store } = openStore(config);
    store.submissions.insertSubmission(storedContact, Date.now() - 61_000);
    store.close();
    const stuck = await app.inject('/api/health');
    expect(stuck.statusCode).toBe(503);
    expect(stuck.headers['cache-control']).toBe('no-store');
    expect(stuck.json()).toMatchObject({ status: 'outbox_stuck', outbox: { undelivered: 2 } });
    expect(stuck.json().outbox.oldestWaitingSeconds).toBeGreaterThanOrEqual(61);
    await app.close();
  });

  it('logs one error per message that crosses the threshold, not one per check', () => {
    const config = testMessagesConfig({ smtpUrl: null });
    const { store } = openStore(config);
    const errors: object[] = [];
    const monitor = new OutboxMonitor(store.outbox, 60, { error: (obj) => errors.push(obj) });
    const now = Date.now();
    const oldReference = store.submissions.insertSubmission(storedContact, now - 120_000);
    store.submissions.insertSubmission(storedContact, now - 5_000);
    const old = store.staff.list().find((m) => m.reference === oldReference)!.id;
    expect(monitor.check(now)).toBe(1);
    expect(monitor.check(now)).toBe(0);
    expect(errors).toEqual([expect.objectContaining({ messageId: old, waitingSeconds: 120 })]);
    store.close();
  });

  it('keeps a message the mail server refuses for good (550), marks it, and does not send it again', async () => {
    const smtp = new SmtpSink();
    smtp.rejectWith = 550;
    const { config, app } = await startAppWithMailSink(smtp);
    expect((await postJson(app, '/api/contact', validContact)).statusCode).toBe(202);
    const stored = () => storedMessages(config)[0];
    await eventually(() => stored()?.rejectedAt != null);
    smtp.rejectWith = null;
    await new Promise((r) => setTimeout(r, 400)); // several retry intervals
    expect(smtp.mails).toHaveLength(0);
    expect(stored()).toMatchObject({ attempts: 1, deliveredAt: null });
    expect(stored().lastError).toMatch(/550|niet beschikbaar/i);
    expect((await app.inject('/api/health')).json()).toMatchObject({ outbox: { undelivered: 1 } });
    await stopAppWithMailSink(app, smtp);
  });

  it('tells a refusal of the message from a login or connection problem, which is retried', () => {
    expect(isPermanentRejection({ responseCode: 550, code: 'EENVELOPE' })).toBe(true);
    expect(isPermanentRejection({ responseCode: 552, code: 'EMESSAGE' })).toBe(true);
    expect(isPermanentRejection({ responseCode: 451, code: 'EMESSAGE' })).toBe(false);
    expect(isPermanentRejection({ responseCode: 535, code: 'EAUTH' })).toBe(false);
    expect(isPermanentRejection(new Error('connect ECONNREFUSED'))).toBe(false);
  });

  it("a mail refused for good to a visitor: recorded and shown to staff, but no outbox alert; the firm's own mail still alerts", async () => {
    const smtp = new SmtpSink();
    const { config, app } = await startAppWithMailSink(smtp, {
      acknowledge: true,
      outboxAlertAfterSeconds: ALERT_AFTER_SECONDS,
    });
    // Anyone can type an address the relay refuses.
    smtp.refusedRecipients.add('bestaat.niet@example.be');
    const visitor = { ...validContact, email: 'bestaat.niet@example.be' };
    expect((await postJson(app, '/api/contact', visitor)).statusCode).toBe(202);
    const acknowledgement = () => storedMessages(config).find((m) => m.audience === 'sender');
    await eventually(() => acknowledgement()?.rejectedAt != null);
    await eventually(() => storedMessages(config).find((m) => m.audience === 'staff')?.deliveredAt != null);
    await pastTheThreshold();

    const health = await app.inject('/api/health');
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok', outbox: { undelivered: 0, oldestWaitingSeconds: 0 } });
    const { store } = openStore(config);
    const errors: object[] = [];
    expect(new OutboxMonitor(store.outbox, ALERT_AFTER_SECONDS, { error: (e) => errors.push(e) }).check()).toBe(0);
    store.close();

    const list = execFileSync(path.resolve('node_modules/.bin/tsx'), [path.resolve('server/cli/listMessages.ts')], {
      env: { ...process.env, DATA_DIR: config.dataDir },
      encoding: 'utf8',
    });
    const line = list.split('\n').find((l) => l.includes('bevestiging aan <bestaat.niet@example.be>'));
    expect(line).toContain('GEWEIGERD door de mailserver');
    expect(line).toContain('/api/health');

    // The firm's own mail refused for good still raises the alarm.
    smtp.refusedRecipients.add('kantoor@example.be');
    expect((await postJson(app, '/api/contact', validContact)).statusCode).toBe(202);
    await eventually(() => storedMessages(config).some((m) => m.audience === 'staff' && m.rejectedAt != null));
    await pastTheThreshold();
    const stuck = await app.inject('/api/health');
    expect(stuck.statusCode).toBe(503);
    expect(stuck.json()).toMatchObject({ status: 'outbox_stuck', outbox: { undelivered: 1 } });
    await stopAppWithMailSink(app, smtp);
  });
});
