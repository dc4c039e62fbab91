import sharp from 'sharp';
import { PHOTO_LIMITS } from '../../src/lib/messages/defectReportSchema';
import { apiErrorMessages } from '../../src/lib/messages/dutchMessages';

/** A photo the resident sent, as it arrived: streamed to a temporary file, never held in memory whole. */
export interface UploadedPhoto {
  /** The name on the resident's device, for the Dutch refusals only; never a path on the server, never stored. */
  name: string;
  /** The temporary file it was streamed to. */
  file: string;
}

// Decoded images are not kept for reuse: every photo is new, and the cache would only hold memory.
sharp.cache(false);

export interface ProcessedPhoto {
  name: string;
  data: Buffer;
  contentType: 'image/jpeg';
  extension: 'jpg';
}

/** Why a photo was refused, in Dutch, naming the file. */
export class PhotoRejected extends Error {}

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);
const MEGAPIXELS = Math.round(PHOTO_LIMITS.maxPixels / 1_000_000);

/** A file name as people see it: no folders, no control characters, not endless. */
export function displayName(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  const clean = base
    .replace(/\p{Cc}+/gu, '')
    .trim()
    .slice(0, 100);
  return clean || 'foto';
}

/**
 * Checks that a file is a JPEG, PNG or WebP that decodes to at most ~40 megapixels (sharp refuses a larger one
 * before decoding it, so a decompression bomb costs nothing), and re-encodes it: turned upright from its EXIF
 * orientation, at most 2048 px on its longest side, as JPEG, with every piece of metadata (EXIF with GPS, XMP,
 * ICC, comments) left out, which is what sharp does unless asked to keep it.
 */
export async function processPhoto(photo: UploadedPhoto): Promise<ProcessedPhoto> {
  const options = { limitInputPixels: PHOTO_LIMITS.maxPixels, failOn: 'error' as const };
  let format: string | undefined;
  let pixels = 0;
  try {
    const metadata = await sharp(photo.file, options).metadata();
    format = metadata.format;
    pixels = (metadata.width ?? 0) * (metadata.height ?? 0) * (metadata.pages ?? 1);
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message))
      throw new PhotoRejected(apiErrorMessages.tooManyPixels(photo.name, MEGAPIXELS));
    throw new PhotoRejected(apiErrorMessages.notAnImage(photo.name));
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) throw new PhotoRejected(apiErrorMessages.notAnImage(photo.name));
  if (pixels > PHOTO_LIMITS.maxPixels) throw new PhotoRejected(apiErrorMessages.tooManyPixels(photo.name, MEGAPIXELS));
  try {
    const data = await sharp(photo.file, options)
      .rotate()
      .resize({ width: PHOTO_LIMITS.maxSide, height: PHOTO_LIMITS.maxSide, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer();
    return { name: photo.name, data, contentType: 'image/jpeg', extension: 'jpg' };
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message))
      throw new PhotoRejected(apiErrorMessages.tooManyPixels(photo.name, MEGAPIXELS));
    throw new PhotoRejected(apiErrorMessages.notAnImage(photo.name));
  }
}
