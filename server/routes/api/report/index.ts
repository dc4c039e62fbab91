import fs from 'node:fs';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { apiErrorMessages } from '../../../../src/lib/uiText/dutchMessages';
import { HONEYPOT_FIELD, messageEndpoints } from '../../../../src/lib/forms/messageKinds';
import { publicBuilding } from '../../../../src/lib/reports/reportBuildings';
import { BoundedSlots } from '../../../reports/boundedSlots';
import { cleanPhotos, readPhotoForm, replyUploadRefusal, UploadRefusal, writePhotos } from '../photoUploads';
import { refuseOtherMethods, replyValidationError, requireMediaType, sendError } from '../replies';
import {
  DECODE_SLOTS,
  LARGE_REPORT_BYTES,
  LARGE_REPORTS_AT_ONCE,
  REPORT_BODY_LIMIT_BYTES,
  reportBody,
  reportFromFormFields,
} from './schema';

/**
 * POST /api/report: a defect report as multipart (text fields and up to five photos). Everything is read and
 * checked first (fields, building, reCAPTCHA, every photo decoded and re-encoded); then the photos are written
 * and synced, and one transaction records the report, its acknowledgement, its photos and its new reference.
 * Only then the 202 with the reference. Any refusal is a 4xx that names the field or the file, and stores nothing.
 */
export default async function reportRoute(app: FastifyInstance): Promise<void> {
  const { store, photos, reportContent, checks, messagesConfig: config } = app;
  // Every report with photos goes through this line; a full line is a 503.
  const decoding = new BoundedSlots(DECODE_SLOTS.concurrent, DECODE_SLOTS.waiting);
  // Large reports under way (uploading, waiting or decoding): admitted on arrival; the others are refused unparsed.
  const admission = new BoundedSlots(LARGE_REPORTS_AT_ONCE, 0);
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
    const { fields, uploads, refusal } = await readPhotoForm(request, photos, temporary);
    if (refusal) return replyUploadRefusal(reply, refusal);

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

    const processed = await cleanPhotos(uploads, decoding);
    if (processed instanceof UploadRefusal) {
      if (processed.status === 503) request.log.warn('report refused: the photo decoding line is full');
      return replyUploadRefusal(reply, processed);
    }

    let reference: string;
    let written: Array<{ file: string }> = [];
    try {
      const rows = await writePhotos(photos, processed);
      written = rows;
      reference = store.submissions.insertSubmission({
        message: { kind: 'report', data: { ...report, building: building ? publicBuilding(building) : null } },
        meta,
        acknowledge: config.acknowledge,
        photos: rows,
      });
    } catch (error) {
      photos.remove(written.map((row) => row.file));
      request.log.error({ err: error }, 'could not store a report');
      return sendError(reply, 503, 'storage_failed', apiErrorMessages.storageFailed);
    }
    request.log.info({ kind: 'report', reference, photos: written.length }, 'report stored');
    app.outbox?.notify();
    return reply.code(202).header('cache-control', 'no-store').send({ status: 'accepted', reference });
  }
}
