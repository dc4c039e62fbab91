import type { FastifyInstance } from 'fastify';
import { KNOWN_PROBLEM_API, mergeSchema } from '../../../../../src/lib/reports/knownProblems';
import { problemRoute, replyProblem } from '../../knownProblemRoute';
import { MERGE_REFUSALS } from '..';

/** POST /api/report-merge/view { token }: the two reports the merge button names; changes nothing. */
export default async function mergeViewRoute(app: FastifyInstance): Promise<void> {
  problemRoute(app, KNOWN_PROBLEM_API.mergeView, mergeSchema, (body, now, _request, reply) =>
    replyProblem(reply, app.duplicateMerge.mergeView(body.token, now), MERGE_REFUSALS),
  );
}
