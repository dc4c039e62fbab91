import { routes } from '../routes';

// Where the status pages and their API are, and the parameters of their links: in a module of their own, so that a page
// that calls the API or reads a link's key loads none of the schemas (zod) of reportStatus.ts.

export const STATUS_API = {
  /** POST { reference, email } or { reference, token }: the timeline, or one identical 404 for any mismatch. */
  lookup: '/api/report-status/lookup',
  /** POST { token, note?, plannedDate? }: change the status the staff's link names, once. */
  change: '/api/report-status/change',
  /** POST { token }: what the link would change; changes nothing. A POST, so the key is in no URL. */
  changeView: '/api/report-status/change/view',
} as const;

/** The site's pages: the resident's look-up and the staff's confirmation page. */
export const STATUS_PAGE_PATHS = { lookup: routes.meldenStatus, change: routes.meldenStatusWijzigen } as const;

/**
 * The parameters of the status pages' links, in the fragment (`#referentie=…&sleutel=…`): a browser sends the fragment
 * to no server, so the key is in no request, log or Referer; the page removes it from the address bar at once.
 */
export const STATUS_LINK_PARAMS = { reference: 'referentie', token: 'sleutel' } as const;
