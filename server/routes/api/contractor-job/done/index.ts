import fs from 'node:fs';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { apiErrorMessages } from '../../../../../src/lib/uiText/dutchMessages';
import { doneSchema, JOB_API } from '../../../../../src/lib/reports/contractorJobs';
import { BoundedSlots } from '../../../../reports/boundedSlots';
import { cleanPhotos, readPhotoForm, replyUploadRefusal, UploadRefusal, writePhotos } from '../../photoUploads';
import { replyLoop } from '../../repairLoopRoute';
import { refuseOtherMethods, replyValidationError, requireMediaType, sendError } from '../../replies';
import { DECODE_SLOTS, REPORT_BODY_LIMIT_BYTES } from '../../report/schema';

/**
 * POST /api/contractor-job/done, multipart: `token`, `note` and up to five `photos`, through the same pipeline as a
 * report's (streamed to disk, decoded within the pixel limit, re-encoded without metadata). The key is checked before
 * any photo is decoded; the photos are written and synced before the step that names them is committed, and removed
 * again when the step is refused or is a replay.
 */
export default async function contractorDoneRoute(app: FastifyInstance): Promise<void> {
  const { photos } = app;
  const decoding = new BoundedSlots(1, DECODE_SLOTS.waiting);
  const temporaryFiles = new WeakMap<FastifyRequest, string[]>();

  app.route({
    method: 'POST',
    url: JOB_API.contractorDone,
    ...app.lookupRoute,
    bodyLimit: REPORT_BODY_LIMIT_BYTES,
    onRequest: requireMediaType('multipart'),
    onSend: async (request) => {
      const files = temporaryFiles.get(request) ?? [];
      await Promise.all(files.map((file) => fs.promises.rm(file, { force: true })));
    },
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const temporary: string[] = [];
      temporaryFiles.set(request, temporary);
      const { fields, uploads, refusal } = await readPhotoForm(request, photos, temporary);
      if (refusal) return replyUploadRefusal(reply, refusal);
      const parsed = doneSchema.safeParse(fields);
      if (!parsed.success) return replyValidationError(reply, parsed.error.issues);
      const { loop, now } = app.repairLoop;
      // A key that does not open the job costs no decoding.
      const opened = loop.contractorView(parsed.data.token, now());
      if (!opened.ok) return replyLoop(reply, opened);

      const processed = await cleanPhotos(uploads, decoding);
      if (processed instanceof UploadRefusal) return replyUploadRefusal(reply, processed);
      let rows: Awaited<ReturnType<typeof writePhotos>> = [];
      try {
        rows = await writePhotos(photos, processed);
        const result = loop.done({ ...parsed.data, photos: rows }, now());
        // Refused, or a replay: the photos name no step.
        if (!result.ok || result.answer.status === 'unchanged') photos.remove(rows.map((row) => row.file));
        if (result.ok && result.answer.status === 'changed')
          request.log.info({ photos: rows.length }, 'repair loop: work done');
        return replyLoop(reply, result);
      } catch (error) {
        photos.remove(rows.map((row) => row.file));
        request.log.error({ err: error }, 'could not store the work done');
        return sendError(reply, 503, 'storage_failed', apiErrorMessages.storageFailed);
      }
    },
  });
  refuseOtherMethods(app, JOB_API.contractorDone);
}
