import type { FastifyInstance } from 'fastify';
import { confirmationSchema, JOB_API } from '../../../../src/lib/reports/contractorJobs';
import { loopRoute } from '../repairLoopRoute';

/** POST /api/report-confirmation { token, solved, explanation? }: the resident's answer; once. */
export default async function confirmationRoute(app: FastifyInstance): Promise<void> {
  loopRoute(app, JOB_API.confirmation, confirmationSchema, (body, now) =>
    app.repairLoop.confirmation.answer(body, now),
  );
}
