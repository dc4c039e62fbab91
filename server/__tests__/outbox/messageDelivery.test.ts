import type { MessagesConfig } from '../../config';
import { loadMessagesConfig } from '../../config';
import { retryDelay } from '../../outbox/messageOutbox';
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
  validQuote,
} from '../support/messagesTestKit';

const undelivered = (config: MessagesConfig) => storedMessages(config, { undeliveredOnly: true });

/** A mail server that is down, and a configuration that mails to it: started once for its port, then stopped. */
async function mailServerDown(): Promise<{ smtp: SmtpSink; config: MessagesConfig }> {
  const smtp = await new SmtpSink().start();
  const config = testMessagesConfig({ smtpUrl: smtp.url });
  await smtp.stop();
  return { smtp, config };
}

describe('delivery when SMTP fails', () => {
  it('keeps a message while the SMTP server is down and delivers it once it is back', async () => {
    const { smtp, config } = await mailServerDown();
    const app = await buildMessagesApp(config);

    expect((await postJson(app, '/api/contact', validContact)).statusCode).toBe(202);
    await eventually(() => (undelivered(config)[0]?.attempts ?? 0) >= 3);
    expect(undelivered(config)[0].lastError).toMatch(/ECONNREFUSED|connect/i);

    await smtp.start(); // same port
    await smtp.waitForMails(1);
    await eventually(() => undelivered(config).length === 0);
    await new Promise((r) => setTimeout(r, 400)); // several retry intervals: nothing more arrives
    expect(smtp.mails).toHaveLength(1);
    await stopAppWithMailSink(app, smtp);
  });

  it('retries a message the SMTP server refuses for now (451) until it takes it', async () => {
    const smtp = new SmtpSink();
    smtp.rejectWith = 451;
    const { config, app } = await startAppWithMailSink(smtp);
    expect((await postJson(app, '/api/quote', validQuote)).statusCode).toBe(202);
    await eventually(() => (undelivered(config)[0]?.attempts ?? 0) >= 2);
    expect(smtp.mails).toHaveLength(0);
    smtp.rejectWith = null;
    await smtp.waitForMails(1);
    await eventually(() => undelivered(config).length === 0);
    expect(smtp.mails).toHaveLength(1);
    await stopAppWithMailSink(app, smtp);
  });

  it('backs off between attempts, never waiting longer than 30 s in production', () => {
    const { delivery } = loadMessagesConfig({});
    const waits = Array.from({ length: 12 }, (_, i) => retryDelay(i + 1, delivery.retryBaseMs, delivery.retryMaxMs));
    expect(waits[0]).toBe(delivery.retryBaseMs);
    expect(waits[1]).toBeGreaterThan(waits[0]);
    expect(Math.max(...waits)).toBeLessThanOrEqual(30_000);
    expect(waits.at(-1)).toBe(delivery.retryMaxMs);
  });
});

describe('restarts and shutdown', () => {
  it('a restarted server delivers the messages an earlier one could not', async () => {
    const { smtp, config } = await mailServerDown();

    const first = await buildMessagesApp(config);
    for (const payload of [validContact, { ...validContact, name: 'Tweede' }]) {
      expect((await postJson(first, '/api/contact', payload)).statusCode).toBe(202);
    }
    expect((await postJson(first, '/api/quote', validQuote)).statusCode).toBe(202);
    await first.close();
    expect(undelivered(config)).toHaveLength(3);

    await smtp.start();
    const second = await buildMessagesApp(config);
    await smtp.waitForMails(3);
    await eventually(() => undelivered(config).length === 0);
    expect(smtp.mails.map((m) => m.subject.replace(/ \[[CO]-\d{4}-\d{5}\]$/, '')).sort()).toEqual([
      'Contactbericht van An Peeters',
      'Contactbericht van Tweede',
      'Offerteaanvraag van Jan Claes',
    ]);
    await stopAppWithMailSink(second, smtp);
  });

  it('a graceful shutdown waits for a delivery in flight', async () => {
    const smtp = new SmtpSink();
    smtp.acceptDelayMs = 400;
    const { config, app } = await startAppWithMailSink(smtp);
    expect((await postJson(app, '/api/contact', validContact)).statusCode).toBe(202);
    await new Promise((r) => setTimeout(r, 100)); // the delivery has started
    await app.close();
    expect(smtp.mails).toHaveLength(1);
    expect(undelivered(config)).toHaveLength(0);
    await smtp.stop();
  });
});

describe('50 concurrent posts', () => {
  it('give exactly one e-mail per 2xx answer and none per refused post', async () => {
    const smtp = new SmtpSink();
    const { config, app } = await startAppWithMailSink(smtp, { rateLimitPerMinute: 40 });

    const posts = Array.from({ length: 50 }, (_, i) => {
      if (i % 10 === 3) return postJson(app, '/api/contact', { ...validContact, email: 'geen-adres' });
      if (i % 2) return postJson(app, '/api/quote', { ...validQuote, name: `Aanvrager ${i}` });
      return postJson(app, '/api/contact', { ...validContact, name: `Afzender ${i}` });
    });
    const answers = await Promise.all(posts);
    const accepted = answers.filter((r) => r.statusCode >= 200 && r.statusCode < 300);
    const refused = answers.filter((r) => r.statusCode >= 400 && r.statusCode < 500);
    expect(accepted.length + refused.length).toBe(50);
    // 45 valid posts against a limit of 40: the first 40 posts (valid or not) pass the limit.
    expect(accepted).toHaveLength(36);
    expect(refused.filter((r) => r.statusCode === 429)).toHaveLength(10);
    expect(refused.filter((r) => r.statusCode === 400)).toHaveLength(4);

    await smtp.waitForMails(accepted.length);
    await eventually(() => undelivered(config).length === 0);
    await new Promise((r) => setTimeout(r, 400));
    expect(smtp.mails).toHaveLength(accepted.length);
    expect(new Set(smtp.mails.map((m) => m.headers['message-id'])).size).toBe(accepted.length);
    const store = openStore(config);
    expect(store.list()).toHaveLength(accepted.length);
    expect(store.list().every((m) => m.attempts === 1)).toBe(true);
    store.close();
    await stopAppWithMailSink(app, smtp);
  });
});
