import Fastify from 'fastify';
import outbox from '../../plugins/outbox';
import store from '../../plugins/store';
import { buildMessagesApp, postJson, testMessagesConfig, validContact } from '../support/messagesTestKit';

describe('the messages API plugins', () => {
  it('decorate the app once with what the routes share', async () => {
    const config = testMessagesConfig({ smtpUrl: null });
    const app = await buildMessagesApp(config);
    try {
      for (const name of ['store', 'messagesConfig', 'photos', 'reportContent', 'statusLinks', 'tracking', 'checks'])
        expect(app.hasDecorator(name)).toBe(true);
      expect(app.messagesConfig).toBe(config);
      // Without SMTP_URL messages are only stored: no outbox, but the health check still reports.
      expect(app.outbox).toBeNull();
      expect(app.outboxHealth()).toEqual({ undelivered: 0, oldestWaitingSeconds: 0, alert: false });
      // The rate limits belong to the API's own context, not to the app.
      expect(app.hasDecorator('lookupRoute')).toBe(false);
    } finally {
      await app.close();
    }
  });

  it('limit the rate of the forms only: the site, the health check and the look-ups have budgets apart', async () => {
    const app = await buildMessagesApp(testMessagesConfig({ rateLimitPerMinute: 1 }));
    try {
      expect((await postJson(app, '/api/contact', validContact)).statusCode).toBe(202);
      expect((await postJson(app, '/api/contact', validContact)).statusCode).toBe(429);
      for (let i = 0; i < 3; i++) {
        expect((await app.inject('/')).statusCode).toBe(200);
        expect((await app.inject('/api/health')).statusCode).toBe(200);
      }
      expect((await app.inject('/api/buildings/ONBEKEND')).statusCode).toBe(404);
      expect((await app.inject('/api/buildings/ONBEKEND')).statusCode).toBe(429);
    } finally {
      await app.close();
    }
  });

  it('refuse to start without the plugins they depend on', async () => {
    const app = Fastify({ logger: false });
    await expect(app.register(outbox).ready()).rejects.toThrow(/store/);
    const ordered = Fastify({ logger: false });
    await ordered.register(store, { config: testMessagesConfig() });
    await expect(ordered.register(outbox).ready()).rejects.toThrow(/photos/);
  });
});
