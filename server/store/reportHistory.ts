import crypto from 'node:crypto';
import type Database from 'better-sqlite3';
import { CLOSED_STATUSES, isStepBack, type ReportStatus, type StatusChannel } from '../../src/lib/reports/reportStatus';
import { toMessageRecord, type MessageRecord, type MessageRow } from './outboxQueue';

const randomNonce = () => crypto.randomBytes(16).toString('hex');

/** One step of a report's history. */
export interface StatusEvent {
  id: number;
  reference: string;
  status: ReportStatus;
  at: number;
  channel: StatusChannel;
  /** 'YYYY-MM-DD' with *herstelling-gepland*. */
  plannedDate: string | null;
  /** The time of day the contractor gave with the date, if any. */
  plannedWindow: string | null;
  /** What the staff wrote to the resident; with channel 'resident', the resident's own explanation. */
  note: string | null;
}

/** A report's current state. */
export interface ReportState {
  reference: string;
  status: ReportStatus;
  receivedAt: number;
  updatedAt: number;
  closedAt: number | null;
}

/** A move of a report to another status, from the site's link or the staff command. */
export interface StatusChange {
  reference: string;
  status: ReportStatus;
  channel: StatusChannel;
  note?: string | null;
  plannedDate?: string | null;
  plannedWindow?: string | null;
  /** The signed link it came from: a link works once. */
  linkId?: string | null;
  /** Queue the status mail to the reporter. */
  notifyReporter: boolean;
}

/** What a status change did: changed (with the new step), or why nothing changed. */
export type StatusChangeResult =
  | { changed: true; event: StatusEvent }
  | { changed: false; reason: 'unknown' | 'closed' | 'unchanged' | 'link-used' | 'step-back' };

interface EventRow {
  id: number;
  reference: string;
  status: ReportStatus;
  at: number;
  channel: StatusChannel;
  planned_date: string | null;
  planned_window: string | null;
  note: string | null;
}

/** A row of the reports table as SQLite returns it. */
export interface ReportRow {
  reference: string;
  status: ReportStatus;
  received_at: number;
  updated_at: number;
  closed_at: number | null;
}

export function toReportState(row: ReportRow): ReportState {
  return {
    reference: row.reference,
    status: row.status,
    receivedAt: row.received_at,
    updatedAt: row.updated_at,
    closedAt: row.closed_at,
  };
}

function toEvent(row: EventRow): StatusEvent {
  return {
    id: row.id,
    reference: row.reference,
    status: row.status,
    at: row.at,
    channel: row.channel,
    plannedDate: row.planned_date,
    plannedWindow: row.planned_window,
    note: row.note,
  };
}

/** What else a report's history sets going: the tables that live and die with a report. */
export interface ReportHistoryHooks {
  /** What else goes with a purged report (its contractors' jobs, its followers). */
  forget?: (reference: string) => void;
  /** A step was taken, inside its transaction (its followers' mails are queued with it). */
  stepTaken?: (reference: string, eventId: number, now: number) => void;
}

/** What a report is filed under: its building (null for a typed address) and its category. */
export interface ReportFiling {
  buildingCode: string | null;
  category: string;
}

/** The reports' states and histories: what a status change writes, what the status pages and the mails read. */
export class ReportHistory {
  private readonly statements;

  constructor(
    private readonly db: Database.Database,
    private readonly hooks: ReportHistoryHooks = {},
  ) {
    this.statements = {
      insertReport: db.prepare<[string, string, number, number, string, string | null, string]>(
        'INSERT INTO reports (reference, status, received_at, updated_at, link_nonce, building_code, category) VALUES (?, ?, ?, ?, ?, ?, ?)',
      ),
      setMergedInto: db.prepare<[string, string]>('UPDATE reports SET merged_into = ? WHERE reference = ?'),
      mergedInto: db.prepare<[string], { merged_into: string | null }>(
        'SELECT merged_into FROM reports WHERE reference = ?',
      ),
      nonce: db.prepare<[string], { link_nonce: string | null }>('SELECT link_nonce FROM reports WHERE reference = ?'),
      setNonce: db.prepare<[string, string]>('UPDATE reports SET link_nonce = ? WHERE reference = ?'),
      report: db.prepare<[string], ReportRow>('SELECT * FROM reports WHERE reference = ?'),
      openSince: db.prepare<[number], ReportRow>(
        'SELECT * FROM reports WHERE closed_at IS NULL AND received_at < ? ORDER BY received_at',
      ),
      updateReport: db.prepare<[string, number, number | null, string]>(
        'UPDATE reports SET status = ?, updated_at = ?, closed_at = ? WHERE reference = ?',
      ),
      insertEvent: db.prepare<
        [string, string, number, StatusChannel, string | null, string | null, string | null, string | null]
      >(
        'INSERT INTO status_history (reference, status, at, channel, planned_date, note, link_id, planned_window) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
      ),
      linkUsed: db.prepare<[string], { id: number }>('SELECT id FROM status_history WHERE link_id = ?'),
      history: db.prepare<[string], EventRow>('SELECT * FROM status_history WHERE reference = ? ORDER BY id'),
      event: db.prepare<[number], EventRow>('SELECT * FROM status_history WHERE id = ?'),
      staffMessage: db.prepare<[string], MessageRow>(
        "SELECT * FROM messages WHERE reference = ? AND audience = 'staff'",
      ),
      // The report's own meta rides along (the building's manager, whom a reply reaches).
      insertStatusMail: db.prepare<[string, string, number, number, string, number]>(
        "INSERT INTO messages (kind, payload, meta, received_at, next_attempt_at, reference, audience, event_id) VALUES ('report', ?, ?, ?, ?, ?, 'status', ?)",
      ),
      closedBefore: db.prepare<[number], { reference: string }>(
        'SELECT reference FROM reports WHERE closed_at IS NOT NULL AND closed_at < ?',
      ),
      deleteMessages: db.prepare<[string]>('DELETE FROM messages WHERE reference = ?'),
      deleteHistory: db.prepare<[string]>('DELETE FROM status_history WHERE reference = ?'),
      deleteReport: db.prepare<[string]>('DELETE FROM reports WHERE reference = ?'),
    };
  }

