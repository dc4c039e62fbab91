import path from 'node:path';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyMultipart from '@fastify/multipart';
import fastifyRateLimit from '@fastify/rate-limit';
import { contactMessageSchema } from '../../src/lib/messages/contactMessageSchema';
import {
  defectReportSchema,
  PHOTO_FIELD,
  PHOTO_LIMITS,
  reportFromFormFields,
} from '../../src/lib/messages/defectReportSchema';
import { apiErrorMessages } from '../../src/lib/messages/dutchMessages';
import {
  BUILDING_LOOKUP_ENDPOINT,
  firstIssuePerField,
  HONEYPOT_FIELD,
  messageEndpoints,
  recaptchaActions,
  type MessageKind,
  type StoredMessage,
} from '../../src/lib/messages/messageKinds';
import { BUILDING_CODE_PATTERN, publicBuilding } from '../../src/lib/messages/reportBuildings';
import { quoteRequestSchema } from '../../src/lib/messages/quoteRequestSchema';
import type { MessagesConfig } from '../config';
import { createSmtpMailer } from './mailer';
import { MessageOutbox } from './messageOutbox';
import { OutboxMonitor, type OutboxHealth } from './outboxMonitor';
import { DATABASE_FILE, MessageStore } from './messageStore';
import { SnapshotRateLimitStore } from './rateLimitStore';
import { verifyRecaptcha } from './verifyRecaptcha';
import { PhotoFolder } from './photoFolder';
import { displayName, PhotoRejected, processPhoto, type UploadedPhoto } from './reportPhotos';
import { ReportContent } from './reportContent';

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
  | 'server_error'
  | 'too_many_photos'
  | 'photo_too_large'
  | 'photo_rejected'
  | 'upload_incomplete'
  | 'unknown_building';

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

function isMultipart(request: FastifyRequest): boolean {
  const type = request.headers['content-type'];
  return typeof type === 'string' && type.split(';')[0].trim().toLowerCase() === 'multipart/form-data';
}

/** A refusal found while reading a multipart body; the rest of the body is still read, then this is answered. */
class UploadRefusal {
  constructor(
    readonly status: number,
    readonly error: ApiError,
    readonly message: string,
  ) {}
}

