import type { FastifyInstance } from 'fastify';
import { apiErrorMessages, reportStatusMessages } from '../../../../../src/lib/uiText/dutchMessages';
import { STATUS_API } from '../../../../../src/lib/reports/reportStatus';
import { jsonPostRoute, replyValidationError, sendError } from '../../replies';
import { LOOKUP_BODY_LIMIT_BYTES, lookupBody } from './schema';

/**
 * POST /api/report-status/lookup: the resident looks up a report's timeline with the reference and the address used
 * (or the private link from the e-mails); any mismatch gets the very answer an unknown reference gets.
 */
export default async function reportStatusLookupRoute(app: FastifyInstance): Promise<void> {
  const { tracking, statusLinks, lookupRoute } = app;

  jsonPostRoute(
    app,
    STATUS_API.lookup,
    lookupBody,
    { ...lookupRoute, bodyLimit: LOOKUP_BODY_LIMIT_BYTES },
    ({ reference, email, token }, _request, reply) => {
      if (!email && !token)
        return replyValidationError(reply, [{ path: ['email'], message: apiErrorMessages.validation }]);
      const proven = token ? statusLinks.verifyView(reference, token) : tracking.isReporter(reference, email!);
      const timeline = proven ? tracking.timeline(reference, { withNotes: !!token }) : null;
      if (!timeline) return sendError(reply, 404, 'not_found', reportStatusMessages.notFound);
      return timeline;
    },
  );
}
