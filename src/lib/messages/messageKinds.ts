import type { ContactMessage } from './contactMessageSchema';
import type { QuoteRequest } from './quoteRequestSchema';

/** The two kinds of message the site accepts, each with its API path and reCAPTCHA action. */
export type MessageKind = 'contact' | 'quote';

export const messageEndpoints: Record<MessageKind, string> = {
  contact: '/api/contact',
  quote: '/api/quote',
};

/** reCAPTCHA v3 actions: one when the page loads, one per form submit. */
export const recaptchaActions = { pageLoad: 'init', contact: 'contact', quote: 'quote' } as const;

/** A field people never see; a bot that fills in every input fills this one too. */
export const HONEYPOT_FIELD = 'website';

/** A stored message: what the visitor sent, without the bot-check token. */
export type StoredMessage =
  | { kind: 'contact'; data: Omit<ContactMessage, 'recaptchaToken'> }
  | { kind: 'quote'; data: Omit<QuoteRequest, 'recaptchaToken'> };

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