const MAX_PHOTO_MB = Math.round(PHOTO_LIMITS.maxBytes / (1024 * 1024));

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
  const photos = new PhotoFolder(config.dataDir);
  const reportContent = new ReportContent(config.reportContentDir);
  // One server per database: what an earlier process left half-written, or wrote but never committed, goes.
  const swept = photos.sweep(store.photoFiles());
  if (swept.incoming || swept.orphans) app.log.warn(swept, 'photo files of unfinished uploads deleted');
  const purgePhotos = () => {
    const removed = photos.remove(store.takeOrphanPhotos());
    if (removed) app.log.info({ removed }, 'photos of purged reports deleted');
  };
  const monitor = new OutboxMonitor(store, config.outboxAlertAfterSeconds, app.log);
  exposeOutboxHealth?.(() => monitor.health());
  const mailer = config.smtpUrl
    ? createSmtpMailer(config, {
        photosOf: (reference) =>
          store.photosOf(reference).map((photo, index) => ({
            filename: `${reference}-foto-${index + 1}.jpg`,
            content: photos.read(photo.file),
            contentType: photo.contentType,
          })),
        acknowledgement: (kind) => reportContent.acknowledgement(kind),
      })
    : null;
  const outbox = mailer
    ? new MessageOutbox(store, mailer, {
        ...config.delivery,
        deliveryTimeoutMs: config.delivery.timeoutMs,
        retentionMs: config.retentionDays * 24 * 60 * 60 * 1000,
        log: app.log,
        onPurged: purgePhotos,
      })
    : null;
  const recaptcha = config.recaptcha.secretKey ? { ...config.recaptcha, secretKey: config.recaptcha.secretKey } : null;

  /**
   * The bot check of a submission of `kind`: the record's meta (its score), or null once the refusal is sent. Without
   * a secret key there is no check.
   */
  async function checkRecaptcha(
    token: string | undefined,
    kind: MessageKind,
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<Record<string, unknown> | null> {
    if (!recaptcha) return {};
    const verdict = await verifyRecaptcha(token, recaptchaActions[kind], recaptcha);
    if (verdict.ok) return { recaptchaScore: verdict.score };
    request.log.info({ kind, reason: verdict.reason, detail: verdict.detail }, 'message refused by reCAPTCHA');
    if (verdict.reason === 'missing-token')
      sendError(reply, 400, 'recaptcha_missing', apiErrorMessages.recaptchaMissing);
    else if (verdict.reason === 'unreachable')
      sendError(reply, 503, 'recaptcha_unavailable', apiErrorMessages.recaptchaUnreachable);
    else sendError(reply, 400, 'recaptcha_failed', apiErrorMessages.recaptchaFailed);
    return null;
  }

  /** The honeypot, a field people never see: filled in, the submission is refused (true once the refusal is sent). */
  function refusedByHoneypot(value: unknown, kind: MessageKind, request: FastifyRequest, reply: FastifyReply): boolean {
    if (value === undefined || value === '') return false;
    request.log.info({ kind }, 'message refused: honeypot filled in');
    sendError(reply, 400, 'rejected', apiErrorMessages.rejected);
    return true;
  }

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

  await app.register(fastifyMultipart, {
    throwFileSizeLimit: true,
    limits: { fileSize: PHOTO_LIMITS.maxBytes, files: PHOTO_LIMITS.count, fields: 30, fieldSize: 16 * 1024, parts: 40 },
  });

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
        if (refusedByHoneypot(body[HONEYPOT_FIELD], kind, request, reply)) return reply;
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

        const meta = await checkRecaptcha(recaptchaToken, kind, request, reply);
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

    refuseOtherMethods(url);
  }

  function refuseOtherMethods(url: string) {
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

  /** The report page opened from a QR code asks which building the code names: its name and address, nothing more. */
  app.get<{ Params: { code: string } }>(`${BUILDING_LOOKUP_ENDPOINT}/:code`, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const { code } = request.params;
    const building = BUILDING_CODE_PATTERN.test(code) ? reportContent.building(code) : null;
    if (!building) return sendError(reply, 404, 'unknown_building', apiErrorMessages.unknownBuilding);
    return publicBuilding(building);
  });

  /**
   * POST /api/report: a defect report as multipart (text fields and up to five photos). Everything is read and
   * checked first (fields, building, reCAPTCHA, every photo decoded and re-encoded); then the photos are written
   * and synced, and one transaction records the report, its acknowledgement, its photos and its new reference.
   * Only then the 202 with the reference. Any refusal is a 4xx that names the field or the file, and stores nothing.
   */
  app.route({
    method: 'POST',
    url: messageEndpoints.report,
    onRequest: async (request, reply) => {
      if (!isMultipart(request))
        return sendError(reply, 415, 'unsupported_media_type', apiErrorMessages.multipartExpected);
    },
    handler: async (request, reply) => {
      const fields: Record<string, string> = {};
      const uploads: UploadedPhoto[] = [];
      let refusal: UploadRefusal | null = null;
      let currentFile = '';
      try {
        for await (const part of request.parts()) {
          if (part.type === 'file') {
            const name = displayName(part.filename);
            currentFile = name;
            let data: Buffer;
            try {
              data = await part.toBuffer();
            } catch (error) {
              if ((error as { code?: string }).code !== 'FST_REQ_FILE_TOO_LARGE') throw error;
              refusal ??= new UploadRefusal(413, 'photo_too_large', apiErrorMessages.photoTooLarge(name, MAX_PHOTO_MB));
              continue;
            }
            if (part.fieldname !== PHOTO_FIELD)
              refusal ??= new UploadRefusal(400, 'bad_request', apiErrorMessages.badRequest);
            // A form without a chosen file still sends an empty file part.
            else if (data.length > 0 || part.filename) uploads.push({ name, data });
          } else if (Object.hasOwn(fields, part.fieldname)) {
            refusal ??= new UploadRefusal(400, 'bad_request', apiErrorMessages.badRequest);
          } else {
            fields[part.fieldname] = typeof part.value === 'string' ? part.value : String(part.value);
          }
        }
      } catch (error) {
        const code = (error as { code?: string }).code;
        if (code === 'FST_REQ_FILE_TOO_LARGE')
          refusal = new UploadRefusal(
            413,
            'photo_too_large',
            apiErrorMessages.photoTooLarge(currentFile, MAX_PHOTO_MB),
          );
        else if (code === 'FST_FILES_LIMIT')
          refusal = new UploadRefusal(413, 'too_many_photos', apiErrorMessages.tooManyPhotos(PHOTO_LIMITS.count));
        else if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
          refusal = new UploadRefusal(413, 'payload_too_large', apiErrorMessages.payloadTooLarge);
        else refusal = new UploadRefusal(400, 'upload_incomplete', apiErrorMessages.uploadIncomplete);
        request.log.info({ err: error }, 'report upload refused while reading');
      }
      if (refusal) {
        const photoError = ['too_many_photos', 'photo_too_large'].includes(refusal.error);
        return sendError(
          reply,
          refusal.status,
          refusal.error,
          refusal.message,
          photoError ? { [PHOTO_FIELD]: refusal.message } : undefined,
        );
      }

      const { [HONEYPOT_FIELD]: honeypot, ...reportFields } = fields;
      if (refusedByHoneypot(honeypot, 'report', request, reply)) return reply;
      const parsed = defectReportSchema.safeParse(reportFromFormFields(reportFields));
      if (!parsed.success)
        return sendError(
          reply,
          400,
          'validation',
          apiErrorMessages.validation,
          firstIssuePerField(parsed.error.issues),
        );
      const { recaptchaToken, ...report } = parsed.data;
      const building = report.buildingCode ? reportContent.building(report.buildingCode) : null;
      if (report.buildingCode && !building)
        return sendError(reply, 400, 'unknown_building', apiErrorMessages.unknownBuilding, {
          buildingCode: apiErrorMessages.unknownBuilding,
        });

      const meta = await checkRecaptcha(recaptchaToken, 'report', request, reply);
      if (!meta) return reply;
      if (building?.managerEmail) meta.managerEmail = building.managerEmail;

      // One at a time: each decode may take a few hundred megabytes at worst, never five at once.
      const processed = [];
      for (const upload of uploads) {
        try {
          processed.push(await processPhoto(upload));
        } catch (error) {
          if (!(error instanceof PhotoRejected)) throw error;
          return sendError(reply, 400, 'photo_rejected', error.message, { [PHOTO_FIELD]: error.message });
        }
      }

      const written: string[] = [];
      let reference: string;
      try {
        for (const photo of processed) written.push(await photos.write(photo.data, photo.extension));
        if (written.length) photos.syncFolder();
        reference = store.insertSubmission({
          message: { kind: 'report', data: { ...report, building: building ? publicBuilding(building) : null } },
          meta,
          acknowledge: config.acknowledge,
          photos: processed.map((photo, index) => ({
            file: written[index],
            contentType: photo.contentType,
            bytes: photo.data.length,
            originalName: photo.name,
          })),
        });
      } catch (error) {
        photos.remove(written);
        request.log.error({ err: error }, 'could not store a report');
        return sendError(reply, 503, 'storage_failed', apiErrorMessages.storageFailed);
      }
      request.log.info({ kind: 'report', reference, photos: written.length }, 'report stored');
      outbox?.notify();
      return reply.code(202).header('cache-control', 'no-store').send({ status: 'accepted', reference });
    },
  });
  refuseOtherMethods(messageEndpoints.report);
}
