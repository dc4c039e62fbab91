import type { FastifyInstance } from 'fastify';
import { JOB_API, tokenOnlySchema } from '../../../../../src/lib/reports/contractorJobs';
import { loopRoute } from '../../repairLoopRoute';

/** POST /api/report-confirmation/view { token }: the question to the resident and the answer given; changes nothing. */
export default async function confirmationViewRoute(app: FastifyInstance): Promise<void> {
  loopRoute(app, JOB_API.confirmationView, tokenOnlySchema, (body, now) =>
    app.repairLoop.confirmation.view(body.token, now),
  );
}
