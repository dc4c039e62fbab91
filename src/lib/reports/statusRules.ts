// The statuses of a report and the rules on them that pages and server share; no zod, so a page that needs a rule
// loads none of the schemas of reportStatus.ts, the contract the server parses with.

/**
 * The steps of a defect report, in order. A report is *ontvangen* at once; staff move it on from the links in
 * their e-mail or with `npm run messages -- --status`. The firm's words for each are in
 * content/meldingen/statussen.json.
 */
export const REPORT_STATUSES = [
  'ontvangen',
  'in-behandeling',
  'herstelling-gepland',
  'uitgevoerd',
  'opgelost',
  'niet-weerhouden',
  'samengevoegd',
] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/** A closed report is deleted RETENTION_DAYS after it was closed, with its photos and history. */
export const CLOSED_STATUSES: ReadonlySet<ReportStatus> = new Set(['opgelost', 'niet-weerhouden', 'samengevoegd']);

export const STATUS_NOTE_MAX = 500;

/** Statuses whose mail promises the resident a reason: the staff's note is required with them. */
export const STATUSES_WITH_REASON: ReadonlySet<ReportStatus> = new Set(['niet-weerhouden']);
