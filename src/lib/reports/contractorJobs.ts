import * as z from 'zod/mini';
import { validationMessages } from '../uiText/dutchMessages';
import { choiceValues } from '../choices';
import { EMAIL_PATTERN, optionalLine, optionalText, requiredText } from '../forms/messageFields';
import { defectCategoryChoices } from '../forms/defectReportSchema';
import { BUILDING_CODE_PATTERN, normalizeBuildingCode } from './reportBuildings';
import { DECLINE_REASON_MAX, EXPLANATION_MAX, JOB_NOTE_MAX, TIME_WINDOW_MAX } from './jobLinks';
import type { StaffKnownProblem } from './knownProblems';

/**
 * The repair loop: staff send a report on to a contractor, the contractor accepts, plans and finishes the job from
 * a signed link (no account), and the resident confirms the repair. This module is the contract between the pages
 * (src/components/report/) and the server (server/routes/api/…): the contractors file, the API, the links, the
 * request schemas and the answers.
 */

export type DefectCategory = (typeof defectCategoryChoices)[number]['value'];

/** content/meldingen/aannemers.json: the firm's contractors. */
export const CONTRACTORS_FILE = 'aannemers.json';

/** A contractor as the server reads it. */
export interface Contractor {
  /** Stable id the links and the database name ('dakwerken-de-smet'). */
  id: string;
  name: string;
  /** The report categories the contractor takes. */
  trades: DefectCategory[];
  email: string;
  phone: string;
  /** Building codes the contractor serves; empty: every building. */
  buildings: string[];
  /** An invented contractor the repository ships with; the release refuses to package while one is left. */
  sample: boolean;
}

const CONTRACTOR_ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const contractorsFileSchema = z.object({
  aannemers: z.array(
    z.object({
      id: z.string().check(z.regex(CONTRACTOR_ID), z.maxLength(60)),
      naam: z.string().check(z.minLength(1), z.maxLength(120)),
      vakgebieden: z.array(z.enum(choiceValues(defectCategoryChoices))).check(z.minLength(1)),
      email: z.string().check(z.regex(EMAIL_PATTERN)),
      telefoon: z.string().check(z.minLength(6), z.maxLength(40)),
      gebouwen: z.optional(z.array(z.string().check(z.regex(BUILDING_CODE_PATTERN)))),
      voorbeeld: z.boolean(),
    }),
  ),
});

/** Parses the contractors file; throws with the problem when an edit broke it, or when an id repeats. */
export function parseContractorsFile(json: unknown): Contractor[] {
  const contractors = contractorsFileSchema.parse(json).aannemers.map((c) => ({
    id: c.id,
    name: c.naam.trim(),
    trades: [...new Set(c.vakgebieden)],
    email: c.email.trim(),
    phone: c.telefoon.trim(),
    buildings: (c.gebouwen ?? []).map(normalizeBuildingCode),
    sample: c.voorbeeld,
  }));
  const seen = new Set<string>();
  for (const c of contractors) {
    if (seen.has(c.id)) throw new Error(`De aannemer met id ${c.id} staat meer dan eens in de lijst.`);
    seen.add(c.id);
  }
  return contractors;
}

/** Whether a contractor takes this kind of defect in this building (a typed address: any building). */
export function contractorFits(contractor: Contractor, category: DefectCategory, buildingCode: string | null): boolean {
  return (
    contractor.trades.includes(category) &&
    (contractor.buildings.length === 0 || (buildingCode !== null && contractor.buildings.includes(buildingCode)))
  );
}

/** How long the links of the loop work. */
export const SEND_ON_LINK_VALID_DAYS = 60;
export const CONTRACTOR_LINK_VALID_DAYS = 120;
export const CONFIRMATION_LINK_VALID_DAYS = 60;

