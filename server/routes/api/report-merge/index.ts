import type { FastifyInstance } from 'fastify';
import { KNOWN_PROBLEM_API, knownProblemApiMessages, mergeSchema } from '../../../../src/lib/reports/knownProblems';
import { problemRoute, replyProblem } from '../knownProblemRoute';

/** A merge button that expired: staff merge at the server instead. */
export const MERGE_REFUSALS = { expired: knownProblemApiMessages.mergeLinkExpired };

/** POST /api/report-merge { token }: staff merge the new report into the one it repeats; a replay changes nothing. */
export default async function mergeRoute(app: FastifyInstance): Promise<void> {
  problemRoute(app, KNOWN_PROBLEM_API.merge, mergeSchema, (body, now, request, reply) => {
    const result = app.duplicateMerge.merge(body.token, now);
    if (result.ok && result.value.status === 'changed')
      request.log.info(
        { duplicate: result.value.view.duplicate.reference, original: result.value.view.original.reference },
        'reports merged',
      );
    return replyProblem(reply, result, MERGE_REFUSALS);
  });
}
