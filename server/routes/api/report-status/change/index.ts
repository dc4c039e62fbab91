import type { FastifyInstance, FastifyReply } from 'fastify';
import { reportStatusMessages } from '../../../../../src/lib/uiText/dutchMessages';
import { STATUS_API, STATUSES_WITH_REASON } from '../../../../../src/lib/reports/reportStatus';
import type { VerifiedChangeLink } from '../../../../reports/statusLinks';
import { jsonPostRoute, replyValidationError, sendError } from '../../replies';
import { CHANGE_BODY_LIMIT_BYTES, changeBody, viewBody } from './schema';

/** Sends the refusal of a link that does not hold (null when it holds). */
function refuseLink(reply: FastifyReply, link: VerifiedChangeLink) {
  if (link.ok) return null;
  return link.reason === 'expired'
    ? sendError(reply, 410, 'link_expired', reportStatusMessages.linkExpired)
    : sendError(reply, 400, 'link_invalid', reportStatusMessages.linkInvalid);
}

/**
 * /api/report-status/change: staff change a report's status from a signed link, once. /change/view shows what it
 * would change and changes nothing. Both are POSTs with the key in the body: no key is ever in a URL that a log, a
 * proxy or a Referer keeps (the page has it from its fragment).
 */
export default async function reportStatusChangeRoute(app: FastifyInstance): Promise<void> {
  const { store, tracking, statusLinks, messagesConfig: config, lookupRoute } = app;

  jsonPostRoute(
    app,
    STATUS_API.changeView,
    viewBody,
    { ...lookupRoute, bodyLimit: CHANGE_BODY_LIMIT_BYTES },
    (body, _request, reply) => {
      const link = statusLinks.verifyChange(body.token);
      if (!link.ok) return refuseLink(reply, link);
      const preview = tracking.preview(link, store.reports.isLinkUsed(link.linkId));
      if (!preview) return sendError(reply, 404, 'not_found', reportStatusMessages.reportGone);
      return preview;
    },
  );

  jsonPostRoute(app, STATUS_API.change, changeBody, { bodyLimit: CHANGE_BODY_LIMIT_BYTES }, (body, request, reply) => {
    const link = statusLinks.verifyChange(body.token);
    if (!link.ok) return refuseLink(reply, link);
    if (STATUSES_WITH_REASON.has(link.status) && !body.note)
      return replyValidationError(reply, [{ path: ['note'], message: reportStatusMessages.reasonRequired }]);
    const result = store.reports.changeStatus({
      reference: link.reference,
      status: link.status,
      channel: 'link',
      note: body.note,
      plannedDate: body.plannedDate,
      linkId: link.linkId,
      notifyReporter: config.acknowledge,
    });
    if (!result.changed && result.reason === 'unknown')
      return sendError(reply, 404, 'not_found', reportStatusMessages.reportGone);
    if (!result.changed && result.reason === 'step-back')
      return sendError(reply, 409, 'step_back', reportStatusMessages.stepBack);
    if (!result.changed && result.reason === 'closed')
      return sendError(reply, 409, 'report_closed', reportStatusMessages.reportClosed);
    if (result.changed) {
      request.log.info({ reference: link.reference, status: link.status }, 'report status changed from a link');
      app.outbox?.notify();
    }
    return { status: result.changed ? 'changed' : 'unchanged', report: tracking.preview(link, true) };
  });
}
