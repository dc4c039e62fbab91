/** POST /api/report-status/lookup: { reference, email } or { reference, token }. */
export { statusLookupSchema as lookupBody } from '../../../../../src/lib/reports/reportStatus';

/** A reference, an address and a token fit many times over. */
export const LOOKUP_BODY_LIMIT_BYTES = 4 * 1024;
