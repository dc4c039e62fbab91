import { firm } from '../../src/config/firm';
import {
  buildingTypeChoices,
  choiceLabel,
  currentSyndicChoices,
  desiredStartChoices,
} from '../../src/lib/messages/quoteRequestSchema';
import type { MessageRecord } from './messageStore';

export interface ComposedEmail {
  subject: string;
  text: string;
  html: string;
  replyTo: { name: string; address: string };
  messageId: string;
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text a visitor typed, made inert for an HTML e-mail. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]);
}

/** A header must stay one line, whatever the visitor typed. */
function oneLine(text: string): string {
  return text.replace(/\p{Cc}+/gu, ' ').trim();
}

const receivedFormat = new Intl.DateTimeFormat('nl-BE', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'Europe/Brussels',
});

interface Field {
  label: string;
  value: string;
  /** Long text, shown under its label with line breaks kept. */
  block?: boolean;
}

function fieldsOf(record: MessageRecord): { heading: string; subject: string; fields: Field[] } {
  if (record.kind === 'contact') {
    const d = record.data as Extract<MessageRecord['data'], { message: string }>;
    return {
      heading: 'Nieuw contactbericht via de website',
      subject: `Contactbericht van ${d.name}`,
      fields: [
        { label: 'Naam', value: d.name },
        { label: 'E-mail', value: d.email },
        { label: 'Telefoon', value: d.phone },
        { label: 'Bericht', value: d.message, block: true },
      ],
    };
  }
  const d = record.data as Extract<MessageRecord['data'], { buildingType: string }>;
  return {
    heading: 'Nieuwe aanvraag voor een vrijblijvende offerte via de website',
    subject: `Offerteaanvraag van ${d.name}`,
    fields: [
      { label: 'Soort gebouw', value: choiceLabel(buildingTypeChoices, d.buildingType) },
      { label: 'Aantal eenheden', value: String(d.unitCount) },
      { label: 'Gemeente of adres', value: d.location },
      { label: 'Huidige syndicus', value: choiceLabel(currentSyndicChoices, d.currentSyndic) },
      { label: 'Gewenste start', value: choiceLabel(desiredStartChoices, d.desiredStart) },
      { label: 'Naam', value: d.name },
      { label: 'E-mail', value: d.email },
      { label: 'Telefoon', value: d.phone },
      { label: 'Opmerkingen', value: d.remarks || '(geen)', block: true },
    ],
  };
}

/**
 * The e-mail the firm receives for a message: a plain-text part, an HTML part in which everything the
 * visitor typed is escaped, Reply-To the visitor, and a Message-ID derived from the stored row, so a
 * rare second delivery (a crash between SMTP's answer and the database update) is one thread in the inbox.
 */
export function composeEmail(record: MessageRecord, mailFrom: string): ComposedEmail {
  const { heading, subject, fields } = fieldsOf(record);
  const received = `Ontvangen op ${receivedFormat.format(new Date(record.receivedAt))} (bericht nr. ${record.id}).`;
  const footer = 'De afzender heeft het privacybeleid aanvaard. Antwoord op deze e-mail om de afzender te antwoorden.';

  const text = [
    heading,
    '',
    ...fields.map((f) => (f.block ? `\n${f.label}:\n${f.value}` : `${f.label}: ${f.value}`)),
    '',
    received,
    footer,
    '',
  ].join('\n');

  const cell = 'padding:6px 12px 6px 0;vertical-align:top;text-align:left';
  const rows = fields
    .filter((f) => !f.block)
    .map(
      (f) => `<tr><th style="${cell}">${escapeHtml(f.label)}</th><td style="${cell}">${escapeHtml(f.value)}</td></tr>`,
    )
    .join('');
  const blocks = fields
    .filter((f) => f.block)
    .map(
      (f) =>
        `<h2 style="font-size:16px;margin:20px 0 6px">${escapeHtml(f.label)}</h2><p style="white-space:pre-wrap;margin:0">${escapeHtml(f.value)}</p>`,
    )
    .join('');
  const html = `<!DOCTYPE html><html lang="nl-BE"><head><meta charset="utf-8"><title>${escapeHtml(oneLine(subject))}</title></head><body style="font-family:Arial,sans-serif;font-size:15px;line-height:1.5;color:#1b2a3a"><h1 style="font-size:18px;margin:0 0 12px">${escapeHtml(heading)}</h1><table role="presentation" style="border-collapse:collapse">${rows}</table>${blocks}<p style="margin-top:24px;color:#555;font-size:13px">${escapeHtml(received)}<br>${escapeHtml(footer)}</p><p style="color:#555;font-size:13px">${escapeHtml(firm.name)}</p></body></html>`;

  const d = record.data;
  const domain = mailFrom.split('@')[1] ?? 'localhost';
  return {
    subject: oneLine(subject),
    text,
    html,
    replyTo: { name: oneLine(d.name), address: d.email },
    messageId: `<${record.kind}-${record.id}-${record.receivedAt}@${domain}>`,
  };
}
