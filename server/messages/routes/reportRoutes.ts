import type { FastifyInstance } from 'fastify';
import {
  defectReportSchema,
  PHOTO_FIELD,
  PHOTO_LIMITS,
  reportFromFormFields,
} from '../../../src/lib/messages/defectReportSchema';
import { apiErrorMessages } from '../../../src/lib/messages/dutchMessages';
import { firstIssuePerField, HONEYPOT_FIELD, messageEndpoints } from '../../../src/lib/messages/messageKinds';
import { publicBuilding } from '../../../src/lib/messages/reportBuildings';
import { isMultipart, refuseOtherMethods, sendError, type ApiError } from '../apiReplies';
import { displayName, PhotoRejected, processPhoto, type UploadedPhoto } from '../reportPhotos';

/** A refusal found while reading a multipart body; the rest of the body is still read, then this is answered. */
class UploadRefusal {
  constructor(
    readonly status: number,
    readonly error: ApiError,
    readonly message: string,
  ) {}
}

const MAX_PHOTO_MB = Math.round(PHOTO_LIMITS.maxBytes / (1024 * 1024));

/**
 * POST /api/report: a defect report as multipart (text fields and up to five photos). Everything is read and
 * checked first (fields, building, reCAPTCHA, every photo decoded and re-encoded); then the photos are written
 * and synced, and one transaction records the report, its acknowledgement, its photos and its new reference.
 * Only then the 202 with the reference. Any refusal is a 4xx that names the field or the file, and stores nothing.
 */
export async function reportRoutes(app: FastifyInstance): Promise<void> {
  const { store, photos, reportContent, outbox, checks, config } = app.messaging;

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
      if (checks.refusedByHoneypot(honeypot, 'report', request, reply)) return reply;
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

      const meta = await checks.recaptcha(recaptchaToken, 'report', request, reply);
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
  refuseOtherMethods(app, messageEndpoints.report);
}
