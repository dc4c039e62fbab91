import { defectCategoryChoices } from '../../src/lib/forms/defectReportSchema';
import type { StoredReport } from '../../src/lib/forms/messageKinds';
import { choiceLabel } from '../../src/lib/choices';
import { buildingAddress } from '../../src/lib/reports/reportBuildings';
import type { MessageRecord } from '../store/outboxQueue';
import { formatDateTime, messageId, type MailContext } from './formats';
import { renderMail, type MailBlock, type MailFact, type RenderedMail } from './render';
import { reachUs } from './reachUs';
import { signature } from './signature';

/** A mail to the person who filled in the form. */
export interface ResidentMail extends RenderedMail {
  messageId: string;
}

/** The building and category of a report as its reporter may see them again: never the address they typed. */
export function reportFactsForResident(report: StoredReport): MailFact[] {
  return [
    {
      label: 'Gebouw',
      value: report.building
        ? `${report.building.name}, ${buildingAddress(report.building)}`
        : 'het adres dat u in het formulier invulde',
    },
    { label: 'Categorie', value: choiceLabel(defectCategoryChoices, report.category) },
  ];
}

/** The resident's private link to the report's timeline, in every mail about a report. */
export function followReport(statusPage: string): MailBlock[] {
  return [
    { kind: 'paragraph', text: 'Volg uw melding: op deze pagina ziet u op elk moment hoe ver ze staat.' },
    { kind: 'buttons', links: [{ label: 'Uw melding opvolgen', url: statusPage }], text: 'urls' },
  ];
}

const SUBJECTS = {
  report: 'Wij ontvingen uw melding',
  contact: 'Wij ontvingen uw bericht',
  quote: 'Wij ontvingen uw offerteaanvraag',
} as const;

/**
 * The acknowledgement the sender gets: the reference, for a report the building and the category, what happens next
 * (the writers' words, content/meldingen/bevestiging.json) and how to reach the firm. It repeats nothing the visitor
 * typed (no name, no text, not even a typed address), so the form cannot mail a third party someone else's words.
 */
export function composeAcknowledgement(
  record: MessageRecord,
  texts: { intro: string; nextSteps: readonly string[] },
  context: MailContext,
  statusPage?: string,
): ResidentMail {
  const reference = record.reference ?? `${record.id}`;
  const facts: MailFact[] = [
    { label: 'Referentienummer', value: reference },
    ...(record.kind === 'report' ? reportFactsForResident(record.data as StoredReport) : []),
    { label: 'Ontvangen op', value: formatDateTime(record.receivedAt) },
  ];
  const notice =
    'U krijgt deze e-mail omdat dit adres werd opgegeven in een formulier op onze website. Was u dat niet, dan mag u deze e-mail negeren.';
  const mail = renderMail({
    subject: `${SUBJECTS[record.kind]} (${reference})`,
    sections: [
      [{ kind: 'paragraph', text: 'Goedendag,' }],
      [{ kind: 'paragraph', text: texts.intro }],
      [{ kind: 'facts', rows: facts, compact: true }],
      [
        { kind: 'heading', text: 'Wat gebeurt er nu?' },
        { kind: 'orderedList', items: texts.nextSteps },
      ],
      ...(statusPage ? [followReport(statusPage)] : []),
      reachUs(context.siteUrl, { report: record.kind === 'report' }),
      [signature({ greeting: true, siteUrl: context.siteUrl })],
      [{ kind: 'smallPrint', lines: [notice] }],
    ],
  });
  return { ...mail, messageId: messageId([record.kind, 'ack', record.id, record.receivedAt], context.mailFrom) };
}
