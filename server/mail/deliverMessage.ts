import { firm } from '../../src/config/firm';
import type { MessagesConfig } from '../config';
import type { StoredReport } from '../../src/lib/messages/messageKinds';
import { centralOffice } from '../../src/lib/offices';
import type { ContractorJob, JobEvent } from '../store/contractorJobs';
import type { Follower } from '../store/knownProblems';
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
  type LoopMail,
} from './repairLoopMails';
import { composeStatusMail, type StatusUpdate } from './statusMail';
import {
  buildingUpdateMail,
  followConfirmMail,
  followerFact,
  followerStatusMail,
  mergedAdditionMail,
  mergedReporterMail,
  unsubscribeHeaders,
  type UnsubscribeLinks,
} from './knownProblemMails';

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

/** A mail to a follower: from the firm, replies to the office, with RFC 8058's one-click unsubscribe. */
function toFollower(
  follower: Follower & { email: string },
  config: MailSettings,
  sources: MailSources,
  mail: { subject: string; text: string; html: string },
) {
  return {
    from: { name: firm.name, address: config.mailFrom },
    to: follower.email,
    replyTo: config.mailTo,
    ...mail,
    headers: unsubscribeHeaders(sources.knownProblems.unsubscribe(follower)),
  };
}

/** The follower a mail is for while they still follow (confirmed, address kept); null otherwise. */
function activeFollower(record: MessageRecord, sources: MailSources): (Follower & { email: string }) | null {
  const follower = sources.knownProblems.follower(record.followerId);
  return follower?.confirmedAt && follower.email ? { ...follower, email: follower.email } : null;
}

/** Staff's word to the building that a row names, rendered for `to`; null once it or the report is gone. */
function wordToBuilding(
  record: MessageRecord,
  config: MailSettings,
  sources: MailSources,
  to: Parameters<typeof buildingUpdateMail>[0]['to'],
) {
  const update = sources.knownProblems.buildingUpdate(record.eventId);
  const title = record.reference && sources.knownProblems.title(record.reference);
  if (!update || !title || !record.reference) return null;
  const mail = buildingUpdateMail({
    title,
    buildingName: sources.knownProblems.buildingName(record.reference),
    text: update.text,
    at: update.at,
    to,
  });
  return { mail: renderLoopMail(mail, config.siteUrl), at: update.at };
}

