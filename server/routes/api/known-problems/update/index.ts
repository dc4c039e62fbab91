import type { FastifyInstance } from 'fastify';
import { buildingUpdateSchema, KNOWN_PROBLEM_API } from '../../../../../src/lib/reports/knownProblems';
import { problemRoute, replyProblem, staffKeyReference } from '../../knownProblemRoute';

/**
 * POST /api/known-problems/update { token, text } with a staff key: a word to the whole building, mailed through the
 * outbox to the reporter and every confirmed follower, and shown on the known problem.
 */
export default async function buildingUpdateRoute(app: FastifyInstance): Promise<void> {
  problemRoute(app, KNOWN_PROBLEM_API.buildingUpdate, buildingUpdateSchema, (body, now, request, reply) => {
    const link = staffKeyReference(app, body.token, now);
    if (!link.ok) return replyProblem(reply, { ok: false, refusal: link.reason });
    const result = app.knownProblems.buildingUpdate(link.reference, body.text, now);
    if (!result.ok) return replyProblem(reply, result);
    request.log.info({ reference: link.reference }, 'word to the building sent');
    return replyProblem(reply, { ok: true, value: { status: 'sent', knownProblem: result.value } });
  });
}
