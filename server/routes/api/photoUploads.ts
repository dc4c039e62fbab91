import fs from 'node:fs';
import { once } from 'node:events';
import { finished } from 'node:stream/promises';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { PHOTO_FIELD, PHOTO_LIMITS } from '../../../src/lib/forms/defectReportSchema';
import { MAX_PHOTO_MB } from './report/schema';
import { apiErrorMessages } from '../../../src/lib/uiText/dutchMessages';
import type { BoundedSlots } from '../../reports/boundedSlots';
import type { PhotoFolder } from '../../reports/photoFolder';
import { PRIVATE_FILE_MODE } from '../../store/dataDirectory';
import {
  checkPhotosBeforeDecoding,
  displayName,
  PhotoRejected,
  processPhoto,
  type ProcessedPhoto,
  type UploadedPhoto,
} from '../../reports/reportPhotos';
import { sendError, type ApiError } from './replies';

/** A refusal found while reading a multipart body; the rest of the body is still read, then this is answered. */
export class UploadRefusal {
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
  const out = fs.createWriteStream(file, { mode: PRIVATE_FILE_MODE });
  try {
    for await (const chunk of source) if (!out.write(chunk)) await once(out, 'drain');
  } finally {
    out.end();
    await finished(out);
  }
}

/**
 * Reads a multipart body with photos (a report's, or the contractor's with the work done): the text fields, and each
 * photo streamed to a temporary file (named in `temporary`, for the route to delete), never whole in memory. A field
 * sent twice, a file in another field, a file over the limit or a body cut short is a refusal.
 */
export async function readPhotoForm(
  request: FastifyRequest,
  photos: PhotoFolder,
  temporary: string[],
): Promise<{ fields: Record<string, string>; uploads: UploadedPhoto[]; refusal: UploadRefusal | null }> {
  const fields: Record<string, string> = {};
  const uploads: UploadedPhoto[] = [];
  let refusal: UploadRefusal | null = null;
  let currentFile = '';
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const name = displayName(part.filename);
        currentFile = name;
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
    request.log.info({ err: error }, 'photo upload refused while reading');
  }
  return { fields, uploads, refusal };
}

/** The answer to a refused upload; a photo's problem is named under the photo field. */
export function replyUploadRefusal(reply: FastifyReply, refusal: UploadRefusal) {
  const photoError = ['too_many_photos', 'photo_too_large', 'photo_rejected'].includes(refusal.error);
  return sendError(
    reply,
    refusal.status,
    refusal.error,
    refusal.message,
    photoError ? { [PHOTO_FIELD]: refusal.message } : undefined,
  );
}

/**
 * Decodes and re-encodes the uploads one at a time within a decoding slot (each decode may take tens of megabytes and
 * up to half a second of CPU): the cleaned photos, or the refusal. Whatever the headers show cannot be decoded within
 * the pixel limits is refused before the line; a report that finds the line full is told to come back later (503).
 */
export async function cleanPhotos(
  uploads: readonly UploadedPhoto[],
  decoding: BoundedSlots,
): Promise<ProcessedPhoto[] | UploadRefusal> {
  if (!uploads.length) return [];
  const early = await checkPhotosBeforeDecoding(uploads);
  if (early) return new UploadRefusal(400, 'photo_rejected', early.message);
  const release = await decoding.acquire();
  if (!release) return new UploadRefusal(503, 'server_busy', apiErrorMessages.serverBusy);
  const processed: ProcessedPhoto[] = [];
  try {
    for (const upload of uploads) {
      try {
        processed.push(await processPhoto(upload));
      } catch (error) {
        if (error instanceof PhotoRejected) return new UploadRefusal(400, 'photo_rejected', error.message);
        throw error;
      }
    }
  } finally {
    release();
  }
  return processed;
}

/** Writes cleaned photos durably; returns their rows, or removes what it wrote and throws. */
export async function writePhotos(photos: PhotoFolder, processed: readonly ProcessedPhoto[]) {
  const written: string[] = [];
  try {
    for (const photo of processed) written.push(await photos.write(photo.data, photo.extension));
    if (written.length) photos.syncFolder();
  } catch (error) {
    photos.remove(written);
    throw error;
  }
  return processed.map((photo, index) => ({
    file: written[index],
    contentType: photo.contentType,
    bytes: photo.data.length,
  }));
}
