import fs from 'node:fs';
import { once } from 'node:events';
import { finished } from 'node:stream/promises';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PHOTO_FIELD, PHOTO_LIMITS } from '../../../../src/lib/messages/defectReportSchema';
import { apiErrorMessages } from '../../../../src/lib/messages/dutchMessages';
import { HONEYPOT_FIELD, messageEndpoints } from '../../../../src/lib/messages/messageKinds';
import { publicBuilding } from '../../../../src/lib/messages/reportBuildings';
import { BoundedSlots } from '../../../reports/boundedSlots';
import { displayName, PhotoRejected, processPhoto, type UploadedPhoto } from '../../../reports/reportPhotos';
import { refuseOtherMethods, replyValidationError, requireMediaType, sendError, type ApiError } from '../replies';
import {
  DECODE_SLOTS,
  LARGE_REPORT_BYTES,
  MAX_PHOTO_MB,
  REPORT_BODY_LIMIT_BYTES,
  reportBody,
  reportFromFormFields,
} from './schema';

/** A refusal found while reading a multipart body; the rest of the body is still read, then this is answered. */
class UploadRefusal {
  constructor(
    readonly status: number,
    readonly error: ApiError,
    readonly message: string,
  ) {}
}

/**
 * Writes an upload to `file` chunk by chunk, as @fastify/multipart's own toBuffer reads it (so a body cut short ends
 * the loop with its error), waiting for the disk when it is slower than the network.
 */
async function streamToFile(source: AsyncIterable<Buffer>, file: string): Promise<void> {
  const out = fs.createWriteStream(file);
  try {
    for await (const chunk of source) if (!out.write(chunk)) await once(out, 'drain');
  } finally {
    out.end();
    await finished(out);
  }
}

/**
 * POST /api/report: a defect report as multipart (text fields and up to five photos). Everything is read and
 * checked first (fields, building, reCAPTCHA, every photo decoded and re-encoded); then the photos are written
 * and synced, and one transaction records the report, its acknowledgement, its photos and its new reference.
 * Only then the 202 with the reference. Any refusal is a 4xx that names the field or the file, and stores nothing.
 */
