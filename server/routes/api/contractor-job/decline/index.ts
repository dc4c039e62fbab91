import type { FastifyInstance } from 'fastify';
import { declineSchema, JOB_API } from '../../../../../src/lib/reports/contractorJobs';
import { loopRoute } from '../../repairLoopRoute';

/** POST /api/contractor-job/decline { token, reason }: the contractor declines; staff are mailed the reason. */
export default async function contractorDeclineRoute(app: FastifyInstance): Promise<void> {
  loopRoute(app, JOB_API.contractorDecline, declineSchema, (body, now) =>
    app.repairLoop.loop.decline(body.token, body.reason, now),
  );
}
