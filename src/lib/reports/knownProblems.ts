import * as z from 'zod/mini';
import { validationMessages } from '../uiText/dutchMessages';
import { emailAddress, privacyAccepted, requiredLine, requiredText } from '../forms/messageFields';
import { BUILDING_CODE_PATTERN } from './reportBuildings';
import { jobApiMessages } from '../uiText/dutchMessages';
import type { ReportStatus } from './reportStatus';
import { BUILDING_UPDATE_MAX, KNOWN_PROBLEM_TITLE_MAX } from './knownProblemLinks';

/**
 * One defect, one report: staff show a report as a known problem of its building, residents follow it instead of
 * reporting it again, and staff merge a duplicate into the report it repeats. This module is the contract between the
 * pages (src/components/report/knownProblems/) and the server (server/routes/api/known-problems/, report-merge/).
 *
 * Nothing a resident typed is ever public: a known problem shows only the title and the updates staff wrote, the
 * status in the firm's words and the planned date. It has an id of its own, never a report's reference.
 */

export {
  BUILDING_UPDATE_MAX,
  FOLLOW_CONFIRM_LINK_VALID_DAYS,
  KNOWN_PROBLEM_API,
  KNOWN_PROBLEM_PAGE_PATHS,
  KNOWN_PROBLEM_TITLE_MAX,
  KNOWN_PROBLEMS_CACHE_SECONDS,
  KNOWN_PROBLEMS_TIMEOUT_MS,
  MERGE_LINK_VALID_DAYS,
} from './knownProblemLinks';

/** The `message` of the API's refusals, which the pages show as they are. */
export const knownProblemApiMessages = {
  linkInvalid: jobApiMessages.linkInvalid,
  linkExpired:
    'Deze link is verlopen; er is niets gewijzigd. Wilt u de melding toch volgen, vraag het dan opnieuw aan op de meldpagina van het gebouw.',
  mergeLinkExpired:
    'Deze knop is verlopen; er is niets gewijzigd. Voeg de meldingen samen met de opdracht op de server.',
  reportGone: jobApiMessages.reportGone,
  reportClosed: 'Deze melding is al afgesloten; er is niets gewijzigd.',
  unknownProblem:
    'Dit probleem staat niet (meer) op de meldpagina van het gebouw. Herlaad de pagina, of meld het probleem met het formulier.',
  noBuilding: 'Enkel een melding van een gebouw uit onze lijst kan als gekend probleem getoond worden.',
  followerLeft: 'U bent al afgemeld voor deze melding; er is niets gewijzigd. Volgen kan opnieuw op de meldpagina.',
  tooManyRequests:
    'Voor dit e-mailadres werden te veel aanvragen gedaan. Probeer het later opnieuw, of kijk in uw mailbox naar de e-mail die wij al stuurden.',
} as const;

/** The query parameter of the one-click unsubscribe URL (mail clients cannot send a fragment). */
export const UNSUBSCRIBE_QUERY_KEY = 'sleutel';

/** A known problem as the report page shows it: only what staff wrote and the status in the firm's words. */
export interface KnownProblem {
  /** A random id of its own (not the report's reference). */
  id: string;
  title: string;
  status: ReportStatus;
  /** The firm's name for the status (content/meldingen/statussen.json). */
  statusLabel: string;
  /** 'YYYY-MM-DD' while a repair is planned. */
  plannedDate: string | null;
  /** The latest word staff sent to the building, if any. */
  update: { text: string; at: number } | null;
  shownSince: number;
}

export interface KnownProblemsAnswer {
  /** The building code, normalised; an unknown building gets an empty list, like a building without problems. */
  building: string;
  problems: KnownProblem[];
}

/** What the staff's pages (status change, send on) show and change of the known problem (defined beside the status). */
export type { StaffKnownProblem } from './reportStatus';

export type FollowConfirmAnswer = {
  status: 'confirmed' | 'unchanged';
  problem: { title: string; statusLabel: string; buildingName: string };
};
export type UnsubscribeAnswer = { status: 'removed' | 'unchanged'; problem: { title: string } | null };

/** What the merge page shows before staff merge the new report into the one it repeats. */
export interface MergePreview {
  duplicate: { reference: string; category: string; place: string; receivedAt: number; status: string };
  original: { reference: string; category: string; place: string; receivedAt: number; status: string };
  building: string;
  /** Already merged (a replay): confirming changes nothing. */
  merged: boolean;
  /** One of the two closed since the mail was sent (other than by this merge): nothing can be merged. */
  closed: boolean;
}

const token = requiredText(1000);
const problemId = z.string().check(z.regex(/^[A-Za-z0-9_-]{8,40}$/));

export const knownProblemsQuerySchema = z.object({ gebouw: z.string().check(z.regex(BUILDING_CODE_PATTERN)) });
export const followSchema = z.object({ problemId, email: emailAddress, privacyAccepted });
export const followTokenSchema = z.object({ token });
export const publishSchema = z
  .object({ token, show: z.boolean(), title: z.optional(requiredLine(KNOWN_PROBLEM_TITLE_MAX)) })
  .check(z.refine((body) => !body.show || !!body.title, { path: ['title'], message: validationMessages.required }));
export const buildingUpdateSchema = z.object({ token, text: requiredText(BUILDING_UPDATE_MAX) });
export const mergeSchema = z.object({ token });

export type FollowRequest = z.output<typeof followSchema>;
export type PublishRequest = z.output<typeof publishSchema>;
