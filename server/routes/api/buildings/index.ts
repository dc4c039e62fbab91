import type { FastifyInstance } from 'fastify';
import { apiErrorMessages } from '../../../../src/lib/uiText/dutchMessages';
import { BUILDING_LOOKUP_ENDPOINT } from '../../../../src/lib/forms/messageKinds';
import { BUILDING_CODE_PATTERN, publicBuilding } from '../../../../src/lib/reports/reportBuildings';
import { sendError } from '../replies';

/**
 * GET /api/buildings/:code: the report page opened from a QR code asks which building the code names: its name and
 * address, nothing more.
 */
export default async function buildingsRoute(app: FastifyInstance): Promise<void> {
  const { reportContent, lookupRoute } = app;
  app.get<{ Params: { code: string } }>(`${BUILDING_LOOKUP_ENDPOINT}/:code`, lookupRoute, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const { code } = request.params;
    const building = BUILDING_CODE_PATTERN.test(code) ? reportContent.building(code) : null;
    if (!building) return sendError(reply, 404, 'unknown_building', apiErrorMessages.unknownBuilding);
    return publicBuilding(building);
  });
}
