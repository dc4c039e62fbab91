import { PHOTO_LIMITS } from '../../../../src/lib/messages/defectReportSchema';

/**
 * POST /api/report: the report form's fields, read from the multipart body (reportFromFormFields) and checked like the
 * site's form does, and up to five photos.
 */
export {
  defectReportSchema as reportBody,
  reportFromFormFields,
} from '../../../../src/lib/messages/defectReportSchema';

/** Five photos at the limit and the text fields with room to spare: a larger body is refused before it is read. */
export const REPORT_BODY_LIMIT_BYTES = PHOTO_LIMITS.count * PHOTO_LIMITS.maxBytes + 1024 * 1024;

/** The multipart parser's limits, for the messages API's context (only this route reads multipart bodies). */
export const MULTIPART_OPTIONS = {
  throwFileSizeLimit: true,
  limits: { fileSize: PHOTO_LIMITS.maxBytes, files: PHOTO_LIMITS.count, fields: 30, fieldSize: 16 * 1024, parts: 40 },
};

export const MAX_PHOTO_MB = Math.round(PHOTO_LIMITS.maxBytes / (1024 * 1024));

/**
 * Decoding a camera photo takes tens of megabytes for a moment; a burst of reports would take them all at once. Two
 * reports are decoded at a time (their photos one by one); one more may be uploading or waiting. The next is answered
 * 503 as soon as its body has arrived, unparsed and unstored, so a burst gets its answers in seconds.
 * Measured with npm run bench:uploads (README, 'Meldingen onder belasting').
 */
export const DECODE_SLOTS = { concurrent: 2, waiting: 1 } as const;

/**
 * The browser sends a report of at most ~10 MB (photos downscaled to 2048 px); only larger bodies, from other
 * clients, count against the admission above, so residents' reports sent at the same moment are never refused.
 */
export const LARGE_REPORT_BYTES = 12 * 1024 * 1024;
