import type { FastifyInstance } from 'fastify';
import { JOB_API, tokenOnlySchema } from '../../../../../src/lib/reports/contractorJobs';
import { loopRoute } from '../../repairLoopRoute';

/** POST /api/contractor-job/view { token }: the job as its contractor may see it; changes nothing. */
export default async function contractorViewRoute(app: FastifyInstance): Promise<void> {
  loopRoute(app, JOB_API.contractorView, tokenOnlySchema, (body, now) =>
    app.repairLoop.loop.contractorView(body.token, now),
  );
}
