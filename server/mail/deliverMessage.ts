import { firm } from '../../src/config/firm';
import type { MessagesConfig } from '../config';
import type { StoredReport } from '../../src/lib/messages/messageKinds';
import { centralOffice } from '../../src/lib/offices';
import type { ContractorJob, JobEvent } from '../store/contractorJobs';
import type { Audience, MessageRecord } from '../store/outboxQueue';
import { composeAcknowledgement, type ResidentMail } from './acknowledgementMail';
import { composeFirmMail, type ReportMailLinks } from './firmMail';
import { messageId } from './formats';
import type { MailTransport, OutgoingMail } from './smtpTransport';
import {
  confirmationQuestion,
  contractorMail,
  renderLoopMail,
  residentNotSolvedMail,
  staffJobMail,
} from './repairLoopMails';
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
  /** The repair loop's steps, links and photos. */
  loop: {
    /** A job's step and the job; null when gone (the report was purged). */
    jobStep(eventId: number): { job: ContractorJob; event: JobEvent } | null;
    contractorJobUrl(job: ContractorJob): string;
    sendOnUrl(reference: string): string | null;
    confirmationUrl(reference: string, eventId: number, at: number, answer: 'ja' | 'nee'): string | null;
    jobPhotos(jobId: number): Array<{ filename: string; content: Buffer; contentType: string }>;
  };
}

type MailSettings = Pick<MessagesConfig, 'mailFrom' | 'mailTo' | 'siteUrl'>;

/** The e-mail of one stored message for its audience; null when there is nothing to tell any more. */
type Composer = (record: MessageRecord, config: MailSettings, sources: MailSources) => OutgoingMail | null;

const reportLinksOf = (record: MessageRecord, sources: MailSources) =>
  record.kind === 'report' && record.reference ? sources.reportLinks(record.reference) : undefined;

/**
 * A mail to the person who filled in the form; replies reach the office (for a report, the building's manager), not
 * the website's sending address.
 */
function toSender(record: MessageRecord, config: MailSettings, mail: ResidentMail, date: number): OutgoingMail {
  return {
    from: { name: firm.name, address: config.mailFrom },
    to: record.data.email,
    replyTo: record.kind === 'report' ? managerOf(record, config) : config.mailTo,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    messageId: mail.messageId,
    date: new Date(date),
  };
}

const managerOf = (record: MessageRecord, config: MailSettings) =>
  typeof record.meta.managerEmail === 'string' ? record.meta.managerEmail : config.mailTo;

/**
 * A mail of the repair loop to staff (the building's manager or the office). It carries a key (send on), so no
 * Reply-To to anyone outside the firm: a reply reaches the office.
 */
function toStaff(record: MessageRecord, config: MailSettings, mail: { subject: string; text: string; html: string }) {
  return {
    from: { name: `Website ${firm.name}`, address: config.mailFrom },
    to: managerOf(record, config),
    replyTo: config.mailTo,
    ...mail,
  };
}

/** Per audience, its mail: adding an audience is adding its composer here. */
const composers: Record<Audience, Composer> = {
  /** The firm's copy, to the building's manager when it has one, with the report's photos; Reply-To the visitor. */
  staff(record, config, sources) {
    const email = composeFirmMail(record, config, reportLinksOf(record, sources));
    const managerEmail = typeof record.meta.managerEmail === 'string' ? record.meta.managerEmail : null;
    return {
      from: { name: `Website ${firm.name}`, address: config.mailFrom },
      to: managerEmail ?? config.mailTo,
      attachments: record.kind === 'report' && record.reference ? sources.photosOf(record.reference) : [],
      replyTo: email.replyTo ?? config.mailTo,
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
    return toSender(record, config, composeAcknowledgement(record, texts, config, statusPage), record.receivedAt);
  },
  status(record, config, sources) {
    const update = sources.statusUpdate(record.eventId);
    const links = reportLinksOf(record, sources);
    // The report was deleted meanwhile: nothing to tell any more.
    if (!update || !links || !record.reference) return null;
    const reference = record.reference;
    const question =
      update.status === 'uitgevoerd'
        ? confirmationQuestion((answer) => sources.loop.confirmationUrl(reference, record.eventId, update.at, answer))
        : [];
    const mail = composeStatusMail(record, update, links.statusPage, config, question);
    return toSender(record, config, mail, update.at);
  },
  /** The contractor's mails: the job (with the resident's photos), that it lapsed, the reminders. */
  contractor(record, config, sources) {
    const step = sources.loop.jobStep(record.eventId);
    if (!step || !record.reference) return null;
    const { job, event } = step;
    const mail = renderLoopMail(
      contractorMail({
        reference: record.reference,
        report: record.data as StoredReport,
        job,
        event,
        jobUrl: sources.loop.contractorJobUrl(job),
        firmPhone: centralOffice.phoneNumber.display,
      }),
      config.siteUrl,
    );
    return {
      from: { name: firm.name, address: config.mailFrom },
      to: job.contractor.email,
      // Questions go to the building's manager, never to the resident.
      replyTo: managerOf(record, config),
      ...mail,
      attachments: event.kind === 'sent' ? sources.photosOf(record.reference) : [],
      messageId: messageId(['job', job.id, event.id], config.mailFrom),
      date: new Date(event.at),
    };
  },
  /** Staff's mails about a job: declined, done (with the contractor's photos), the reminders. */
  'staff-job'(record, config, sources) {
    const step = sources.loop.jobStep(record.eventId);
    if (!step || !record.reference) return null;
    const { job, event } = step;
    const mail = renderLoopMail(
      staffJobMail({
        reference: record.reference,
        report: record.data as StoredReport,
        job,
        event,
        sendOnUrl: sources.loop.sendOnUrl(record.reference) ?? '',
      }),
      config.siteUrl,
    );
    return {
      ...toStaff(record, config, mail),
      attachments: event.kind === 'done' ? sources.loop.jobPhotos(job.id) : [],
      messageId: messageId(['job-staff', job.id, event.id], config.mailFrom),
      date: new Date(event.at),
    };
  },
  /** Staff's mail when the resident answers that the problem is not solved. */
  'staff-status'(record, config, sources) {
    const update = sources.statusUpdate(record.eventId);
    if (!update || !record.reference) return null;
    const mail = renderLoopMail(
      residentNotSolvedMail({
        reference: record.reference,
        report: record.data as StoredReport,
        explanation: update.note ?? '',
        sendOnUrl: sources.loop.sendOnUrl(record.reference) ?? '',
      }),
      config.siteUrl,
    );
    return {
      ...toStaff(record, config, mail),
      messageId: messageId(['report-answer', record.id, record.eventId], config.mailFrom),
      date: new Date(update.at),
    };
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
