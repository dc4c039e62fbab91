import sharp from 'sharp';
import { PHOTO_LIMITS } from '../../src/lib/forms/defectReportSchema';
import { apiErrorMessages } from '../../src/lib/uiText/dutchMessages';

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

const DECODE_OPTIONS = { limitInputPixels: PHOTO_LIMITS.maxPixels, failOn: 'error' } as const;

/** A photo's pixel count, read from its header alone (no pixel is decoded); refused when it cannot be decoded. */
async function inspectPhoto(photo: UploadedPhoto): Promise<{ pixels: number }> {
  let format: string | undefined;
  let pixels = 0;
  try {
    const metadata = await sharp(photo.file, DECODE_OPTIONS).metadata();
    format = metadata.format;
    pixels = (metadata.width ?? 0) * (metadata.height ?? 0) * (metadata.pages ?? 1);
  } catch (error) {
    throw rejection(photo, error);
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) throw new PhotoRejected(apiErrorMessages.notAnImage(photo.name));
  if (pixels > PHOTO_LIMITS.maxPixels) throw new PhotoRejected(apiErrorMessages.tooManyPixels(photo.name, MEGAPIXELS));
  return { pixels };
}

function rejection(photo: UploadedPhoto, error: unknown): PhotoRejected {
  if (error instanceof Error && /pixel limit/i.test(error.message))
    return new PhotoRejected(apiErrorMessages.tooManyPixels(photo.name, MEGAPIXELS));
  return new PhotoRejected(apiErrorMessages.notAnImage(photo.name));
}

/**
 * Reads the header of every photo of a report, before any is decoded: the first that is no JPEG, PNG or WebP or is
 * over the pixel limit of one photo, or the photos together over the report's (a few highly compressed large images
 * would cost seconds of CPU to decode), is the refusal; null when all may be decoded.
 */
export async function checkPhotosBeforeDecoding(photos: readonly UploadedPhoto[]): Promise<PhotoRejected | null> {
  let total = 0;
  for (const photo of photos) {
    try {
      total += (await inspectPhoto(photo)).pixels;
    } catch (error) {
      if (error instanceof PhotoRejected) return error;
      throw error;
    }
  }
  if (total > PHOTO_LIMITS.maxReportPixels)
    return new PhotoRejected(
      apiErrorMessages.tooManyPixelsTogether(Math.round(PHOTO_LIMITS.maxReportPixels / 1_000_000)),
    );
  return null;
}

/**
 * Checks that a file is a JPEG, PNG or WebP that decodes to at most ~40 megapixels (sharp refuses a larger one
 * before decoding it, so a decompression bomb costs nothing), and re-encodes it: turned upright from its EXIF
 * orientation, at most 2048 px on its longest side, as JPEG, with every piece of metadata (EXIF with GPS, XMP,
 * ICC, comments) left out, which is what sharp does unless asked to keep it.
 */
export async function processPhoto(photo: UploadedPhoto): Promise<ProcessedPhoto> {
  await inspectPhoto(photo);
  try {
    const data = await sharp(photo.file, DECODE_OPTIONS)
      .rotate()
      .resize({ width: PHOTO_LIMITS.maxSide, height: PHOTO_LIMITS.maxSide, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer();
    return { name: photo.name, data, contentType: 'image/jpeg', extension: 'jpg' };
  } catch (error) {
    throw rejection(photo, error);
  }
}
