import type { FastifyInstance } from 'fastify';
import { contactMessageSchema } from '../../../src/lib/messages/contactMessageSchema';
import { apiErrorMessages } from '../../../src/lib/messages/dutchMessages';
import {
  firstIssuePerField,
  HONEYPOT_FIELD,
  messageEndpoints,
  type StoredMessage,
} from '../../../src/lib/messages/messageKinds';
import { quoteRequestSchema } from '../../../src/lib/messages/quoteRequestSchema';
import { isJson, isPlainObject, refuseOtherMethods, sendError } from '../apiReplies';

/** Far more than the longest valid message; anything larger is refused before it is parsed. */
export const MESSAGE_BODY_LIMIT_BYTES = 32 * 1024;

const schemas = { contact: contactMessageSchema, quote: quoteRequestSchema } as const;

/**
 * POST /api/contact and POST /api/quote. A message is checked (content type, size, rate, honeypot,
 * schema, reCAPTCHA), then committed to SQLite, and only then answered 202; the outbox e-mails it.
 * Bad input always gets a 4xx with a JSON error and is never stored.
 */
export async function messageRoutes(app: FastifyInstance): Promise<void> {
  const { store, outbox, checks, config } = app.messaging;

  for (const kind of Object.keys(schemas) as Array<keyof typeof schemas>) {
    const url = messageEndpoints[kind];

    app.route({
      method: 'POST',
      url,
      bodyLimit: MESSAGE_BODY_LIMIT_BYTES,
      // Before the body is read: a form post or a text upload is refused without parsing it.
      onRequest: async (request, reply) => {
        if (!isJson(request))
          return sendError(reply, 415, 'unsupported_media_type', apiErrorMessages.unsupportedMediaType);
      },
      handler: async (request, reply) => {
        const body = request.body;
        if (!isPlainObject(body)) return sendError(reply, 400, 'validation', apiErrorMessages.validation, {});
        if (checks.refusedByHoneypot(body[HONEYPOT_FIELD], kind, request, reply)) return reply;
        const parsed = schemas[kind].safeParse(body);
        if (!parsed.success) {
          return sendError(
            reply,
            400,
            'validation',
            apiErrorMessages.validation,
            firstIssuePerField(parsed.error.issues),
          );
        }
        const { recaptchaToken, ...data } = parsed.data;

        const meta = await checks.recaptcha(recaptchaToken, kind, request, reply);
        if (!meta) return reply;

        let reference: string;
        try {
          reference = store.insertSubmission({
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
        outbox?.notify();
        return reply.code(202).header('cache-control', 'no-store').send({ status: 'accepted', reference });
      },
    });

    refuseOtherMethods(app, url);
  }
}
