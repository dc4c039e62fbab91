import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { SmtpSink } from '../../../testing/fakes/smtpSink';
import { OutboxMonitor } from '../../outbox/outboxMonitor';
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

describe('a mail the relay refuses for good', () => {
  const smtp = new SmtpSink();
  beforeAll(() => smtp.start());
  afterAll(() => smtp.stop());

  it("to a visitor: recorded and shown to staff, but no outbox alert; the firm's own mail still alerts", async () => {
    const config = testMessagesConfig({
      smtpUrl: smtp.url,
      acknowledge: true,
      outboxAlertAfterSeconds: ALERT_AFTER_SECONDS,
    });
    const app = await buildMessagesApp(config);
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
    await app.close();
  });
});
