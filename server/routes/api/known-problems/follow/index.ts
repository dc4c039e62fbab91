import type { FastifyInstance } from 'fastify';
import { followSchema, KNOWN_PROBLEM_API, knownProblemApiMessages } from '../../../../../src/lib/reports/knownProblems';
import { normalizeAddress } from '../../../../store/problemFollowers';
import { problemRoute, replyProblem } from '../../knownProblemRoute';
import { sendError } from '../../replies';

/** Confirmation mails one address may ask for in an hour, whatever the problem and whoever asks. */
export const FOLLOW_REQUESTS_PER_ADDRESS_PER_HOUR = 3;

/**
 * POST /api/known-problems/follow { problemId, email, privacyAccepted }: a confirmation mail with its key; 202
 * { status: 'sent' } whether or not the address follows already. Limited per visitor (the route's budget) and per
 * address, so nobody floods someone else's mailbox with confirmation mails.
 */
export default async function followRoute(app: FastifyInstance): Promise<void> {
  const perAddress = app.createRateLimit({
    max: FOLLOW_REQUESTS_PER_ADDRESS_PER_HOUR,
    timeWindow: 60 * 60 * 1000,
    keyGenerator: (request) => `follow:${normalizeAddress(String((request.body as { email?: unknown }).email))}`,
  });
  problemRoute(
    app,
    KNOWN_PROBLEM_API.follow,
    followSchema,
    async (body, now, request, reply) => {
      // isAllowed is only ever true for an allow-listed key; the count decides.
      const limit = await perAddress(request);
      if (!limit.isAllowed && limit.isExceeded)
        return sendError(reply, 429, 'rate_limited', knownProblemApiMessages.tooManyRequests);
      const result = app.knownProblems.follow(body, now);
      if (!result.ok) return replyProblem(reply, result);
      request.log.info({ problem: body.problemId }, 'follow requested');
      return reply.code(202).header('cache-control', 'no-store').send({ status: result.value });
    },
    { rateLimit: { max: app.messagesConfig.rateLimitPerMinute, timeWindow: '1 minute' } },
  );
}
