import { island } from '../../../runtime';

/**
 * The known problems' boxes, each declared once for the pages that show it: 'intent' islands, whose code is fetched
 * only when a page has one to show (a building known on the report form, the staff's part of a status-change or
 * send-on view).
 */
export const KnownProblemsBox = island(
  () => import(/* webpackChunkName: "known-problems" */ './KnownProblemsBox').then((m) => m.KnownProblemsBox),
  'intent',
);
export const KnownProblemStaffBox = island(
  () =>
    import(/* webpackChunkName: "known-problem-staff" */ './KnownProblemStaffBox').then((m) => m.KnownProblemStaffBox),
  'intent',
);