  /** A report just received: its state and its first step, *ontvangen*. Part of the submission's transaction. */
  addReport(reference: string, filing: ReportFiling, now: number): void {
    this.statements.insertReport.run(
      reference,
      'ontvangen',
      now,
      now,
      randomNonce(),
      filing.buildingCode,
      filing.category,
    );
    this.statements.insertEvent.run(reference, 'ontvangen', now, 'site', null, null, null, null);
  }

  /**
   * The random value every link of a report is signed with (status buttons, the resident's page, the repair loop's
   * keys): a report that got the same reference after a restored backup has another, so no old link opens it; a
   * reopened report gets a new one, so no link from before revives. null: no such report.
   */
  linkNonce(reference: string): string | null {
    return this.statements.nonce.get(reference)?.link_nonce ?? null;
  }

  /** A report's current status; null when there is no such report (or it was deleted). */
  reportState(reference: string): ReportState | null {
    const row = this.statements.report.get(reference);
    return row ? toReportState(row) : null;
  }

  /** Open reports received before `time`, oldest first: the ones to flag to staff. */
  openReportsReceivedBefore(time: number): ReportState[] {
    return this.statements.openSince.all(time).map(toReportState);
  }

  /** The report a duplicate was merged into; null when it was not (or is gone). */
  mergedInto(reference: string): string | null {
    return this.statements.mergedInto.get(reference)?.merged_into ?? null;
  }

  /** Records that `duplicate` was merged into `original` (inside the merge's transaction). */
  setMergedInto(duplicate: string, original: string): void {
    this.statements.setMergedInto.run(original, duplicate);
  }

  /** What the resident sent with a report (the firm's copy); null once the report is gone. */
  reportMessage(reference: string): MessageRecord | null {
    const row = this.statements.staffMessage.get(reference);
    return row && row.kind === 'report' ? toMessageRecord(row) : null;
  }

  /** A report's history, oldest first. */
  statusHistory(reference: string): StatusEvent[] {
    return this.statements.history.all(reference).map(toEvent);
  }

  /** Whether a signed link already changed a status (it works once). */
  isLinkUsed(linkId: string): boolean {
    return !!this.statements.linkUsed.get(linkId);
  }

  statusEvent(id: number): StatusEvent | null {
    const row = this.statements.event.get(id);
    return row ? toEvent(row) : null;
  }

  /**
   * Moves a report to `status` in one transaction: the history step, the report's state and, when `notifyReporter`,
   * the status mail to the reporter (queued in the outbox, so a crash after the commit still sends it once). A link
   * works once. A closed report changes only by the staff command (which may reopen it); the same status twice is no
   * change, except a repair planned again.
   */
  changeStatus(change: StatusChange, now = Date.now()): StatusChangeResult {
    return this.db
      .transaction((): StatusChangeResult => {
        const { reference, status, channel } = change;
        if (change.linkId && this.statements.linkUsed.get(change.linkId))
          return { changed: false, reason: 'link-used' };
        const report = this.statements.report.get(reference);
        const message = this.statements.staffMessage.get(reference);
        if (!report || !message) return { changed: false, reason: 'unknown' };
        if (report.closed_at !== null && channel !== 'staff') return { changed: false, reason: 'closed' };
        if (report.status === status && status !== 'herstelling-gepland')
          return { changed: false, reason: 'unchanged' };
        // A staff link never moves a report back (the resident's 'not solved yet' and the staff command may).
        if (channel === 'link' && isStepBack(report.status, status)) return { changed: false, reason: 'step-back' };
        const planned = status === 'herstelling-gepland';
        const plannedDate = planned ? change.plannedDate || null : null;
        const result = this.statements.insertEvent.run(
          reference,
          status,
          now,
          channel,
          plannedDate,
          change.note || null,
          change.linkId ?? null,
          planned && plannedDate ? change.plannedWindow || null : null,
        );
        const eventId = Number(result.lastInsertRowid);
        // Reopened by staff: the links of before (buttons already mailed, the resident's page) stop working.
        if (report.closed_at !== null && !CLOSED_STATUSES.has(status))
          this.statements.setNonce.run(randomNonce(), reference);
        this.statements.updateReport.run(status, now, CLOSED_STATUSES.has(status) ? now : null, reference);
        if (change.notifyReporter)
          this.statements.insertStatusMail.run(message.payload, message.meta, now, now, reference, eventId);
        this.hooks.stepTaken?.(reference, eventId, now);
        return { changed: true, event: this.statusEvent(eventId)! };
      })
      .immediate();
  }

  /**
   * Deletes the reports closed before `before`, whatever became of their mails (a bounced acknowledgement keeps
   * nothing): their messages, history and state. Their photos become orphans: `PhotoRows.takeOrphanPhotos` hands them over.
   */
  purgeClosedReportsBefore(before: number): number {
    return this.db.transaction(() => {
      const references = this.statements.closedBefore.all(before).map((r) => r.reference);
      for (const reference of references) {
        this.statements.deleteMessages.run(reference);
        this.statements.deleteHistory.run(reference);
        this.statements.deleteReport.run(reference);
        this.hooks.forget?.(reference);
      }
      return references.length;
    })();
  }
}
