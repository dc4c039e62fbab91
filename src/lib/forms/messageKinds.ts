import type { ContactMessage } from './contactMessageSchema';
import type { DefectReport } from './defectReportSchema';
import type { QuoteRequest } from './quoteRequestSchema';
import type { ReportBuilding } from '../reports/reportBuildings';

/** The kinds of message the site accepts, each with its API path and reCAPTCHA action. */
export type MessageKind = 'contact' | 'quote' | 'report';

export const messageEndpoints: Record<MessageKind, string> = {
  contact: '/api/contact',
  quote: '/api/quote',
  report: '/api/report',
};

/** GET <this>/<code>: the name and address of a building, for the report page opened from a QR code. */
export const BUILDING_LOOKUP_ENDPOINT = '/api/buildings';

/** reCAPTCHA v3 actions: one when the page loads, one per form submit. */
export const recaptchaActions = { pageLoad: 'init', contact: 'contact', quote: 'quote', report: 'report' } as const;

/** A stored defect report: the resident's fields, the building its code named (null: a typed address), and the photos. */
export type StoredReport = Omit<DefectReport, 'recaptchaToken'> & { building: ReportBuilding | null };

/** A field people never see; a bot that fills in every input fills this one too. */
export const HONEYPOT_FIELD = 'website';

/** A stored message: what the visitor sent, without the bot-check token. */
export type StoredMessage =
  | { kind: 'contact'; data: Omit<ContactMessage, 'recaptchaToken'> }
  | { kind: 'quote'; data: Omit<QuoteRequest, 'recaptchaToken'> }
  | { kind: 'report'; data: StoredReport };

/** The first problem per field, as the API's 400 answer and the form show it. */
export function firstIssuePerField(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.') || '_';
    fields[key] ??= issue.message;
  }
  return fields;
}

/** What a failed check says of one field (its first problem), or null when that field will do. */
export function fieldProblem(
  check: { success: boolean; error?: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } },
  field: string,
): string | null {
  return check.success ? null : (firstIssuePerField(check.error?.issues ?? [])[field] ?? null);
}
