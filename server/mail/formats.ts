/** The formats the e-mails share: dates in Belgian time, one-line headers, HTML escaping, Message-IDs. */

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text a visitor typed, made inert for an HTML e-mail. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]);
}

/** A header must stay one line, whatever the visitor typed. */
export function oneLine(text: string): string {
  return text.replace(/\p{Cc}+/gu, ' ').trim();
}

const dateTimeFormat = new Intl.DateTimeFormat('nl-BE', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'Europe/Brussels',
});

/** A moment as '14 mei 2025 om 10:32', in Belgian time. */
export function formatDateTime(time: number): string {
  return dateTimeFormat.format(new Date(time));
}

const plannedDateFormat = new Intl.DateTimeFormat('nl-BE', { dateStyle: 'full', timeZone: 'UTC' });

/** '2026-03-14' as 'zaterdag 14 maart 2026'. */
export function formatPlannedDate(date: string): string {
  const parsed = new Date(`${date}T00:00:00Z`);
  return Number.isNaN(parsed.getTime()) ? date : plannedDateFormat.format(parsed);
}

/** What every mail needs of the server's settings: the sending address and the site's public origin. */
export interface MailContext {
  mailFrom: string;
  siteUrl: string;
}

/**
 * A Message-ID derived from the stored row (`parts`), in the sending address's domain, so a rare second delivery (a
 * crash between SMTP's answer and the database update) is one thread in the inbox.
 */
export function messageId(parts: ReadonlyArray<string | number>, mailFrom: string): string {
  const domain = mailFrom.split('@')[1] ?? 'localhost';
  return `<${parts.join('-')}@${domain}>`;
}
