import type { FastifyInstance } from 'fastify';

/**
 * GET /api/health, for an uptime monitor: 503 once a message has waited too long to reach the firm's mailbox. Without
 * the messages API (tests of the site alone) there is no outbox to report on.
 */
export default async function healthRoute(app: FastifyInstance): Promise<void> {
  const outboxHealth = app.hasDecorator('outboxHealth') ? () => app.outboxHealth() : null;
  app.get('/api/health', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    if (!outboxHealth) return { status: 'ok' };
    const { alert, ...outbox } = outboxHealth();
    if (alert) reply.code(503);
    return { status: alert ? 'outbox_stuck' : 'ok', outbox };
  });
}
