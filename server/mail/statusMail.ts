import type { StoredReport } from '../../src/lib/forms/messageKinds';
import type { StatusStep } from '../../src/lib/reports/reportStatus';
import type { MessageRecord } from '../store/outboxQueue';
import { followReport, reportFactsForResident, type ResidentMail } from './acknowledgementMail';
import { formatDateTime, formatPlannedDate, messageId, type MailContext } from './formats';
import { renderMail, type MailBlock, type MailFact } from './render';
import { reachUs } from './reachUs';
import { signature } from './signature';

/**
 * A status change as the reporter's e-mail tells it: the step as the timeline shows it (the firm's words, the date,
 * the note: with channel 'resident' the resident's own explanation), and whether it closed the report.
 */
export interface StatusUpdate extends StatusStep {
  closed: boolean;
}

/**
 * The reporter's e-mail about a status change: the reference, the building, the new status in the firm's words, the
 * planned date and the staff's note when given, and the private link to the timeline. Like the acknowledgement it
 * repeats nothing the visitor typed.
 */
export function composeStatusMail(
  record: MessageRecord,
  update: StatusUpdate,
  statusPage: string,
  context: MailContext,
  /** For *uitgevoerd*: the question whether it is solved, with its two answers. */
  question: MailBlock[] = [],
): ResidentMail {
  const reference = record.reference ?? `${record.id}`;
  const facts: MailFact[] = [
    { label: 'Referentienummer', value: reference },
    ...reportFactsForResident(record.data as StoredReport),
    { label: 'Nieuwe status', value: update.label },
    { label: 'Sinds', value: formatDateTime(update.at) },
  ];
  if (update.plannedDate)
    facts.push({
      label: 'Geplande datum',
      value: `${formatPlannedDate(update.plannedDate)}${update.plannedWindow ? `, ${update.plannedWindow}` : ''}`,
    });
  const noteHeading = update.channel === 'resident' ? 'Uw toelichting' : 'Bericht van de beheerder';
  const note: MailBlock[][] = update.note ? [[{ kind: 'textBlock', heading: noteHeading, text: update.note }]] : [];
  const mail = renderMail({
    subject: `Uw melding ${reference}: ${update.label}`,
    sections: [
      [{ kind: 'paragraph', text: 'Goedendag,' }],
      [
        { kind: 'paragraph', text: ['De status van uw melding is gewijzigd: ', { strong: update.label }, '.'] },
        { kind: 'paragraph', text: update.explanation },
      ],
      [{ kind: 'facts', rows: facts, compact: true }],
      ...note,
      ...(question.length ? [question] : []),
      followReport(statusPage),
      reachUs(context.siteUrl, { report: true }),
      [signature({ greeting: true, siteUrl: context.siteUrl })],
    ],
  });
  return { ...mail, messageId: messageId(['report-status', record.id, record.eventId], context.mailFrom) };
}
