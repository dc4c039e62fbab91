import path from 'node:path';
import type { FastifyError, FastifyInstance } from 'fastify';
import fastifyMultipart from '@fastify/multipart';
import fastifyRateLimit from '@fastify/rate-limit';
import { PHOTO_LIMITS } from '../../src/lib/messages/defectReportSchema';
import { apiErrorMessages } from '../../src/lib/messages/dutchMessages';
import type { MessagesConfig } from '../config';
import { sendError } from './apiReplies';
import { createSmtpMailer } from './mailer';
import { MessageOutbox } from './messageOutbox';
import { DATABASE_FILE, MessageStore } from './messageStore';
import { OutboxMonitor, type OutboxHealth } from './outboxMonitor';
import { PhotoFolder } from './photoFolder';
import { SnapshotRateLimitStore } from './rateLimitStore';
import { ReportContent } from './reportContent';
import { buildingRoutes } from './routes/buildingRoutes';
import { messageRoutes } from './routes/messageRoutes';
import { reportRoutes } from './routes/reportRoutes';
import { reportStatusRoutes } from './routes/reportStatusRoutes';
import { ReportTracking } from './reportTracking';
import { StatusLinks, statusLinkKey } from './statusLinks';
import { OPEN_REPORT_FLAG_DAYS } from '../../src/lib/messages/reportStatus';
import { createSubmissionChecks, type SubmissionChecks } from './submissionChecks';

/** What the routes of the messages API share, built once per server and reached as `app.messaging`. */
export interface MessagingServices {
  config: MessagesConfig;
  store: MessageStore;
  photos: PhotoFolder;
  reportContent: ReportContent;
  /** null without SMTP_URL: messages are then only stored. */
  outbox: MessageOutbox | null;
  checks: SubmissionChecks;
  tracking: ReportTracking;
  /**
   * The route options of a look-up (a building, a report's status, a status link): a budget per address of its own,
   * as large as the forms' shared one, so that a resident who checks a status a few times can still send a report.
   */
  lookupRoute: { config: { rateLimit: { max: number; timeWindow: string } } };
}

declare module 'fastify' {
  interface FastifyInstance {
    messaging: MessagingServices;
  }
}

/**
 * The messages API: contact and quote messages, defect reports, the building look-up, reports' statuses. The shared pieces (store,
 * photo folder, outbox, bot checks) are built and decorated here once, with the rate limit, the multipart parser
 * and the error replies; each route family is its own plugin inside this one, so it sees them all.
 */
export async function messagesApi(
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
  const tracking = new ReportTracking(
    store,
    reportContent,
    new StatusLinks(statusLinkKey(config.dataDir, config.statusLinkSecret)),
    config.siteUrl,
  );
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
        reportLinks: (reference) => tracking.mailLinks(reference),
        statusUpdate: (eventId) => tracking.statusUpdate(eventId),
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
  app.decorate('messaging', {
    config,
    store,
    photos,
    reportContent,
    outbox,
    checks: createSubmissionChecks(config.recaptcha),
    tracking,
    lookupRoute: { config: { rateLimit: { max: config.rateLimitPerMinute, timeWindow: '1 minute' } } },
  } satisfies MessagingServices);

  app.addHook('onReady', async () => {
    const openTooLong = store.openReportsReceivedBefore(Date.now() - OPEN_REPORT_FLAG_DAYS * 24 * 60 * 60 * 1000);
    if (openTooLong.length)
      app.log.warn(
        { references: openTooLong.map((r) => r.reference) },
        `reports open for more than ${OPEN_REPORT_FLAG_DAYS} days (npm run messages)`,
      );
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

  // 'global' within this plugin only: one budget per address for every form together; each look-up route has its own
  // (`lookupRoute`: @fastify/rate-limit counts a route with options of its own in a store of its own).
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

  await app.register(messageRoutes);
  await app.register(reportRoutes);
  await app.register(buildingRoutes);
  await app.register(reportStatusRoutes);
}
