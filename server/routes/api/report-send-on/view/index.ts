import type { FastifyInstance } from 'fastify';
import { JOB_API, tokenOnlySchema } from '../../../../../src/lib/reports/contractorJobs';
import { loopRoute } from '../../repairLoopRoute';

/** POST /api/report-send-on/view { token }: the report, its current job and the contractors; changes nothing. */
export default async function sendOnViewRoute(app: FastifyInstance): Promise<void> {
  loopRoute(app, JOB_API.sendOnView, tokenOnlySchema, (body, now) => app.repairLoop.loop.sendOnView(body.token, now));
}
