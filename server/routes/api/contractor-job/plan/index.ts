import type { FastifyInstance } from 'fastify';
import { JOB_API, planSchema } from '../../../../../src/lib/reports/contractorJobs';
import { loopRoute } from '../../repairLoopRoute';

/** POST /api/contractor-job/plan { token, date, window? }: the planned date; the resident gets the status mail. */
export default async function contractorPlanRoute(app: FastifyInstance): Promise<void> {
  loopRoute(app, JOB_API.contractorPlan, planSchema, (body, now) => app.repairLoop.loop.plan(body, now));
}
