import type { FastifyInstance, FastifyReply } from 'fastify';
import type * as z from 'zod/mini';
import { jobApiMessages } from '../../../src/lib/uiText/dutchMessages';
import type { LoopAnswer, LoopRefusal, LoopView } from '../../repairLoop/repairLoop';
import { jsonPostRoute } from './replies';

/** Each refusal of the loop as the API answers it: a status, a code and the Dutch message the page shows. */
const REFUSALS: Record<LoopRefusal, { status: number; error: string; message: string; field?: string }> = {
  invalid: { status: 400, error: 'link_invalid', message: jobApiMessages.linkInvalid },
  expired: { status: 410, error: 'link_expired', message: jobApiMessages.linkExpired },
  superseded: { status: 410, error: 'job_superseded', message: jobApiMessages.jobSuperseded },
  declined: { status: 409, error: 'job_declined', message: jobApiMessages.jobDeclined },
  done: { status: 409, error: 'job_done', message: jobApiMessages.jobDone },
  gone: { status: 404, error: 'not_found', message: jobApiMessages.reportGone },
  closed: { status: 409, error: 'report_closed', message: jobApiMessages.reportClosed },
  'unknown-contractor': {
    status: 400,
    error: 'unknown_contractor',
    message: jobApiMessages.unknownContractor,
    field: 'contractorId',
  },
  'date-in-past': { status: 400, error: 'validation', message: jobApiMessages.dateInPast, field: 'date' },
  'not-awaiting': { status: 409, error: 'not_awaiting', message: jobApiMessages.notAwaitingConfirmation },
};

/** A refusal of the loop: its status, its code and its Dutch message (under its field where it has one). */
export function replyLoopRefusal(reply: FastifyReply, refusal: LoopRefusal) {
  const { status, error, message, field } = REFUSALS[refusal];
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .send(field ? { error, message, fields: { [field]: message } } : { error, message });
}

/** What a loop call answers: a view (reading) or a change with its view, or a refusal. */
export function replyLoop<T>(reply: FastifyReply, result: LoopAnswer<T> | LoopView<T>) {
  reply.header('cache-control', 'no-store');
  if (!result.ok) return replyLoopRefusal(reply, result.refusal);
  return 'answer' in result ? result.answer : result.view;
}

/** The keys are short; the longest body is a note of a thousand characters. */
const LOOP_BODY_LIMIT_BYTES = 8 * 1024;

/** A JSON route of the repair loop: a look-up's own rate budget, and `handle` given the body and the server's clock. */
export function loopRoute<S extends z.ZodMiniType>(
  app: FastifyInstance,
  url: string,
  schema: S,
  handle: (body: z.output<S>, now: number) => LoopAnswer<unknown> | LoopView<unknown>,
): void {
  jsonPostRoute(app, url, schema, { ...app.lookupRoute, bodyLimit: LOOP_BODY_LIMIT_BYTES }, (body, request, reply) => {
    const result = handle(body, app.repairLoop.now());
    if (result.ok && 'answer' in result && result.answer.status === 'changed')
      request.log.info({ url }, 'repair loop step');
    return replyLoop(reply, result);
  });
}
