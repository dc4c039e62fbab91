import { firm } from '../../src/config/firm';
import type { MessagesConfig } from '../config';
import type { Audience, MessageRecord } from '../store/outboxQueue';
import { composeAcknowledgement, type ResidentMail } from './acknowledgementMail';
import { composeFirmMail, type ReportMailLinks } from './firmMail';
import type { MailTransport, OutgoingMail } from './smtpTransport';
import { composeStatusMail, type StatusUpdate } from './statusMail';

/**
 * What a delivery needs besides the row: the photos of a report, the writers' acknowledgement texts, a report's links
 * (status buttons, the resident's status page) and the status change a reporter's mail is about.
 */
export interface MailSources {
  photosOf(reference: string): Array<{ filename: string; content: Buffer; contentType: string }>;
  acknowledgement(kind: MessageRecord['kind']): { intro: string; nextSteps: readonly string[] };
  reportLinks(reference: string): ReportMailLinks;
  /** null when the step is gone (the report was deleted): the mail is then not sent. */
  statusUpdate(eventId: number): StatusUpdate | null;
}

type MailSettings = Pick<MessagesConfig, 'mailFrom' | 'mailTo'>;

/** The e-mail of one stored message for its audience; null when there is nothing to tell any more. */
type Composer = (record: MessageRecord, config: MailSettings, sources: MailSources) => OutgoingMail | null;

const reportLinksOf = (record: MessageRecord, sources: MailSources) =>
  record.kind === 'report' && record.reference ? sources.reportLinks(record.reference) : undefined;

/** A mail to the person who filled in the form; replies reach the office, not the website's sending address. */
function toSender(record: MessageRecord, config: MailSettings, mail: ResidentMail, date: number): OutgoingMail {
  return {
    from: { name: firm.name, address: config.mailFrom },
    to: record.data.email,
    replyTo: config.mailTo,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    messageId: mail.messageId,
    date: new Date(date),
  };
}

/** Per audience, its mail: adding an audience is adding its composer here. */
const composers: Record<Audience, Composer> = {
  /** The firm's copy, to the building's manager when it has one, with the report's photos; Reply-To the visitor. */
  staff(record, config, sources) {
    const email = composeFirmMail(record, config.mailFrom, reportLinksOf(record, sources));
    const managerEmail = typeof record.meta.managerEmail === 'string' ? record.meta.managerEmail : null;
    return {
      from: { name: `Website ${firm.name}`, address: config.mailFrom },
      to: managerEmail ?? config.mailTo,
      attachments: record.kind === 'report' && record.reference ? sources.photosOf(record.reference) : [],
      replyTo: email.replyTo,
      subject: email.subject,
      text: email.text,
      html: email.html,
      messageId: email.messageId,
      date: new Date(record.receivedAt),
    };
  },
  sender(record, config, sources) {
    const texts = sources.acknowledgement(record.kind);
    const statusPage = reportLinksOf(record, sources)?.statusPage;
    return toSender(
      record,
      config,
      composeAcknowledgement(record, texts, config.mailFrom, statusPage),
      record.receivedAt,
    );
  },
  status(record, config, sources) {
    const update = sources.statusUpdate(record.eventId);
    const links = reportLinksOf(record, sources);
    // The report was deleted meanwhile: nothing to tell any more.
    if (!update || !links) return null;
    return toSender(record, config, composeStatusMail(record, update, links.statusPage, config.mailFrom), update.at);
  },
};

/** Hands one stored message to its audience's mailbox; resolves only once the SMTP server accepted it. */
export interface MessageDelivery {
  deliver(record: MessageRecord): Promise<void>;
}

/** Delivery by e-mail: the composer of the record's audience, then the transport. */
export function createMessageDelivery(
  config: MailSettings,
  transport: MailTransport,
  sources: MailSources,
): MessageDelivery {
  return {
    async deliver(record) {
      const mail = composers[record.audience](record, config, sources);
      if (mail) await transport.send(mail);
    },
  };
}
