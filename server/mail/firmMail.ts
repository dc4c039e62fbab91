import {
  buildingPartChoices,
  defectCategoryChoices,
  reporterRoleChoices,
} from '../../src/lib/forms/defectReportSchema';
import type { StoredReport } from '../../src/lib/forms/messageKinds';
import { buildingTypeChoices, currentSyndicChoices, desiredStartChoices } from '../../src/lib/forms/quoteRequestSchema';
import { choiceLabel } from '../../src/lib/choices';
import { buildingAddress } from '../../src/lib/reports/reportBuildings';
import type { MessageRecord } from '../store/outboxQueue';
import { formatDateTime, messageId, oneLine, type MailContext } from './formats';
import { renderMail, type MailBlock, type MailFact, type MailLink, type RenderedMail } from './render';
import { similarReportsBlocks, type SimilarReportLink } from './knownProblemMails';
import { signature } from './signature';

/** What a report's e-mails link to: the status buttons for the firm, the resident's private status page. */
export interface ReportMailLinks {
  /** One per status the report can move to, each a signed link to the confirmation page. */
  statusChanges: readonly MailLink[];
  /** The resident's private link to /melden/status. */
  statusPage: string;
  /** Staff's button to send the report on to a contractor (null once the report is gone). */
  sendOn: string | null;
  /** The open reports of the same building and category, each with the button to merge this one into it. */
  similarReports?: readonly SimilarReportLink[];
}

export interface FirmMail extends RenderedMail {
  /**
   * The visitor, for a contact or quote message: the firm answers by replying. null for a report: its mail carries keys
   * (status and send-on buttons) that a reply or a forward must not hand to the resident; a mailto button starts a
   * fresh mail to them instead.
   */
  replyTo: { name: string; address: string } | null;
  messageId: string;
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

/** The mail's heading, its subject, the short facts and the long text the visitor wrote. */
function contentOf(record: MessageRecord): { heading: string; subject: string; facts: MailFact[]; long: MailFact } {
  if (record.kind === 'report') {
    const d = record.data as StoredReport;
    const category = choiceLabel(defectCategoryChoices, d.category);
    const where = d.building ? d.building.name : (d.municipality ?? '');
    return {
      heading: 'Nieuwe melding van een defect via de website',
      subject: `Melding ${record.reference ?? ''}: ${category}, ${where}`,
      facts: [
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
      ],
      long: { label: 'Beschrijving', value: d.description },
    };
  }
  if (record.kind === 'contact') {
    const d = record.data as Extract<MessageRecord['data'], { message: string }>;
    return {
      heading: 'Nieuw contactbericht via de website',
      subject: withReference(`Contactbericht van ${d.name}`, record),
      facts: [
        { label: 'Naam', value: d.name },
        { label: 'E-mail', value: d.email },
        { label: 'Telefoon', value: d.phone },
      ],
      long: { label: 'Bericht', value: d.message },
    };
  }
  const d = record.data as Extract<MessageRecord['data'], { buildingType: string }>;
  return {
    heading: 'Nieuwe aanvraag voor een vrijblijvende offerte via de website',
    subject: withReference(`Offerteaanvraag van ${d.name}`, record),
    facts: [
      { label: 'Soort gebouw', value: choiceLabel(buildingTypeChoices, d.buildingType) },
      { label: 'Aantal eenheden', value: String(d.unitCount) },
      { label: 'Gemeente of adres', value: d.location },
      { label: 'Huidige syndicus', value: choiceLabel(currentSyndicChoices, d.currentSyndic) },
      { label: 'Gewenste start', value: choiceLabel(desiredStartChoices, d.desiredStart) },
      { label: 'Naam', value: d.name },
      { label: 'E-mail', value: d.email },
      { label: 'Telefoon', value: d.phone },
    ],
    long: { label: 'Opmerkingen', value: d.remarks || '(geen)' },
  };
}

/** A fresh mail to the resident, with the reference in its subject: nothing of the firm's mail goes along. */
function replyToReporter(record: MessageRecord): MailLink {
  const subject = `Uw melding ${record.reference ?? ''}`.trim();
  return { label: 'Antwoorden aan de melder', url: `mailto:${record.data.email}?${new URLSearchParams({ subject })}` };
}

const SEND_ON_INTRO =
  'Doorsturen naar een aannemer: u kiest de aannemer op de site; die krijgt de melding zonder de gegevens van de melder, tenzij de melder dat toeliet.';
const REPORT_FOOTER =
  'De afzender heeft het privacybeleid aanvaard. Deze e-mail bevat knoppen die enkel voor u bedoeld zijn: stuur hem niet door en antwoord de melder met de knop ‘Antwoorden aan de melder’.';

const STATUS_INTRO =
  'Status wijzigen (de bewoner krijgt telkens een e-mail; u bevestigt eerst op de site en kunt een nota voor de bewoner toevoegen):';

/**
 * The e-mail the firm receives for a message: everything the visitor sent; for a report the status buttons, the
 * button to send it on and a mailto to answer the resident; Reply-To the visitor for a message without keys.
 */
export function composeFirmMail(record: MessageRecord, context: MailContext, links?: ReportMailLinks): FirmMail {
  const { heading, subject, facts, long } = contentOf(record);
  const statusChanges = links?.statusChanges ?? [];
  const received = `Ontvangen op ${formatDateTime(record.receivedAt)} (bericht nr. ${record.id}${record.reference ? `, referentie ${record.reference}` : ''}).`;
  const isReport = record.kind === 'report';
  const footer = isReport
    ? REPORT_FOOTER
    : 'De afzender heeft het privacybeleid aanvaard. Antwoord op deze e-mail om de afzender te antwoorden.';
  const receipt: MailBlock = { kind: 'smallPrint', lines: [received, footer], setApart: true };
  // The part after what the visitor sent stands two lines apart in the text, as it has room above it in the HTML.
  const afterContent: MailBlock[][] = statusChanges.length
    ? [
        [
          { kind: 'blankLine' },
          { kind: 'heading', text: 'Status', htmlOnly: true },
          { kind: 'paragraph', text: STATUS_INTRO, spaceAfter: 8 },
          { kind: 'buttons', links: statusChanges, text: 'list' },
        ],
        ...(links?.sendOn
          ? [
              [
                { kind: 'paragraph', text: SEND_ON_INTRO, spaceAfter: 8 },
                {
                  kind: 'buttons',
                  links: [{ label: 'Doorsturen naar een aannemer', url: links.sendOn }],
                  text: 'list',
                },
              ] satisfies MailBlock[],
            ]
          : []),
        ...(links?.similarReports?.length ? [similarReportsBlocks(links.similarReports)] : []),
        ...(isReport
          ? [[{ kind: 'buttons', links: [replyToReporter(record)], text: 'list' }] satisfies MailBlock[]]
          : []),
        [receipt],
      ]
    : [[{ kind: 'blankLine' }, receipt]];
  const mail = renderMail({
    subject,
    sections: [
      [{ kind: 'title', text: heading }],
      [{ kind: 'facts', rows: facts }],
      [{ kind: 'textBlock', heading: long.label, text: long.value }],
      ...afterContent,
      [signature({ greeting: false, siteUrl: context.siteUrl })],
    ],
  });
  return {
    ...mail,
    replyTo: isReport ? null : { name: oneLine(record.data.name), address: record.data.email },
    messageId: messageId([record.kind, record.id, record.receivedAt], context.mailFrom),
  };
}
