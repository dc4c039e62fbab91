import * as z from 'zod/mini';
import { emailAddress, optionalText, requiredText } from '../forms/messageFields';
import { REFERENCE_PATTERN } from '../forms/references';
import { validationMessages } from '../uiText/dutchMessages';
import { CLOSED_STATUSES, REPORT_STATUSES, STATUS_NOTE_MAX, type ReportStatus } from './statusRules';

export { CLOSED_STATUSES, REPORT_STATUSES, STATUS_NOTE_MAX, STATUSES_WITH_REASON } from './statusRules';
export type { ReportStatus } from './statusRules';

/**
 * Statuses only their own step sets: *samengevoegd* closes a duplicate from the merge button in the firm's mail
 * (which names the report it repeats), never from a status button or the staff command.
 */
export const MERGE_ONLY_STATUSES: ReadonlySet<ReportStatus> = new Set(['samengevoegd']);

export const isReportStatus = (value: unknown): value is ReportStatus =>
  (REPORT_STATUSES as readonly unknown[]).includes(value);

/** Whether `target` lies before `current` in the order of the steps: a link never moves a report back. */
export const isStepBack = (current: ReportStatus, target: ReportStatus): boolean =>
  REPORT_STATUSES.indexOf(target) < REPORT_STATUSES.indexOf(current);

/**
 * Where a report can go from `current`: any later step while it is open (a planned repair can be planned again
 * with a new date); nowhere once closed (staff reopen one at the server, with the command).
 */
export function nextStatuses(current: ReportStatus): ReportStatus[] {
  if (CLOSED_STATUSES.has(current)) return [];
  return REPORT_STATUSES.filter(
    (s) => s !== 'ontvangen' && !MERGE_ONLY_STATUSES.has(s) && (s !== current || s === 'herstelling-gepland'),
  );
}

/** A report open this long is flagged to staff (npm run messages and the log): a repair rarely takes a year. */
export const OPEN_REPORT_FLAG_DAYS = 365;

/** How long a status link in the firm's e-mail works. */
export const STATUS_LINK_VALID_DAYS = 60;

/**
 * How a status was set: at submission, from a signed link in the firm's mail, by the staff command, by the
 * contractor from their link, by the resident confirming (or not) the repair, or by the server closing a report the
 * resident did not answer about.
 */
export type StatusChannel = 'site' | 'link' | 'staff' | 'contractor' | 'resident' | 'auto';

/** One step of a report's history as the resident sees it. */
export interface StatusStep {
  status: ReportStatus;
  /** The firm's name for it (content/meldingen/statussen.json). */
  label: string;
  explanation: string;
  at: number;
  /** 'YYYY-MM-DD', with *herstelling-gepland*. */
  plannedDate: string | null;
  /** The time of day the contractor gave with the date ('tussen 8 en 12 uur'), if any. */
  plannedWindow: string | null;
  /** A note the staff wrote to the resident, or with channel 'resident' the resident's own explanation. */
  note: string | null;
  channel: StatusChannel;
}

/** What /melden/status shows of a report: the building, the category and the timeline, nothing else. */
export interface ReportTimeline {
  reference: string;
  building: string;
  category: string;
  steps: StatusStep[];
  /**
   * Looked up with the reference and the address (which anyone who knows the address could try): the staff's notes
   * are left out; the private link in the resident's mails shows them.
   */
  notesHidden: boolean;
}

/**
 * What the staff's pages (status change, send on) show and change of the known problem (src/lib/reports/knownProblems.ts
 * re-exports it; it lives here so the status contract needs nothing of that module).
 */
export interface StaffKnownProblem {
  shown: boolean;
  /** The title shown, or while not shown the suggestion from the category and the place (never the resident's text). */
  title: string;
  /** Confirmed followers. */
  followers: number;
  lastUpdate: { text: string; at: number } | null;
  /** Closed reports are no known problem any more and take no update. */
  closed: boolean;
}

/** What the confirmation page shows before staff change a status. */
export interface StatusChangePreview {
  reference: string;
  building: string;
  category: string;
  current: { status: ReportStatus; label: string };
  target: { status: ReportStatus; label: string };
  /** Closed reports change only by the staff command. */
  closed: boolean;
  /** The report is already past this step: a link never moves a report back. */
  outdated: boolean;
  /** The link was already used, or the report already has this status: confirming changes nothing. */
  alreadyDone: boolean;
  /** Whether the report is shown as a known problem of its building, and the box to change that. */
  knownProblem: StaffKnownProblem;
}

export { STATUS_API, STATUS_LINK_PARAMS, STATUS_PAGE_PATHS } from './statusLinks';

export const statusLookupSchema = z.object({
  reference: z
    .string({ error: validationMessages.required })
    .check(
      z.trim(),
      z.minLength(1, validationMessages.required),
      z.maxLength(30, validationMessages.invalidReference),
      z.regex(REFERENCE_PATTERN, validationMessages.invalidReference),
    ),
  email: z.optional(emailAddress),
  token: z.optional(z.string().check(z.maxLength(200))),
});
export type StatusLookup = z.output<typeof statusLookupSchema>;

/** The form on /melden/status: the reference and the address the report was sent with. */
export const statusLookupFormSchema = z.object({
  reference: statusLookupSchema.shape.reference,
  email: emailAddress,
});
export type StatusLookupFormValues = { reference: string; email: string };

const PLANNED_DATE = /^\d{4}-\d{2}-\d{2}$/;

export const statusChangeSchema = z.object({
  token: requiredText(1000),
  note: optionalText(STATUS_NOTE_MAX),
  plannedDate: z.optional(
    z.union([z.literal(''), z.string().check(z.regex(PLANNED_DATE, validationMessages.invalidDate))]),
  ),
});
export type StatusChange = z.output<typeof statusChangeSchema>;

const statusWordsSchema = z.object({
  naam: z.string().check(z.minLength(1)),
  uitleg: z.string().check(z.minLength(1)),
});

/** content/meldingen/statussen.json: the firm's name and explanation of every status (the server and content:check). */
export const statusesFileSchema = z.object(
  Object.fromEntries(REPORT_STATUSES.map((status) => [status, statusWordsSchema])) as Record<
    ReportStatus,
    typeof statusWordsSchema
  >,
);
