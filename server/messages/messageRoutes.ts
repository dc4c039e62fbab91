import path from 'node:path';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyRateLimit from '@fastify/rate-limit';
import { contactMessageSchema } from '../../src/lib/messages/contactMessageSchema';
import { apiErrorMessages } from '../../src/lib/messages/dutchMessages';
import {
  firstIssuePerField,
  HONEYPOT_FIELD,
  messageEndpoints,
  recaptchaActions,
  type MessageKind,
  type StoredMessage,
} from '../../src/lib/messages/messageKinds';
import { quoteRequestSchema } from '../../src/lib/messages/quoteRequestSchema';
import type { MessagesConfig } from '../config';
import { createSmtpMailer } from './mailer';
import { MessageOutbox } from './messageOutbox';
import { OutboxMonitor, type OutboxHealth } from './outboxMonitor';
import { DATABASE_FILE, MessageStore } from './messageStore';
import { SnapshotRateLimitStore } from './rateLimitStore';
import { verifyRecaptcha } from './verifyRecaptcha';

/** Far more than the longest valid message; anything larger is refused before it is parsed. */
export const MESSAGE_BODY_LIMIT_BYTES = 32 * 1024;

const schemas = { contact: contactMessageSchema, quote: quoteRequestSchema } as const;
const OTHER_METHODS = ['GET', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;

type ApiError =
  | 'unsupported_media_type'
  | 'payload_too_large'
  | 'bad_request'
  | 'validation'
  | 'method_not_allowed'
  | 'rate_limited'
  | 'rejected'
  | 'recaptcha_missing'
  | 'recaptcha_failed'
  | 'recaptcha_unavailable'
  | 'storage_failed'
  | 'server_error';

function sendError(
  reply: FastifyReply,
  status: number,
  error: ApiError,
  message: string,
  fields?: Record<string, string>,
) {
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .send(fields ? { error, message, fields } : { error, message });
}

function isJson(request: FastifyRequest): boolean {
  const type = request.headers['content-type'];
  return typeof type === 'string' && type.split(';')[0].trim().toLowerCase() === 'application/json';
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * POST /api/contact and POST /api/quote. A message is checked (content type, size, rate, honeypot,
 * schema, reCAPTCHA), then committed to SQLite, and only then answered 202; the outbox e-mails it.
 * Bad input always gets a 4xx with a JSON error and is never stored.
 */
export async function messageRoutes(
  app: FastifyInstance,
  {
    config,
    exposeOutboxHealth,
  }: {
    config: MessagesConfig;
    /** Hands /api/health the outbox's state. */ exposeOutboxHealth?: (health: () => OutboxHealth) => void;
  },
): Promise<void> {
  const store = new MessageStore(path.join(config.dataDir, DATABASE_FILE));
  const monitor = new OutboxMonitor(store, config.outboxAlertAfterSeconds, app.log);
  exposeOutboxHealth?.(() => monitor.health());
  const mailer = config.smtpUrl ? createSmtpMailer(config) : null;
  const outbox = mailer
    ? new MessageOutbox(store, mailer, {
        ...config.delivery,
        deliveryTimeoutMs: config.delivery.timeoutMs,
        retentionMs: config.retentionDays * 24 * 60 * 60 * 1000,
        log: app.log,
      })
    : null;
  const recaptcha = config.recaptcha.secretKey ? { ...config.recaptcha, secretKey: config.recaptcha.secretKey } : null;

  app.addHook('onReady', async () => {
    monitor.start();
    if (outbox) outbox.start();
    else
      app.log.warn(
        'SMTP_URL is not set: contact and quote messages are stored but not e-mailed (see npm run messages)',
      );
  });
  // Fastify closes after the last request was answered; the outbox then finishes what it is sending.
  app.addHook('onClose', async () => {
    monitor.stop();
    await outbox?.stop();
    mailer?.close();
    store.close();
  });

  // 'global' within this plugin only: one budget per address for both forms together.
  await app.register(fastifyRateLimit, {
    global: true,
    max: config.rateLimitPerMinute,
    timeWindow: '1 minute',
    store: SnapshotRateLimitStore,
    errorResponseBuilder: () => Object.assign(new Error(apiErrorMessages.rateLimited), { statusCode: 429 }),
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status === 429) return sendError(reply, 429, 'rate_limited', apiErrorMessages.rateLimited);
    if (status === 413) return sendError(reply, 413, 'payload_too_large', apiErrorMessages.payloadTooLarge);
    if (status === 415) return sendError(reply, 415, 'unsupported_media_type', apiErrorMessages.unsupportedMediaType);
    if (status >= 400 && status < 500) return sendError(reply, 400, 'bad_request', apiErrorMessages.badRequest);
    request.log.error({ err: error }, 'message route failed');
    return sendError(reply, 500, 'server_error', apiErrorMessages.storageFailed);
  });

  for (const kind of Object.keys(schemas) as MessageKind[]) {
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
        const honeypot = body[HONEYPOT_FIELD];
        if (honeypot !== undefined && honeypot !== '') {
          request.log.info({ kind }, 'message refused: honeypot filled in');
          return sendError(reply, 400, 'rejected', apiErrorMessages.rejected);
        }
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

        const meta: Record<string, unknown> = {};
        if (recaptcha) {
          const verdict = await verifyRecaptcha(recaptchaToken, recaptchaActions[kind], recaptcha);
          if (!verdict.ok) {
            request.log.info({ kind, reason: verdict.reason, detail: verdict.detail }, 'message refused by reCAPTCHA');
            if (verdict.reason === 'missing-token')
              return sendError(reply, 400, 'recaptcha_missing', apiErrorMessages.recaptchaMissing);
            if (verdict.reason === 'unreachable')
              return sendError(reply, 503, 'recaptcha_unavailable', apiErrorMessages.recaptchaUnreachable);
            return sendError(reply, 400, 'recaptcha_failed', apiErrorMessages.recaptchaFailed);
          }
          meta.recaptchaScore = verdict.score;
        }

        let id: number;
        try {
          id = store.insert({ kind, data } as StoredMessage, meta);
        } catch (error) {
          request.log.error({ err: error, kind }, 'could not store a message');
          return sendError(reply, 503, 'storage_failed', apiErrorMessages.storageFailed);
        }
        // The row is committed: from here on the message cannot be lost, only delayed.
        request.log.info({ kind, messageId: id }, 'message stored');
        outbox?.notify();
        return reply.code(202).header('cache-control', 'no-store').send({ status: 'accepted' });
      },
    });

    app.route({
      method: [...OTHER_METHODS],
      url,
      config: { rateLimit: false },
      handler: async (_request, reply) => {
        reply.header('allow', 'POST');
        return sendError(reply, 405, 'method_not_allowed', apiErrorMessages.methodNotAllowed);
      },
    });
  }
}
