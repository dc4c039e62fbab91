import { PHOTO_LIMITS } from '../../../../src/lib/forms/defectReportSchema';

/**
 * POST /api/report: the report form's fields, read from the multipart body (reportFromFormFields) and checked like the
 * site's form does, and up to five photos.
 */
export { defectReportSchema as reportBody, reportFromFormFields } from '../../../../src/lib/forms/defectReportSchema';

/** Five photos at the limit and the text fields with room to spare: a larger body is refused before it is read. */
export const REPORT_BODY_LIMIT_BYTES = PHOTO_LIMITS.count * PHOTO_LIMITS.maxBytes + 1024 * 1024;

/** The multipart parser's limits, for the messages API's context (only this route reads multipart bodies). */
export const MULTIPART_OPTIONS = {
  throwFileSizeLimit: true,
  limits: { fileSize: PHOTO_LIMITS.maxBytes, files: PHOTO_LIMITS.count, fields: 30, fieldSize: 16 * 1024, parts: 40 },
};

export const MAX_PHOTO_MB = Math.round(PHOTO_LIMITS.maxBytes / (1024 * 1024));

/**
 * Decoding a camera photo takes tens of megabytes and up to half a second of CPU for a moment; a burst of reports would
 * take them all at once. Two reports are decoded at a time (their photos one by one) and eight more may wait in line,
 * whatever their size; the next is answered 503, unstored, so a burst (or many small reports of large images) gets its
 * answers in seconds instead of a line that grows without end.
 */
export const DECODE_SLOTS = { concurrent: 2, waiting: 8 } as const;

/**
 * Large reports (see LARGE_REPORT_BYTES) under way at once, uploading, waiting or decoding: two decoding and one more.
 * The next is answered 503 as soon as its body has arrived, unparsed. Measured with npm run bench:uploads (docs/performance.md,
 * 'Meldingen onder belasting').
 */
export const LARGE_REPORTS_AT_ONCE = 3;

/**
 * The browser sends a report of at most ~10 MB (photos downscaled to 2048 px); only larger bodies, from other
 * clients, count against the admission above, so residents' reports sent at the same moment are never held up by them.
 */
export const LARGE_REPORT_BYTES = 12 * 1024 * 1024;
