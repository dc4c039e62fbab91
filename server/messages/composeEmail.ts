import { firm } from '../../src/config/firm';
import { identificationLines } from '../../src/lib/firmIdentification';
import {
  buildingPartChoices,
  defectCategoryChoices,
  reporterRoleChoices,
} from '../../src/lib/messages/defectReportSchema';
import type { StoredReport } from '../../src/lib/messages/messageKinds';
import { buildingAddress } from '../../src/lib/messages/reportBuildings';
import { EMERGENCY_NUMBER_WITH_PRICE } from '../../src/lib/emergencyLine';
import { centralOffice } from '../../src/lib/offices';
import {
  buildingTypeChoices,
  choiceLabel,
  currentSyndicChoices,
  desiredStartChoices,
} from '../../src/lib/messages/quoteRequestSchema';
import type { MessageRecord } from './messageStore';

/** A link the e-mail offers as a button (HTML) or a labelled line (text). */
export interface MailLink {
  label: string;
  url: string;
}

/** What a report's e-mails link to: the status buttons for the firm, the resident's private status page. */
export interface ReportMailLinks {
  /** One per status the report can move to, each a signed link to the confirmation page. */
  statusChanges: readonly MailLink[];
  /** The resident's private link to /melden/status. */
  statusPage: string;
}

/** A status change as the reporter's e-mail tells it: the firm's words for it, and what staff added. */
export interface StatusUpdate {
  label: string;
  explanation: string;
  at: number;
  plannedDate: string | null;
  note: string | null;
  closed: boolean;
}

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

/**
 * The closing of every e-mail the site sends, built here alone: a greeting (for the resident's mails), the firm, and
 * its identification.
 * The firm's identification goes here too, once, for every e-mail.
 */
function closing(greeting: boolean): { text: string[]; html: string } {
  // Company law (WVV art. 2:20) and the BIV ask every e-mail to identify the firm: name and form, seat, enterprise
  // number with RPR and court, VAT, BIV recognition, supervisor, code of conduct.
  const identity = identificationLines();
  const identityHtml = `<p style="color:#555;font-size:12px;line-height:1.4;margin-top:16px">${identity.map(escapeHtml).join('<br>')}</p>`;
  return {
    text: [...(greeting ? ['Met vriendelijke groeten,', firm.name] : [firm.name]), '', '--', ...identity],
    html:
      (greeting
        ? `<p>Met vriendelijke groeten,<br>${escapeHtml(firm.name)}</p>`
        : `<p style="color:#555;font-size:13px">${escapeHtml(firm.name)}</p>`) + identityHtml,
  };
}

const BUTTON_STYLE =
  'display:inline-block;margin:0 8px 8px 0;padding:8px 14px;border-radius:6px;background:#1b4f8a;color:#ffffff;text-decoration:none;font-weight:bold';

function buttonsHtml(links: readonly MailLink[]): string {
  return links.map((l) => `<a href="${escapeHtml(l.url)}" style="${BUTTON_STYLE}">${escapeHtml(l.label)}</a>`).join('');
}

const plannedDateFormat = new Intl.DateTimeFormat('nl-BE', { dateStyle: 'full', timeZone: 'UTC' });

