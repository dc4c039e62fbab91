import type { FastifyInstance } from 'fastify';
import { JOB_API, tokenOnlySchema } from '../../../../../src/lib/reports/contractorJobs';
import { loopRoute } from '../../repairLoopRoute';

/** POST /api/contractor-job/accept { token }: the contractor takes the job; again changes nothing. */
export default async function contractorAcceptRoute(app: FastifyInstance): Promise<void> {
  loopRoute(app, JOB_API.contractorAccept, tokenOnlySchema, (body, now) => app.repairLoop.loop.accept(body.token, now));
}
