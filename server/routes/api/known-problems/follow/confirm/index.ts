import type { FastifyInstance } from 'fastify';
import { followTokenSchema, KNOWN_PROBLEM_API } from '../../../../../../src/lib/reports/knownProblems';
import { problemRoute, replyProblem } from '../../../knownProblemRoute';

/** POST /api/known-problems/follow/confirm { token }: the follower proves the address with the key from the mail. */
export default async function followConfirmRoute(app: FastifyInstance): Promise<void> {
  problemRoute(app, KNOWN_PROBLEM_API.followConfirm, followTokenSchema, (body, now, _request, reply) =>
    replyProblem(reply, app.knownProblems.confirmFollow(body.token, now)),
  );
}