export default async function reportRoute(app: FastifyInstance): Promise<void> {
  const { store, photos, reportContent, checks, messagesConfig: config } = app;
  // The line is bounded by the admission of large reports; small ones decode quickly.
  const decoding = new BoundedSlots(DECODE_SLOTS.concurrent, Number.POSITIVE_INFINITY);
  // Reports under way (uploading, waiting or decoding): admitted on arrival; the others are refused unparsed.
  const admission = new BoundedSlots(DECODE_SLOTS.concurrent + DECODE_SLOTS.waiting, 0);
  const admitted = new WeakMap<FastifyRequest, () => void>();
  const leave = async (request: FastifyRequest) => admitted.get(request)?.();
  /** The temporary upload files of each request under way. */
  const temporaryFiles = new WeakMap<FastifyRequest, string[]>();

  app.route({
    method: 'POST',
    url: messageEndpoints.report,
    onRequest: [
      requireMediaType('multipart'),
      async (request, reply) => {
        if (Number(request.headers['content-length']) > REPORT_BODY_LIMIT_BYTES) {
          reply.header('connection', 'close');
          return sendError(reply, 413, 'payload_too_large', apiErrorMessages.payloadTooLarge);
        }
        const large = Number(request.headers['content-length'] ?? Number.POSITIVE_INFINITY) > LARGE_REPORT_BYTES;
        const release = large ? await admission.acquire() : () => {};
        if (release) admitted.set(request, release);
      },
    ],
    onResponse: leave,
    onRequestAbort: leave,
    // Whatever the answer, the request's temporary files are gone before it is sent (a crash leaves them to the sweep).
    onSend: async (request) => {
      const files = temporaryFiles.get(request) ?? [];
      await Promise.all(files.map((file) => fs.promises.rm(file, { force: true })));
    },
    handler: async (request, reply) => {
      if (!admitted.has(request)) {
        // Read and dropped, not parsed or stored: a client cut off mid-upload would see a network error, not this.
        for await (const _chunk of request.raw);
        request.log.warn('report refused: too many reports under way');
        return sendError(reply, 503, 'server_busy', apiErrorMessages.serverBusy);
      }
      const temporary: string[] = [];
      temporaryFiles.set(request, temporary);
      return receiveReport(request, reply, temporary);
    },
  });
  refuseOtherMethods(app, messageEndpoints.report);

  async function receiveReport(request: FastifyRequest, reply: FastifyReply, temporary: string[]) {
    const fields: Record<string, string> = {};
    const uploads: UploadedPhoto[] = [];
    let refusal: UploadRefusal | null = null;
    let currentFile = '';
    try {
      for await (const part of request.parts()) {
        if (part.type === 'file') {
          const name = displayName(part.filename);
          currentFile = name;
          // Streamed to disk: a photo is never whole in memory, however many arrive at once.
          const upload = { name, file: photos.incomingPath() };
          temporary.push(upload.file);
          await streamToFile(part.file, upload.file);
          if (part.file.truncated) {
            refusal ??= new UploadRefusal(413, 'photo_too_large', apiErrorMessages.photoTooLarge(name, MAX_PHOTO_MB));
            continue;
          }
          if (part.fieldname !== PHOTO_FIELD)
            refusal ??= new UploadRefusal(400, 'bad_request', apiErrorMessages.badRequest);
          // A form without a chosen file still sends an empty file part.
          else if (part.filename || fs.statSync(upload.file).size > 0) uploads.push(upload);
        } else if (Object.hasOwn(fields, part.fieldname)) {
          refusal ??= new UploadRefusal(400, 'bad_request', apiErrorMessages.badRequest);
        } else {
          fields[part.fieldname] = typeof part.value === 'string' ? part.value : String(part.value);
        }
      }
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code === 'FST_REQ_FILE_TOO_LARGE')
        refusal = new UploadRefusal(413, 'photo_too_large', apiErrorMessages.photoTooLarge(currentFile, MAX_PHOTO_MB));
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
    if (checks.refusedByHoneypot(honeypot, 'report', request, reply)) return reply;
    const parsed = reportBody.safeParse(reportFromFormFields(reportFields));
    if (!parsed.success) return replyValidationError(reply, parsed.error.issues);
    const { recaptchaToken, ...report } = parsed.data;
    const building = report.buildingCode ? reportContent.building(report.buildingCode) : null;
    if (report.buildingCode && !building)
      return sendError(reply, 400, 'unknown_building', apiErrorMessages.unknownBuilding, {
        buildingCode: apiErrorMessages.unknownBuilding,
      });

    const meta = await checks.recaptcha(recaptchaToken, 'report', request, reply);
    if (!meta) return reply;
    if (building?.managerEmail) meta.managerEmail = building.managerEmail;

    const release = (uploads.length ? await decoding.acquire() : null) ?? (() => {});
    // One photo at a time within a report: each decode may take tens of megabytes, never five at once.
    const processed = [];
    try {
      for (const upload of uploads) {
        try {
          processed.push(await processPhoto(upload));
        } catch (error) {
          if (!(error instanceof PhotoRejected)) throw error;
          return sendError(reply, 400, 'photo_rejected', error.message, { [PHOTO_FIELD]: error.message });
        }
      }
    } finally {
      release();
    }

    const written: string[] = [];
    let reference: string;
    try {
      for (const photo of processed) written.push(await photos.write(photo.data, photo.extension));
      if (written.length) photos.syncFolder();
      reference = store.submissions.insertSubmission({
        message: { kind: 'report', data: { ...report, building: building ? publicBuilding(building) : null } },
        meta,
        acknowledge: config.acknowledge,
        photos: processed.map((photo, index) => ({
          file: written[index],
          contentType: photo.contentType,
          bytes: photo.data.length,
        })),
      });
    } catch (error) {
      photos.remove(written);
      request.log.error({ err: error }, 'could not store a report');
      return sendError(reply, 503, 'storage_failed', apiErrorMessages.storageFailed);
    }
    request.log.info({ kind: 'report', reference, photos: written.length }, 'report stored');
    app.outbox?.notify();
    return reply.code(202).header('cache-control', 'no-store').send({ status: 'accepted', reference });
  }
}