/** Without the resident's answer this many days after the work was marked done, the report closes by itself. */
export const CONFIRMATION_WAIT_DAYS = 14;
/** A contractor who has not accepted within this many working days is reminded once, and staff are told. */
export const ACCEPT_WITHIN_WORKING_DAYS = 2;
/** Reminders go at this hour (Brussels time) of a working day. */
export const REMINDER_HOUR = 8;

export {
  DECLINE_REASON_MAX,
  EXPLANATION_MAX,
  JOB_API,
  JOB_NOTE_MAX,
  JOB_PAGE_PATHS,
  JOB_PHOTO_FIELD,
  LINK_FRAGMENT_KEY,
  TIME_WINDOW_MAX,
} from './jobLinks';

const PLANNED_DATE = /^\d{4}-\d{2}-\d{2}$/;
const token = requiredText(1000);

export const tokenOnlySchema = z.object({ token });
export const sendOnSchema = z.object({
  token,
  contractorId: requiredText(60),
  note: optionalText(JOB_NOTE_MAX),
});
export const declineSchema = z.object({ token, reason: requiredText(DECLINE_REASON_MAX) });
export const planSchema = z.object({
  token,
  date: z
    .string({ error: validationMessages.required })
    .check(z.trim(), z.regex(PLANNED_DATE, validationMessages.invalidDate)),
  window: optionalLine(TIME_WINDOW_MAX),
});
export const doneSchema = z.object({ token, note: optionalText(JOB_NOTE_MAX) });
export const confirmationSchema = z
  .object({ token, solved: z.boolean(), explanation: optionalText(EXPLANATION_MAX) })
  .check(
    z.refine((answer) => answer.solved || !!answer.explanation, {
      message: validationMessages.required,
      path: ['explanation'],
    }),
  );
export const satisfactionSchema = z.object({
  token,
  score: z.number().check(z.int(), z.gte(1), z.lte(5)),
});

/** Where a job stands, from the contractor's side. */
export type JobState = 'sent' | 'accepted' | 'declined' | 'done';

/** A contractor as the send-on page lists it. */
export interface ContractorChoice {
  id: string;
  name: string;
  /** The trades, as the form's category labels. */
  trades: string[];
  /** Takes this category in this building: proposed first. */
  fits: boolean;
}

/** What the send-on page shows: the report, its current job and the contractors to choose from. */
export interface SendOnPreview {
  reference: string;
  building: string;
  category: string;
  place: string;
  status: string;
  closed: boolean;
  current: { contractorId: string; contractorName: string; state: JobState; sentAt: number } | null;
  contractors: ContractorChoice[];
  /** The resident allowed the contractor to contact them for an appointment. */
  residentContactShared: boolean;
  /** Whether the report is shown as a known problem of its building, and the box to change that. */
  knownProblem: StaffKnownProblem;
}

/** What the contractor's page shows. Personal data of the resident only when the resident allowed it. */
export interface ContractorJobView {
  reference: string;
  contractorName: string;
  building: { name: string; address: string };
  category: string;
  part: string;
  place: string;
  description: string;
  staffNote: string | null;
  resident: { name: string; phone: string; unit: string | null } | null;
  photoCount: number;
  state: JobState;
  declineReason: string | null;
  plannedDate: string | null;
  plannedWindow: string | null;
  doneAt: number | null;
  /** The report is closed: nothing can change any more. */
  closed: boolean;
  /** Who to call at the firm: the building's manager or the office. */
  firmContact: { email: string; phone: string };
}

/** What the resident's confirmation page shows after the work was marked done. */
export interface ConfirmationView {
  reference: string;
  building: string;
  category: string;
  doneAt: number;
  contractorNote: string | null;
  /** null while unanswered; the answer given otherwise (also when it closed by itself: 'auto'). */
  answer: 'solved' | 'not-solved' | 'auto' | null;
  /** The resident may still give the one satisfaction score. */
  canRate: boolean;
  confirmationWaitDays: number;
}

/** The answers of the changing calls: changed, or nothing changed (a replay, the same date again). */
export type JobChangeAnswer<T> = { status: 'changed' | 'unchanged'; view: T };
