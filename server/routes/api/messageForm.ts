import type { FastifyInstance } from 'fastify';
import { apiErrorMessages } from '../../../src/lib/uiText/dutchMessages';
import { HONEYPOT_FIELD, messageEndpoints, type StoredMessage } from '../../../src/lib/forms/messageKinds';
import type { contactBody } from './contact/schema';
import type { quoteBody } from './quote/schema';
import { isPlainObject, refuseOtherMethods, replyValidationError, requireMediaType, sendError } from './replies';

/** Far more than the longest valid message; anything larger is refused before it is parsed. */
export const MESSAGE_BODY_LIMIT_BYTES = 32 * 1024;

/**
 * POST /api/contact or POST /api/quote. A message is checked (content type, size, rate, honeypot, schema,
 * reCAPTCHA), then committed to SQLite, and only then answered 202; the outbox e-mails it. Bad input always gets a
 * 4xx with a JSON error and is never stored.
 */
export function messageFormRoute(kind: 'contact' | 'quote', schema: typeof contactBody | typeof quoteBody) {
  return async function messageForm(app: FastifyInstance): Promise<void> {
    const { store, checks, messagesConfig: config } = app;
    const url = messageEndpoints[kind];

    app.route({
      method: 'POST',
      url,
      bodyLimit: MESSAGE_BODY_LIMIT_BYTES,
      // Before the body is read: a form post or a text upload is refused without parsing it.
      onRequest: requireMediaType('json'),
      handler: async (request, reply) => {
        const body = request.body;
        if (!isPlainObject(body)) return replyValidationError(reply, []);
        if (checks.refusedByHoneypot(body[HONEYPOT_FIELD], kind, request, reply)) return reply;
        const parsed = schema.safeParse(body);
        if (!parsed.success) return replyValidationError(reply, parsed.error.issues);
        const { recaptchaToken, ...data } = parsed.data;

        const meta = await checks.recaptcha(recaptchaToken, kind, request, reply);
        if (!meta) return reply;

        let reference: string;
        try {
          reference = store.submissions.insertSubmission({
            message: { kind, data } as StoredMessage,
            meta,
            acknowledge: config.acknowledge,
          });
        } catch (error) {
          request.log.error({ err: error, kind }, 'could not store a message');
          return sendError(reply, 503, 'storage_failed', apiErrorMessages.storageFailed);
        }
        // The rows are committed: from here on the message cannot be lost, only delayed.
        request.log.info({ kind, reference }, 'message stored');
        app.outbox?.notify();
        return reply.code(202).header('cache-control', 'no-store').send({ status: 'accepted', reference });
      },
    });

    refuseOtherMethods(app, url);
  };
}