/** '2026-03-14' as 'zaterdag 14 maart 2026'. */
export function formatPlannedDate(date: string): string {
  const parsed = new Date(`${date}T00:00:00Z`);
  return Number.isNaN(parsed.getTime()) ? date : plannedDateFormat.format(parsed);
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

/** The building of a report in one line: the one its code named, or the address the resident typed. */
export function reportBuildingLine(report: StoredReport): string {
  if (report.building)
    return `${report.building.name}, ${buildingAddress(report.building)} (code ${report.building.code})`;
  return `${report.street ?? ''} ${report.houseNumber ?? ''}, ${report.municipality ?? ''} (adres ingevuld door de melder)`;
}

function withReference(subject: string, record: MessageRecord): string {
  return record.reference ? `${subject} [${record.reference}]` : subject;
}

function fieldsOf(record: MessageRecord): { heading: string; subject: string; fields: Field[] } {
  if (record.kind === 'report') {
    const d = record.data as StoredReport;
    const category = choiceLabel(defectCategoryChoices, d.category);
    const where = d.building ? d.building.name : (d.municipality ?? '');
    return {
      heading: 'Nieuwe melding van een defect via de website',
      subject: `Melding ${record.reference ?? ''}: ${category}, ${where}`,
      fields: [
        { label: 'Referentie', value: record.reference ?? '' },
        { label: 'Gebouw', value: reportBuildingLine(d) },
        { label: 'Categorie', value: category },
        { label: 'Deel', value: choiceLabel(buildingPartChoices, d.part) },
        { label: 'Plaats in het gebouw', value: d.location },
        { label: 'Naam', value: d.name },
        { label: 'Hoedanigheid', value: choiceLabel(reporterRoleChoices, d.role) },
        { label: 'Appartement of kavel', value: d.unit || '(niet opgegeven)' },
        { label: 'E-mail', value: d.email },
        { label: 'Telefoon', value: d.phone },
        { label: 'Beschrijving', value: d.description, block: true },
      ],
    };
  }
  if (record.kind === 'contact') {
    const d = record.data as Extract<MessageRecord['data'], { message: string }>;
    return {
      heading: 'Nieuw contactbericht via de website',
      subject: withReference(`Contactbericht van ${d.name}`, record),
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
    subject: withReference(`Offerteaanvraag van ${d.name}`, record),
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
export function composeEmail(record: MessageRecord, mailFrom: string, links?: ReportMailLinks): ComposedEmail {
  const { heading, subject, fields } = fieldsOf(record);
  const statusLinks = links?.statusChanges ?? [];
  const statusIntro =
    'Status wijzigen (de bewoner krijgt telkens een e-mail; u bevestigt eerst op de site en kunt een nota voor de bewoner toevoegen):';
  const received = `Ontvangen op ${receivedFormat.format(new Date(record.receivedAt))} (bericht nr. ${record.id}${record.reference ? `, referentie ${record.reference}` : ''}).`;
  const footer = 'De afzender heeft het privacybeleid aanvaard. Antwoord op deze e-mail om de afzender te antwoorden.';

  const text = [
    heading,
    '',
    ...fields.map((f) => (f.block ? `\n${f.label}:\n${f.value}` : `${f.label}: ${f.value}`)),
    '',
    ...(statusLinks.length ? ['', statusIntro, ...statusLinks.map((l) => `- ${l.label}: ${l.url}`)] : []),
    '',
    received,
    footer,
    '',
    ...closing(false).text,
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
  const html = `<!DOCTYPE html><html lang="nl-BE"><head><meta charset="utf-8"><title>${escapeHtml(oneLine(subject))}</title></head><body style="font-family:Arial,sans-serif;font-size:15px;line-height:1.5;color:#1b2a3a"><h1 style="font-size:18px;margin:0 0 12px">${escapeHtml(heading)}</h1><table role="presentation" style="border-collapse:collapse">${rows}</table>${blocks}${statusLinks.length ? `<h2 style="font-size:16px;margin:20px 0 6px">Status</h2><p style="margin:0 0 8px">${escapeHtml(statusIntro)}</p><p>${buttonsHtml(statusLinks)}</p>` : ''}<p style="margin-top:24px;color:#555;font-size:13px">${escapeHtml(received)}<br>${escapeHtml(footer)}</p>${closing(false).html}</body></html>`;

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

export interface Acknowledgement {
  subject: string;
  text: string;
  html: string;
  messageId: string;
}

const FOLLOW_REPORT = 'Volg uw melding: op deze pagina ziet u op elk moment hoe ver ze staat.';

function followReportHtml(statusPage: string): string {
  return `<p>${escapeHtml(FOLLOW_REPORT)}</p><p>${buttonsHtml([{ label: 'Uw melding opvolgen', url: statusPage }])}</p>`;
}

const ACK_SUBJECTS = {
  report: 'Wij ontvingen uw melding',
  contact: 'Wij ontvingen uw bericht',
  quote: 'Wij ontvingen uw offerteaanvraag',
} as const;

/**
 * The acknowledgement the sender gets: the reference, for a report the building and the category, what happens
 * next (the writers' words, content/meldingen/bevestiging.json) and how to reach the firm. It repeats nothing
 * the visitor typed (no name, no text, not even a typed address), so the form cannot mail a third party
 * someone else's words.
 */
export function composeAcknowledgement(
  record: MessageRecord,
  texts: { intro: string; nextSteps: readonly string[] },
  mailFrom: string,
  statusPage?: string,
): Acknowledgement {
  const reference = record.reference ?? `${record.id}`;
  const facts: Field[] = [{ label: 'Referentienummer', value: reference }];
  if (record.kind === 'report') {
    const d = record.data as StoredReport;
    facts.push(
      {
        label: 'Gebouw',
        value: d.building
          ? `${d.building.name}, ${buildingAddress(d.building)}`
          : 'het adres dat u in het formulier invulde',
      },
      { label: 'Categorie', value: choiceLabel(defectCategoryChoices, d.category) },
    );
  }
  facts.push({ label: 'Ontvangen op', value: receivedFormat.format(new Date(record.receivedAt)) });
  const reach = [
    `Bel ons tijdens de kantooruren op ${centralOffice.phoneNumber.display} of mail naar ${firm.email}.`,
    `Bij een noodgeval in de gemeenschappelijke delen buiten de kantooruren: ${EMERGENCY_NUMBER_WITH_PRICE}. Let op: betalend nummer. Gebruik dit nummer enkel in noodgevallen.`,
    'Bij brand, gasreuk of gevaar voor personen: bel eerst 112.',
  ];
  const notice =
    'U krijgt deze e-mail omdat dit adres werd opgegeven in een formulier op onze website. Was u dat niet, dan mag u deze e-mail negeren.';
  const subject = `${ACK_SUBJECTS[record.kind]} (${reference})`;
  const text = [
    'Goedendag,',
    '',
    texts.intro,
    '',
    ...facts.map((f) => `${f.label}: ${f.value}`),
    '',
    'Wat gebeurt er nu?',
    ...texts.nextSteps.map((step, i) => `${i + 1}. ${step}`),
    '',
    ...(statusPage ? [FOLLOW_REPORT, statusPage, ''] : []),
    'Hoe bereikt u ons?',
    ...reach,
    '',
    ...closing(true).text,
    '',
    notice,
    '',
  ].join('\n');
  const cell = 'padding:4px 12px 4px 0;vertical-align:top;text-align:left';
  const html = `<!DOCTYPE html><html lang="nl-BE"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head><body style="font-family:Arial,sans-serif;font-size:15px;line-height:1.5;color:#1b2a3a"><p>Goedendag,</p><p>${escapeHtml(texts.intro)}</p><table role="presentation" style="border-collapse:collapse">${facts.map((f) => `<tr><th style="${cell}">${escapeHtml(f.label)}</th><td style="${cell}">${escapeHtml(f.value)}</td></tr>`).join('')}</table><h2 style="font-size:16px;margin:20px 0 6px">Wat gebeurt er nu?</h2><ol>${texts.nextSteps.map((s) => `<li>${escapeHtml(s)}</li>`).join('')}</ol>${statusPage ? followReportHtml(statusPage) : ''}<h2 style="font-size:16px;margin:20px 0 6px">Hoe bereikt u ons?</h2>${reach.map((r) => `<p style="margin:0 0 6px">${escapeHtml(r)}</p>`).join('')}${closing(true).html}<p style="color:#555;font-size:13px">${escapeHtml(notice)}</p></body></html>`;
  const domain = mailFrom.split('@')[1] ?? 'localhost';
  return { subject, text, html, messageId: `<${record.kind}-ack-${record.id}-${record.receivedAt}@${domain}>` };
}

/**
 * The reporter's e-mail about a status change: the reference, the building, the new status in the firm's words, the
 * planned date and the staff's note when given, and the private link to the timeline. Like the acknowledgement it
 * repeats nothing the visitor typed.
 */
export function composeStatusEmail(
  record: MessageRecord,
  update: StatusUpdate,
  statusPage: string,
  mailFrom: string,
): Acknowledgement {
  const reference = record.reference ?? `${record.id}`;
  const d = record.data as StoredReport;
  const facts: Field[] = [
    { label: 'Referentienummer', value: reference },
    {
      label: 'Gebouw',
      value: d.building
        ? `${d.building.name}, ${buildingAddress(d.building)}`
        : 'het adres dat u in het formulier invulde',
    },
    { label: 'Categorie', value: choiceLabel(defectCategoryChoices, d.category) },
    { label: 'Nieuwe status', value: update.label },
    { label: 'Sinds', value: receivedFormat.format(new Date(update.at)) },
  ];
  if (update.plannedDate) facts.push({ label: 'Geplande datum', value: formatPlannedDate(update.plannedDate) });
  const subject = `Uw melding ${reference}: ${update.label}`;
  const noteHeading = 'Bericht van de beheerder';
  const text = [
    'Goedendag,',
    '',
    `De status van uw melding is gewijzigd: ${update.label}.`,
    update.explanation,
    '',
    ...facts.map((f) => `${f.label}: ${f.value}`),
    ...(update.note ? ['', `${noteHeading}:`, update.note] : []),
    '',
    FOLLOW_REPORT,
    statusPage,
    '',
    ...closing(true).text,
    '',
  ].join('\n');
  const cell = 'padding:4px 12px 4px 0;vertical-align:top;text-align:left';
  const html = `<!DOCTYPE html><html lang="nl-BE"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head><body style="font-family:Arial,sans-serif;font-size:15px;line-height:1.5;color:#1b2a3a"><p>Goedendag,</p><p>De status van uw melding is gewijzigd: <strong>${escapeHtml(update.label)}</strong>.</p><p>${escapeHtml(update.explanation)}</p><table role="presentation" style="border-collapse:collapse">${facts.map((f) => `<tr><th style="${cell}">${escapeHtml(f.label)}</th><td style="${cell}">${escapeHtml(f.value)}</td></tr>`).join('')}</table>${update.note ? `<h2 style="font-size:16px;margin:20px 0 6px">${noteHeading}</h2><p style="white-space:pre-wrap;margin:0">${escapeHtml(update.note)}</p>` : ''}${followReportHtml(statusPage)}${closing(true).html}</body></html>`;
  const domain = mailFrom.split('@')[1] ?? 'localhost';
  return {
    subject: oneLine(subject),
    text,
    html,
    messageId: `<report-status-${record.id}-${record.eventId}@${domain}>`,
  };
}
