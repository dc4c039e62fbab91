import { routes } from '../routes';

// The repair loop's pages and API, and the limits its forms show: in a module of their own, so that a page that calls
// the API loads none of the request schemas (zod) of contractorJobs.ts, the contract the server parses with.

/** The pages the links open; the key travels in the fragment (#sleutel=…), which no browser sends anywhere. */
export const JOB_PAGE_PATHS = {
  sendOn: routes.meldenDoorsturen,
  contractor: routes.aannemer,
  confirmation: routes.meldenOpgelost,
} as const;
export const LINK_FRAGMENT_KEY = 'sleutel';

/**
 * The API. Every call is a POST with the key in the JSON body (or the multipart fields), so no key is ever in a URL
 * that a log, a proxy or a Referer could keep. `view` calls change nothing.
 */
export const JOB_API = {
  sendOnView: '/api/report-send-on/view',
  sendOn: '/api/report-send-on',
  contractorView: '/api/contractor-job/view',
  contractorAccept: '/api/contractor-job/accept',
  contractorDecline: '/api/contractor-job/decline',
  contractorPlan: '/api/contractor-job/plan',
  /** multipart/form-data: `token`, `note`, up to five `photos`. */
  contractorDone: '/api/contractor-job/done',
  confirmationView: '/api/report-confirmation/view',
  confirmation: '/api/report-confirmation',
  satisfaction: '/api/report-confirmation/satisfaction',
} as const;

export const JOB_NOTE_MAX = 1000;
export const DECLINE_REASON_MAX = 500;
export const TIME_WINDOW_MAX = 60;
export const EXPLANATION_MAX = 500;
/** The multipart field of the contractor's photos (the same pipeline and limits as a report's photos). */
export const JOB_PHOTO_FIELD = 'photos';
