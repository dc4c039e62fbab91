import { firm } from '../../src/config/firm';
import type { MessagesConfig } from '../config';
import type { ContractorJob, JobEvent } from '../store/contractorJobs';
import type { Follower } from '../store/problemFollowers';
import type { MessageRecord } from '../store/outboxQueue';
import type { ResidentMail } from './acknowledgementMail';
import type { ReportMailLinks } from './firmMail';
import { followerFact, type UnsubscribeLinks } from './knownProblemMails';
import type { LoopMail } from './repairLoopMails';
import type { OutgoingMail } from './smtpTransport';
import type { StatusUpdate } from './statusMail';

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
  /** One defect, one report: followers, their links, the problem's public name, staff's words to the building. */
  knownProblems: {
    follower(id: number): Follower | null;
    /** Staff's public title, or the category and the building's name; null once the report is gone. */
    title(reference: string): string | null;
    /** The building's name ('' for an address the resident typed). */
    buildingName(reference: string): string;
    followConfirmUrl(follower: Follower, at: number): string;
    unsubscribe(follower: Follower): UnsubscribeLinks;
    buildingUpdate(id: number): { reference: string; text: string; at: number } | null;
    /** Confirmed followers of a report, for the staff's mails. */
    followers(reference: string): number;
    receivedAt(reference: string): number | null;
  };
}

export type MailSettings = Pick<MessagesConfig, 'mailFrom' | 'mailTo' | 'siteUrl'>;

/** The e-mail of one stored message for its audience; null when there is nothing to tell any more. */
export type Composer = (record: MessageRecord, config: MailSettings, sources: MailSources) => OutgoingMail | null;

export const reportLinksOf = (record: MessageRecord, sources: MailSources) =>
  record.kind === 'report' && record.reference ? sources.reportLinks(record.reference) : undefined;

/**
 * A mail to the person who filled in the form; replies reach the office (for a report, the building's manager), not
 * the website's sending address.
 */
export function toSender(record: MessageRecord, config: MailSettings, mail: ResidentMail, date: number): OutgoingMail {
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

export const managerOf = (record: MessageRecord, config: MailSettings) =>
  typeof record.meta.managerEmail === 'string' ? record.meta.managerEmail : config.mailTo;

/**
 * A mail of the repair loop to staff (the building's manager or the office). It carries a key (send on), so no
 * Reply-To to anyone outside the firm: a reply reaches the office.
 */
export function toStaff(
  record: MessageRecord,
  config: MailSettings,
  mail: { subject: string; text: string; html: string },
) {
  return {
    from: { name: `Website ${firm.name}`, address: config.mailFrom },
    to: managerOf(record, config),
    replyTo: config.mailTo,
    ...mail,
  };
}

/** The staff's mails name how many follow the report. */
export const withFollowers = (mail: LoopMail, followers: number): LoopMail => ({
  ...mail,
  facts: [...mail.facts, followerFact(followers)],
});
