import type { FastifyInstance } from 'fastify';
import { apiErrorMessages, reportStatusMessages } from '../../../../../src/lib/uiText/dutchMessages';
import { STATUS_API } from '../../../../../src/lib/reports/reportStatus';
import { refuseOtherMethods, replyValidationError, requireMediaType, sendError } from '../../replies';
import { LOOKUP_BODY_LIMIT_BYTES, lookupBody } from './schema';

/**
 * POST /api/report-status/lookup: the resident looks up a report's timeline with the reference and the address used
 * (or the private link from the e-mails); any mismatch gets the very answer an unknown reference gets.
 */
export default async function reportStatusLookupRoute(app: FastifyInstance): Promise<void> {
  const { tracking, statusLinks, lookupRoute } = app;

  app.post(
    STATUS_API.lookup,
    { ...lookupRoute, bodyLimit: LOOKUP_BODY_LIMIT_BYTES, onRequest: requireMediaType('json') },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const parsed = lookupBody.safeParse(request.body);
      if (!parsed.success) return replyValidationError(reply, parsed.error.issues);
      const { reference, email, token } = parsed.data;
      if (!email && !token)
        return replyValidationError(reply, [{ path: ['email'], message: apiErrorMessages.validation }]);
      const proven = token ? statusLinks.verifyView(reference, token) : tracking.isReporter(reference, email!);
      const timeline = proven ? tracking.timeline(reference, { withNotes: !!token }) : null;
      if (!timeline) return sendError(reply, 404, 'not_found', reportStatusMessages.notFound);
      return timeline;
    },
  );
  refuseOtherMethods(app, STATUS_API.lookup);
}