/** The staff's mails name how many follow the report. */
const withFollowers = (mail: LoopMail, followers: number): LoopMail => ({
  ...mail,
  facts: [...mail.facts, followerFact(followers)],
});

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
      withFollowers(
        staffJobMail({
          reference: record.reference,
          report: record.data as StoredReport,
          job,
          event,
          sendOnUrl: sources.loop.sendOnUrl(record.reference) ?? '',
        }),
        sources.knownProblems.followers(record.reference),
      ),
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
      withFollowers(
        residentNotSolvedMail({
          reference: record.reference,
          report: record.data as StoredReport,
          explanation: update.note ?? '',
          sendOnUrl: sources.loop.sendOnUrl(record.reference) ?? '',
        }),
        sources.knownProblems.followers(record.reference),
      ),
      config.siteUrl,
    );
    return {
      ...toStaff(record, config, mail),
      messageId: messageId(['report-answer', record.id, record.eventId], config.mailFrom),
      date: new Date(update.at),
    };
  },
  /** The link to confirm a follow request; none once confirmed or withdrawn. */
  'follow-confirm'(record, config, sources) {
    const follower = sources.knownProblems.follower(record.followerId);
    const title = record.reference && sources.knownProblems.title(record.reference);
    if (!follower?.email || follower.confirmedAt || !title || !record.reference) return null;
    const mail = renderLoopMail(
      followConfirmMail({
        title,
        buildingName: sources.knownProblems.buildingName(record.reference),
        confirmUrl: sources.knownProblems.followConfirmUrl(follower, record.receivedAt),
      }),
      config.siteUrl,
    );
    return {
      from: { name: firm.name, address: config.mailFrom },
      to: follower.email,
      replyTo: config.mailTo,
      ...mail,
      messageId: messageId(['follow', follower.id, record.id], config.mailFrom),
      date: new Date(record.receivedAt),
    };
  },
  /** A step of the followed report: the public title, the status in the firm's words, the planned date. */
  'follower-status'(record, config, sources) {
    const follower = activeFollower(record, sources);
    const update = sources.statusUpdate(record.eventId);
    const title = record.reference && sources.knownProblems.title(record.reference);
    if (!follower || !update || !title || !record.reference) return null;
    const links = sources.knownProblems.unsubscribe(follower);
    const mail = renderLoopMail(
      followerStatusMail({
        title,
        buildingName: sources.knownProblems.buildingName(record.reference),
        statusLabel: update.label,
        at: update.at,
        plannedDate: update.plannedDate,
        closed: update.closed,
        unsubscribePage: links.page,
      }),
      config.siteUrl,
    );
    return {
      ...toFollower(follower, config, sources, mail),
      messageId: messageId(['follower-status', record.id], config.mailFrom),
      date: new Date(update.at),
    };
  },
  /** Staff's word to the building, to a follower. */
  'follower-update'(record, config, sources) {
    const follower = activeFollower(record, sources);
    const word =
      follower &&
      wordToBuilding(record, config, sources, {
        follower: true,
        unsubscribePage: sources.knownProblems.unsubscribe(follower).page,
      });
    if (!follower || !word) return null;
    return {
      ...toFollower(follower, config, sources, word.mail),
      messageId: messageId(['follower-update', record.id], config.mailFrom),
      date: new Date(word.at),
    };
  },
  /** Staff's word to the building, to the reporter (their own report: its reference and their status page). */
  'building-update'(record, config, sources) {
    const word =
      record.reference && wordToBuilding(record, config, sources, { follower: false, reference: record.reference });
    if (!word) return null;
    const id = messageId(['building-update', record.id], config.mailFrom);
    return toSender(record, config, { ...word.mail, messageId: id }, word.at);
  },
  /** The reporter of a merged duplicate: closed, and following the report it repeated. */
  merged(record, config, sources) {
    const original = typeof record.meta.original === 'string' ? record.meta.original : null;
    const title = original && sources.knownProblems.title(original);
    if (!original || !title || !record.reference) return null;
    const follower = record.followerId ? activeFollower(record, sources) : null;
    const links = follower && sources.knownProblems.unsubscribe(follower);
    const mail = renderLoopMail(
      mergedReporterMail({
        reference: record.reference,
        title,
        buildingName: sources.knownProblems.buildingName(original),
        unsubscribePage: links?.page ?? null,
        reportedOriginal: !record.followerId,
      }),
      config.siteUrl,
    );
    const resident = toSender(
      record,
      config,
      { ...mail, messageId: messageId(['merged', record.id], config.mailFrom) },
      record.receivedAt,
    );
    return links ? { ...resident, headers: unsubscribeHeaders(links) } : resident;
  },
  /** The original report's staff: the duplicate's description, its photos attached. */
  'staff-merge'(record, config, sources) {
    const duplicate = typeof record.meta.duplicate === 'string' ? record.meta.duplicate : null;
    if (!duplicate || !record.reference) return null;
    const mail = renderLoopMail(
      mergedAdditionMail({
        original: record.reference,
        duplicate,
        report: record.data as StoredReport,
        receivedAt: sources.knownProblems.receivedAt(duplicate) ?? record.receivedAt,
        followers: sources.knownProblems.followers(record.reference),
      }),
      config.siteUrl,
    );
    return {
      ...toStaff(record, config, mail),
      attachments: sources.photosOf(duplicate),
      messageId: messageId(['merge', record.id], config.mailFrom),
      date: new Date(record.receivedAt),
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
