import type { FastifyInstance, FastifyReply } from 'fastify';
import { apiErrorMessages, reportStatusMessages } from '../../../src/lib/messages/dutchMessages';
import { firstIssuePerField } from '../../../src/lib/messages/messageKinds';
import { STATUS_API, statusChangeSchema, statusLookupSchema } from '../../../src/lib/messages/reportStatus';
import { isJson, isPlainObject, refuseOtherMethods, sendError } from '../apiReplies';
import type { VerifiedChangeLink } from '../statusLinks';

const jsonOnly = async (request: Parameters<typeof isJson>[0], reply: FastifyReply) => {
  if (request.method === 'POST' && !isJson(request))
    return sendError(reply, 415, 'unsupported_media_type', apiErrorMessages.unsupportedMediaType);
};

/**
 * A report's status. The resident looks up the timeline with the reference and the address used (or the private
 * link from the e-mails); any mismatch gets the very answer an unknown reference gets. Staff change a status from a
 * signed link: a GET only shows what would change (mail scanners open links), the POST from the confirmation page
 * changes it, once.
 */
export async function reportStatusRoutes(app: FastifyInstance): Promise<void> {
  const { store, outbox, tracking, config, lookupRoute } = app.messaging;

  app.post(STATUS_API.lookup, { ...lookupRoute, bodyLimit: 4 * 1024, onRequest: jsonOnly }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const parsed = statusLookupSchema.safeParse(request.body);
    if (!parsed.success)
      return sendError(reply, 400, 'validation', apiErrorMessages.validation, firstIssuePerField(parsed.error.issues));
    const { reference, email, token } = parsed.data;
    if (!email && !token)
      return sendError(reply, 400, 'validation', apiErrorMessages.validation, {
        email: apiErrorMessages.validation,
      });
    const proven = token ? tracking.links.verifyView(reference, token) : tracking.isReporter(reference, email!);
    const timeline = proven ? tracking.timeline(reference) : null;
    if (!timeline) return sendError(reply, 404, 'not_found', reportStatusMessages.notFound);
    return timeline;
  });
  refuseOtherMethods(app, STATUS_API.lookup);

  /** Sends the refusal of a link that does not hold (null when it holds). */
  function refuseLink(reply: FastifyReply, link: VerifiedChangeLink) {
    if (link.ok) return null;
    return link.reason === 'expired'
      ? sendError(reply, 410, 'link_expired', reportStatusMessages.linkExpired)
      : sendError(reply, 400, 'link_invalid', reportStatusMessages.linkInvalid);
  }

  app.get<{ Querystring: { token?: unknown } }>(STATUS_API.change, lookupRoute, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const token = typeof request.query.token === 'string' ? request.query.token : '';
    const link = tracking.links.verifyChange(token);
    if (!link.ok) return refuseLink(reply, link);
    const preview = tracking.preview(link, store.isLinkUsed(link.linkId));
    if (!preview) return sendError(reply, 404, 'not_found', reportStatusMessages.reportGone);
    return preview;
  });

  app.post(STATUS_API.change, { bodyLimit: 8 * 1024, onRequest: jsonOnly }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (!isPlainObject(request.body)) return sendError(reply, 400, 'validation', apiErrorMessages.validation, {});
    const parsed = statusChangeSchema.safeParse(request.body);
    if (!parsed.success)
      return sendError(reply, 400, 'validation', apiErrorMessages.validation, firstIssuePerField(parsed.error.issues));
    const link = tracking.links.verifyChange(parsed.data.token);
    if (!link.ok) return refuseLink(reply, link);
    const result = store.changeStatus({
      reference: link.reference,
      status: link.status,
      channel: 'link',
      note: parsed.data.note,
      plannedDate: parsed.data.plannedDate,
      linkId: link.linkId,
      notifyReporter: config.acknowledge,
    });
    if (!result.changed && result.reason === 'unknown')
      return sendError(reply, 404, 'not_found', reportStatusMessages.reportGone);
    if (!result.changed && result.reason === 'closed')
      return sendError(reply, 409, 'report_closed', reportStatusMessages.reportClosed);
    if (result.changed) {
      request.log.info({ reference: link.reference, status: link.status }, 'report status changed from a link');
      outbox?.notify();
    }
    return { status: result.changed ? 'changed' : 'unchanged', report: tracking.preview(link, true) };
  });
}
