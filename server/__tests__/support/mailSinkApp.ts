import type { FastifyInstance } from 'fastify';
import type { MessagesConfig } from '../../config';
import type { SmtpSink } from '../../../testing/fakes/smtpSink';
import { buildMessagesApp, testMessagesConfig } from './messagesTestKit';

/**
 * Starts `smtp` and an app that mails to it, for the tests of a describe block:
 *   beforeAll(async () => ({ config, app } = await startAppWithMailSink(smtp, { acknowledge: true })));
 *   afterAll(() => stopAppWithMailSink(app, smtp));
 */
export async function startAppWithMailSink(
  smtp: SmtpSink,
  overrides: Partial<MessagesConfig> = {},
  /** The server's clock, for tests that move time. */
  clock?: () => number,
): Promise<{ config: MessagesConfig; app: FastifyInstance }> {
  await smtp.start();
  const config = testMessagesConfig({ smtpUrl: smtp.url, ...overrides });
  return { config, app: await buildMessagesApp(config, false, clock) };
}

export async function stopAppWithMailSink(app: FastifyInstance, smtp: SmtpSink): Promise<void> {
  await app.close();
  await smtp.stop();
}
