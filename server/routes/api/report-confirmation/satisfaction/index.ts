import type { FastifyInstance } from 'fastify';
import { JOB_API, satisfactionSchema } from '../../../../../src/lib/reports/contractorJobs';
import { loopRoute } from '../../repairLoopRoute';

/** POST /api/report-confirmation/satisfaction { token, score }: one score from 1 to 5, once the report is solved. */
export default async function satisfactionRoute(app: FastifyInstance): Promise<void> {
  loopRoute(app, JOB_API.satisfaction, satisfactionSchema, (body, now) => app.repairLoop.confirmation.rate(body, now));
}
