import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type * as z from 'zod/mini';
import { knownProblemApiMessages } from '../../../src/lib/reports/knownProblems';
import type { ProblemRefusal, ProblemResult } from '../../knownProblems/problemResults';
import type { Verified } from '../../security/keySigner';
import { jsonPostRoute } from './replies';

/** Each refusal as the API answers it: a status, a code and the Dutch message the page shows. */
const REFUSALS: Record<ProblemRefusal, { status: number; error: string; message: string }> = {
  invalid: { status: 400, error: 'link_invalid', message: knownProblemApiMessages.linkInvalid },
  expired: { status: 410, error: 'link_expired', message: knownProblemApiMessages.linkExpired },
  gone: { status: 404, error: 'not_found', message: knownProblemApiMessages.reportGone },
  closed: { status: 409, error: 'report_closed', message: knownProblemApiMessages.reportClosed },
  'unknown-problem': { status: 404, error: 'unknown_problem', message: knownProblemApiMessages.unknownProblem },
  'no-building': { status: 409, error: 'no_building', message: knownProblemApiMessages.noBuilding },
  left: { status: 409, error: 'follower_left', message: knownProblemApiMessages.followerLeft },
};

/** What a call answers: its value, or its refusal (with a message of the route's own where it has one). */
export function replyProblem<T>(
  reply: FastifyReply,
  result: ProblemResult<T>,
  messages: Partial<Record<ProblemRefusal, string>> = {},
) {
  reply.header('cache-control', 'no-store');
  if (result.ok) return result.value;
  const { status, error, message } = REFUSALS[result.refusal];
  return reply.code(status).send({ error, message: messages[result.refusal] ?? message });
}

/** The keys are short; the longest body is an update of BUILDING_UPDATE_MAX characters. */
export const PROBLEM_BODY_LIMIT_BYTES = 8 * 1024;

/**
 * A JSON route of the known problems: a look-up's own rate budget unless the route brings one, and `handle` given the
 * body and the server's clock.
 */
export function problemRoute<S extends z.ZodMiniType>(
  app: FastifyInstance,
  url: string,
  schema: S,
  handle: (body: z.output<S>, now: number, request: FastifyRequest, reply: FastifyReply) => unknown,
  options: { rateLimit?: { max: number; timeWindow: string } } = {},
): void {
  jsonPostRoute(
    app,
    url,
    schema,
    {
      config: { rateLimit: options.rateLimit ?? app.lookupRoute.config.rateLimit },
      bodyLimit: PROBLEM_BODY_LIMIT_BYTES,
    },
    (body, request, reply) => handle(body, app.clock(), request, reply),
  );
}

/**
 * The report a staff key names: a status-change link's key or a send-on link's key, both from the firm's mail about
 * the report. Either holds while it has not expired and the report was not reopened since (its nonce).
 */
export function staffKeyReference(app: FastifyInstance, token: string, now: number): Verified<{ reference: string }> {
  if (token.split('.').length === 4) return app.statusLinks.verifyChange(token, now);
  return app.repairLoop.keys.verifySendOn(token, (reference) => app.store.reports.linkNonce(reference), now);
}
