import { FOLLOW_CONFIRM_DAYS } from '../../config/retention';
import { routes } from '../routes';

/**
 * Where the known problems' pages and API are, and their limits: what the pages need to call the server, in a module
 * of its own, so that a page loads none of the request schemas (zod) of knownProblems.ts, the contract the server
 * parses with.
 */

export const KNOWN_PROBLEM_TITLE_MAX = 120;
export const BUILDING_UPDATE_MAX = 500;
/** The public list may be cached this long by browsers and proxies. */
export const KNOWN_PROBLEMS_CACHE_SECONDS = 60;
/** How long a follower's confirmation link works. */
export const FOLLOW_CONFIRM_LINK_VALID_DAYS = FOLLOW_CONFIRM_DAYS;
/** How long the merge button in the firm's mail works. */
export const MERGE_LINK_VALID_DAYS = 60;
/** The page stops waiting for the public list after this long and shows the form alone. */
export const KNOWN_PROBLEMS_TIMEOUT_MS = 3000;

/** The pages the follow, unsubscribe and merge links open; the key travels in the fragment (#sleutel=…). */
export const KNOWN_PROBLEM_PAGE_PATHS = {
  followConfirm: routes.meldenVolgen,
  unsubscribe: routes.meldenAfmelden,
  merge: routes.meldenSamenvoegen,
} as const;

export const KNOWN_PROBLEM_API = {
  /** GET ?gebouw=CODE → KnownProblemsAnswer (public, rate limited, cacheable KNOWN_PROBLEMS_CACHE_SECONDS). */
  list: '/api/known-problems',
  /** POST { problemId, email, privacyAccepted } → 202 { status: 'sent' } whether or not the address already follows. */
  follow: '/api/known-problems/follow',
  /** POST { token } (the follower's confirmation key) → FollowConfirmAnswer. */
  followConfirm: '/api/known-problems/follow/confirm',
  /**
   * POST { token } → UnsubscribeAnswer. The same URL takes RFC 8058's one-click POST (body
   * `List-Unsubscribe=One-Click`, form-encoded) with the key in the `sleutel` query parameter, as mail clients send it
   * from the List-Unsubscribe header; the server keeps that parameter out of its logs.
   */
  unsubscribe: '/api/known-problems/unsubscribe',
  /** POST { token, show, title } with a staff key (status-change or send-on link) → StaffKnownProblem. */
  publish: '/api/known-problems/publish',
  /** POST { token, text } with a staff key → { status: 'sent', knownProblem: StaffKnownProblem }. */
  buildingUpdate: '/api/known-problems/update',
  /** POST { token } (the merge key from the firm's mail) → MergePreview; changes nothing. */
  mergeView: '/api/report-merge/view',
  /** POST { token } → { status: 'changed' | 'unchanged', view: MergePreview }. */
  merge: '/api/report-merge',
} as const;
