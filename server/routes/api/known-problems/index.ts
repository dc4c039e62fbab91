import type { FastifyInstance } from 'fastify';
import {
  KNOWN_PROBLEM_API,
  KNOWN_PROBLEMS_CACHE_SECONDS,
  knownProblemsQuerySchema,
} from '../../../../src/lib/reports/knownProblems';
import { replyValidationError } from '../replies';

/**
 * Residents of one building may share one address (the building's network): the public list has a budget of its own,
 * larger than a form's.
 */
const LIST_BUDGET_FACTOR = 6;

/**
 * GET /api/known-problems?gebouw=CODE: the known problems of a building, public and cacheable for a minute. Only what
 * staff wrote, the status in the firm's words and the planned date; an unknown building gets the answer of a building
 * without known problems.
 */
export default async function knownProblemsListRoute(app: FastifyInstance): Promise<void> {
  app.get(
    KNOWN_PROBLEM_API.list,
    {
      config: {
        rateLimit: { max: app.messagesConfig.rateLimitPerMinute * LIST_BUDGET_FACTOR, timeWindow: '1 minute' },
      },
    },
    async (request, reply) => {
      const parsed = knownProblemsQuerySchema.safeParse(request.query);
      if (!parsed.success) return replyValidationError(reply, parsed.error.issues);
      reply.header('cache-control', `public, max-age=${KNOWN_PROBLEMS_CACHE_SECONDS}`);
      return app.knownProblems.publicList(parsed.data.gebouw);
    },
  );
}
