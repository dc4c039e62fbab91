/** POST /api/report-status/change: { token, note?, plannedDate? } from the confirmation page. */
export { statusChangeSchema as changeBody } from '../../../../../src/lib/reports/reportStatus';

/** A token and a note of at most STATUS_NOTE_MAX characters. */
export const CHANGE_BODY_LIMIT_BYTES = 8 * 1024;

/** POST /api/report-status/change/view: { token }, what the link would change. */
export { tokenOnlySchema as viewBody } from '../../../../../src/lib/reports/contractorJobs';
