import type { FastifyInstance } from 'fastify';
import { KNOWN_PROBLEM_API, publishSchema } from '../../../../../src/lib/reports/knownProblems';
import { problemRoute, replyProblem, staffKeyReference } from '../../knownProblemRoute';

/**
 * POST /api/known-problems/publish { token, show, title } with a staff key (status change or send on): show the
 * report as a known problem of its building with staff's title, or hide it.
 */
export default async function publishRoute(app: FastifyInstance): Promise<void> {
  problemRoute(app, KNOWN_PROBLEM_API.publish, publishSchema, (body, now, request, reply) => {
    const link = staffKeyReference(app, body.token, now);
    if (!link.ok) return replyProblem(reply, { ok: false, refusal: link.reason });
    const result = app.knownProblems.publish(link.reference, { show: body.show, title: body.title }, now);
    if (result.ok) request.log.info({ reference: link.reference, shown: result.value.shown }, 'known problem set');
    return replyProblem(reply, result);
  });
}
