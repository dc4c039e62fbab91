import type { FastifyInstance } from 'fastify';
import { JOB_API, sendOnSchema } from '../../../../src/lib/reports/contractorJobs';
import { loopRoute } from '../repairLoopRoute';

/** POST /api/report-send-on { token, contractorId, note? }: staff send the report on to a contractor. */
export default async function sendOnRoute(app: FastifyInstance): Promise<void> {
  loopRoute(app, JOB_API.sendOn, sendOnSchema, (body, now) => app.repairLoop.loop.sendOn(body, now));
}
