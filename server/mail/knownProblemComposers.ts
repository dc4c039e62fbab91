import { firm } from '../../src/config/firm';
import type { StoredReport } from '../../src/lib/forms/messageKinds';
import { activeFollower, type ActiveFollower } from '../store/problemFollowers';
import type { Audience, MessageRecord } from '../store/outboxQueue';
import { toSender, toStaff, type Composer, type MailSettings, type MailSources } from './composer';
import { messageId } from './formats';
import {
  buildingUpdateMail,
  followConfirmMail,
  followerStatusMail,
  mergedAdditionMail,
  mergedReporterMail,
  unsubscribeHeaders,
} from './knownProblemMails';
import { renderLoopMail } from './repairLoopMails';

/** A mail to a follower: from the firm, replies to the office, with RFC 8058's one-click unsubscribe. */
function toFollower(
  follower: ActiveFollower,
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

/** The follower a row is for, while they still follow; null otherwise. */
const recipient = (record: MessageRecord, sources: MailSources) =>
  activeFollower(sources.knownProblems.follower(record.followerId));

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

/** One defect, one report: the follower's mails, staff's word to the building, a merged duplicate. */
export const knownProblemComposers = {
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
    const follower = recipient(record, sources);
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
    const follower = recipient(record, sources);
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
    const follower = record.followerId ? recipient(record, sources) : null;
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
} satisfies Partial<Record<Audience, Composer>>;
