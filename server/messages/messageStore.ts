import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { MessageKind, StoredMessage } from '../../src/lib/messages/messageKinds';
import { formatReference, referencePrefixes } from '../../src/lib/messages/references';
import { CLOSED_STATUSES, type ReportStatus, type StatusChannel } from '../../src/lib/messages/reportStatus';

/**
 * Who an e-mail of a message goes to: the firm (or the building's manager), the sender's acknowledgement, or the
 * reporter's mail about a status change of a report.
 */
export type Audience = 'staff' | 'sender' | 'status';

/** A photo of a report as stored: a file in the photo folder (its name on the resident's device is not kept). */
export interface StoredPhoto {
  file: string;
  contentType: string;
  bytes: number;
}

/** One step of a report's history. */
export interface StatusEvent {
  id: number;
  reference: string;
  status: ReportStatus;
  at: number;
  channel: StatusChannel;
  /** 'YYYY-MM-DD' with *herstelling-gepland*. */
  plannedDate: string | null;
  /** What the staff wrote to the resident. */
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

/** What a status change did: changed (with the new step), or why nothing changed. */
export type StatusChangeResult =
  { changed: true; event: StatusEvent } | { changed: false; reason: 'unknown' | 'closed' | 'unchanged' | 'link-used' };

/** One row of the message table, as the outbox and `npm run messages` see it. */
export interface MessageRecord {
  id: number;
  kind: MessageKind;
  data: StoredMessage['data'];
  /** Extra facts about how the message arrived, e.g. the reCAPTCHA score; never shown to the visitor. */
  meta: Record<string, unknown>;
  receivedAt: number;
  attempts: number;
  nextAttemptAt: number;
  lastError: string | null;
  deliveredAt: number | null;
  /** When the mail server refused it for good (an SMTP 5xx): kept, never retried, shown to the staff. */
  rejectedAt: number | null;
  /** The reference the visitor got ('M-2026-00123'); null for messages stored before references existed. */
  reference: string | null;
  audience: Audience;
  /** With audience 'status': the history step the mail is about. */
  eventId: number;
}

/** What /api/health reports of the messages not yet e-mailed. */
export interface OutboxStatus {
  undelivered: number;
  /** Received time of the oldest undelivered message; null when every message went out. */
  oldestReceivedAt: number | null;
}

interface MessageRow {
  id: number;
  kind: MessageKind;
  payload: string;
  meta: string;
  received_at: number;
  attempts: number;
  next_attempt_at: number;
  claimed_until: number | null;
  last_error: string | null;
  delivered_at: number | null;
  rejected_at: number | null;
  reference: string | null;
  audience: Audience;
  event_id: number;
}

interface PhotoRow {
  file: string;
  content_type: string;
  bytes: number;
}

interface EventRow {
  id: number;
  reference: string;
  status: ReportStatus;
  at: number;
  channel: StatusChannel;
  planned_date: string | null;
  note: string | null;
}

interface ReportRow {
  reference: string;
  status: ReportStatus;
  received_at: number;
  updated_at: number;
  closed_at: number | null;
}

export const DATABASE_FILE = 'messages.sqlite';

export const SCHEMA_VERSION = 4;

/** The schema, one step per version (PRAGMA user_version); exported so a test can build an older database. */
export const SCHEMA_MIGRATIONS: Readonly<Record<number, string>> = {
  1: `
    CREATE TABLE messages (
      id              INTEGER PRIMARY KEY AUTOINCREMENT,
      kind            TEXT    NOT NULL CHECK (kind IN ('contact', 'quote')),
      payload         TEXT    NOT NULL,
      meta            TEXT    NOT NULL DEFAULT '{}',
      received_at     INTEGER NOT NULL,
      attempts        INTEGER NOT NULL DEFAULT 0,
      next_attempt_at INTEGER NOT NULL,
      claimed_until   INTEGER,
      last_error      TEXT,
      delivered_at    INTEGER
    );
    CREATE INDEX messages_undelivered ON messages (next_attempt_at) WHERE delivered_at IS NULL;
  `,
  2: `ALTER TABLE messages ADD COLUMN rejected_at INTEGER;`,
  // Defect reports, references and acknowledgements: SQLite cannot widen a CHECK, so the table is rebuilt.
  3: `
    CREATE TABLE messages_v3 (
      id              INTEGER PRIMARY KEY AUTOINCREMENT,
      kind            TEXT    NOT NULL CHECK (kind IN ('contact', 'quote', 'report')),
      payload         TEXT    NOT NULL,
      meta            TEXT    NOT NULL DEFAULT '{}',
      received_at     INTEGER NOT NULL,
      attempts        INTEGER NOT NULL DEFAULT 0,
      next_attempt_at INTEGER NOT NULL,
      claimed_until   INTEGER,
      last_error      TEXT,
      delivered_at    INTEGER,
      rejected_at     INTEGER,
      reference       TEXT,
      audience        TEXT    NOT NULL DEFAULT 'staff' CHECK (audience IN ('staff', 'sender')),
      UNIQUE (reference, audience)
    );
    INSERT INTO messages_v3 (id, kind, payload, meta, received_at, attempts, next_attempt_at, claimed_until,
                             last_error, delivered_at, rejected_at)
      SELECT id, kind, payload, meta, received_at, attempts, next_attempt_at, claimed_until,
             last_error, delivered_at, rejected_at FROM messages;
    DROP TABLE messages;
    ALTER TABLE messages_v3 RENAME TO messages;
    CREATE INDEX messages_undelivered ON messages (next_attempt_at) WHERE delivered_at IS NULL;
    CREATE TABLE reference_counters (
      prefix TEXT    NOT NULL,
      year   INTEGER NOT NULL,
      last   INTEGER NOT NULL,
      PRIMARY KEY (prefix, year)
    );
    CREATE TABLE photos (
      id            INTEGER PRIMARY KEY AUTOINCREMENT,
      reference     TEXT    NOT NULL,
      position      INTEGER NOT NULL,
      file          TEXT    NOT NULL UNIQUE,
      content_type  TEXT    NOT NULL,
      bytes         INTEGER NOT NULL,
      original_name TEXT    NOT NULL
    );
    CREATE INDEX photos_reference ON photos (reference);
  `,
  // Statuses of reports: a mail per status change (so a reference has many 'status' rows, told apart by the step
  // they announce), the history, and each report's current state. The photo's original file name is no longer kept.
  4: `
    CREATE TABLE messages_v4 (
      id              INTEGER PRIMARY KEY AUTOINCREMENT,
      kind            TEXT    NOT NULL CHECK (kind IN ('contact', 'quote', 'report')),
      payload         TEXT    NOT NULL,
      meta            TEXT    NOT NULL DEFAULT '{}',
      received_at     INTEGER NOT NULL,
      attempts        INTEGER NOT NULL DEFAULT 0,
      next_attempt_at INTEGER NOT NULL,
      claimed_until   INTEGER,
      last_error      TEXT,
      delivered_at    INTEGER,
      rejected_at     INTEGER,
      reference       TEXT,
      audience        TEXT    NOT NULL DEFAULT 'staff' CHECK (audience IN ('staff', 'sender', 'status')),
      event_id        INTEGER NOT NULL DEFAULT 0,
      UNIQUE (reference, audience, event_id)
    );
    INSERT INTO messages_v4 (id, kind, payload, meta, received_at, attempts, next_attempt_at, claimed_until,
                             last_error, delivered_at, rejected_at, reference, audience)
      SELECT id, kind, payload, meta, received_at, attempts, next_attempt_at, claimed_until,
             last_error, delivered_at, rejected_at, reference, audience FROM messages;
    DROP TABLE messages;
    ALTER TABLE messages_v4 RENAME TO messages;
    CREATE INDEX messages_undelivered ON messages (next_attempt_at) WHERE delivered_at IS NULL;
    CREATE INDEX messages_reference ON messages (reference);
    CREATE TABLE reports (
      reference   TEXT    PRIMARY KEY,
      status      TEXT    NOT NULL,
      received_at INTEGER NOT NULL,
      updated_at  INTEGER NOT NULL,
      closed_at   INTEGER
    );
    CREATE TABLE status_history (
      id           INTEGER PRIMARY KEY AUTOINCREMENT,
      reference    TEXT    NOT NULL,
      status       TEXT    NOT NULL,
      at           INTEGER NOT NULL,
      channel      TEXT    NOT NULL CHECK (channel IN ('site', 'link', 'staff')),
      planned_date TEXT,
      note         TEXT,
      link_id      TEXT    UNIQUE
    );
    CREATE INDEX status_history_reference ON status_history (reference);
    INSERT INTO reports (reference, status, received_at, updated_at)
      SELECT reference, 'ontvangen', MIN(received_at), MIN(received_at) FROM messages
       WHERE kind = 'report' AND reference IS NOT NULL GROUP BY reference;
    INSERT INTO status_history (reference, status, at, channel) SELECT reference, 'ontvangen', received_at, 'site' FROM reports;
    ALTER TABLE photos DROP COLUMN original_name;
  `,
};

const brusselsYear = new Intl.DateTimeFormat('en', { year: 'numeric', timeZone: 'Europe/Brussels' });

/** What one accepted form becomes: the message for the firm, optionally the acknowledgement, and its photos. */
export interface Submission {
  message: StoredMessage;
  meta?: Record<string, unknown>;
  /** Send the sender an acknowledgement (with the reference) as a second e-mail. */
  acknowledge: boolean;
  /** Already written and synced in the photo folder; recorded in the same transaction as the message. */
  photos?: readonly StoredPhoto[];
}

function toRecord(row: MessageRow): MessageRecord {
  return {
    id: row.id,
    kind: row.kind,
    data: JSON.parse(row.payload) as StoredMessage['data'],
    meta: JSON.parse(row.meta) as Record<string, unknown>,
    receivedAt: row.received_at,
    attempts: row.attempts,
    nextAttemptAt: row.next_attempt_at,
    lastError: row.last_error,
    deliveredAt: row.delivered_at,
    rejectedAt: row.rejected_at,
    reference: row.reference,
    audience: row.audience,
    eventId: row.event_id,
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
    note: row.note,
  };
}

/**
 * Every accepted message, in SQLite. A message is written (and fsynced: WAL with synchronous=FULL)
 * before the API answers, so an accepted message survives a crash, a restart or a dead SMTP server.
 * Delivery is claimed row by row with a lease, so a message is never handed to SMTP twice at once,
 * not even by two server processes sharing the database.
 */
export class MessageStore {
  private readonly db: Database.Database;
  private readonly statements;

  /** `mustExist`: for tools that read an existing database and must not create an empty one. */
  constructor(file: string, { mustExist = false }: { mustExist?: boolean } = {}) {
    if (!mustExist) fs.mkdirSync(path.dirname(file), { recursive: true });
    this.db = new Database(file, { fileMustExist: mustExist });
    this.db.pragma('busy_timeout = 5000');
    this.db.pragma('journal_mode = WAL');
    this.db.pragma('synchronous = FULL');
    this.migrate();
    this.statements = {
      insert: this.db.prepare<[string, string, string, number, number]>(
        'INSERT INTO messages (kind, payload, meta, received_at, next_attempt_at) VALUES (?, ?, ?, ?, ?)',
      ),
      due: this.db.prepare<[number, number, number], { id: number }>(
        `SELECT id FROM messages
          WHERE delivered_at IS NULL AND rejected_at IS NULL AND next_attempt_at <= ? AND (claimed_until IS NULL OR claimed_until <= ?)
          ORDER BY next_attempt_at, id LIMIT ?`,
      ),
      claim: this.db.prepare<{ id: number; now: number; until: number }, MessageRow>(
        `UPDATE messages SET claimed_until = @until, attempts = attempts + 1
          WHERE id = @id AND delivered_at IS NULL AND rejected_at IS NULL AND next_attempt_at <= @now
            AND (claimed_until IS NULL OR claimed_until <= @now)
          RETURNING *`,
      ),
      delivered: this.db.prepare<[number, number]>(
        'UPDATE messages SET delivered_at = ?, claimed_until = NULL, last_error = NULL WHERE id = ? AND delivered_at IS NULL',
      ),
      failed: this.db.prepare<[string, number, number]>(
        'UPDATE messages SET last_error = ?, next_attempt_at = ?, claimed_until = NULL WHERE id = ? AND delivered_at IS NULL',
      ),
      rejected: this.db.prepare<[string, number, number]>(
        'UPDATE messages SET last_error = ?, rejected_at = ?, claimed_until = NULL WHERE id = ? AND delivered_at IS NULL',
      ),
      nextWake: this.db.prepare<[], { at: number | null }>(
        'SELECT MIN(MAX(next_attempt_at, COALESCE(claimed_until, 0))) AS at FROM messages WHERE delivered_at IS NULL AND rejected_at IS NULL',
      ),
      status: this.db.prepare<[], { undelivered: number; oldest: number | null }>(
        'SELECT COUNT(*) AS undelivered, MIN(received_at) AS oldest FROM messages WHERE delivered_at IS NULL',
      ),
      waitingSince: this.db.prepare<[number], { id: number; received_at: number }>(
        'SELECT id, received_at FROM messages WHERE delivered_at IS NULL AND received_at <= ? ORDER BY id',
      ),
      releaseClaims: this.db.prepare(
        'UPDATE messages SET claimed_until = NULL WHERE delivered_at IS NULL AND claimed_until IS NOT NULL',
      ),
      // A report's rows live as long as the report (purgeClosedReports), not as long as its mails.
      purge: this.db.prepare<[number]>(
        "DELETE FROM messages WHERE kind != 'report' AND delivered_at IS NOT NULL AND delivered_at < ?",
      ),
      closedBefore: this.db.prepare<[number], { reference: string }>(
        'SELECT reference FROM reports WHERE closed_at IS NOT NULL AND closed_at < ?',
      ),
      deleteReportMessages: this.db.prepare<[string]>('DELETE FROM messages WHERE reference = ?'),
      deleteHistory: this.db.prepare<[string]>('DELETE FROM status_history WHERE reference = ?'),
      deleteReport: this.db.prepare<[string]>('DELETE FROM reports WHERE reference = ?'),
      insertReport: this.db.prepare<[string, string, number, number]>(
        'INSERT INTO reports (reference, status, received_at, updated_at) VALUES (?, ?, ?, ?)',
      ),
      report: this.db.prepare<[string], ReportRow>('SELECT * FROM reports WHERE reference = ?'),
      reports: this.db.prepare<[], ReportRow>('SELECT * FROM reports'),
      openSince: this.db.prepare<[number], ReportRow>(
        'SELECT * FROM reports WHERE closed_at IS NULL AND received_at < ? ORDER BY received_at',
      ),
      updateReport: this.db.prepare<[string, number, number | null, string]>(
        'UPDATE reports SET status = ?, updated_at = ?, closed_at = ? WHERE reference = ?',
      ),
      insertEvent: this.db.prepare<
        [string, string, number, StatusChannel, string | null, string | null, string | null]
      >(
        'INSERT INTO status_history (reference, status, at, channel, planned_date, note, link_id) VALUES (?, ?, ?, ?, ?, ?, ?)',
      ),
      linkUsed: this.db.prepare<[string], { id: number }>('SELECT id FROM status_history WHERE link_id = ?'),
      history: this.db.prepare<[string], EventRow>('SELECT * FROM status_history WHERE reference = ? ORDER BY id'),
      event: this.db.prepare<[number], EventRow>('SELECT * FROM status_history WHERE id = ?'),
      staffMessage: this.db.prepare<[string], MessageRow>(
        "SELECT * FROM messages WHERE reference = ? AND audience = 'staff'",
      ),
      insertStatusMail: this.db.prepare<[string, number, number, string, number]>(
        "INSERT INTO messages (kind, payload, meta, received_at, next_attempt_at, reference, audience, event_id) VALUES ('report', ?, '{}', ?, ?, ?, 'status', ?)",
      ),
      removeHandled: this.db.prepare<[number]>(
        'DELETE FROM messages WHERE id = ? AND (delivered_at IS NOT NULL OR rejected_at IS NOT NULL)',
      ),
      all: this.db.prepare<[], MessageRow>('SELECT * FROM messages ORDER BY id'),
      undelivered: this.db.prepare<[], MessageRow>('SELECT * FROM messages WHERE delivered_at IS NULL ORDER BY id'),
      byId: this.db.prepare<[number], MessageRow>('SELECT * FROM messages WHERE id = ?'),
      nextReference: this.db.prepare<[string, number], { last: number }>(
        `INSERT INTO reference_counters (prefix, year, last) VALUES (?, ?, 1)
           ON CONFLICT (prefix, year) DO UPDATE SET last = last + 1 RETURNING last`,
      ),
      insertWithReference: this.db.prepare<[string, string, string, number, number, string, Audience]>(
        'INSERT INTO messages (kind, payload, meta, received_at, next_attempt_at, reference, audience) VALUES (?, ?, ?, ?, ?, ?, ?)',
      ),
      insertPhoto: this.db.prepare<[string, number, string, string, number]>(
        'INSERT INTO photos (reference, position, file, content_type, bytes) VALUES (?, ?, ?, ?, ?)',
      ),
      photosOf: this.db.prepare<[string], PhotoRow>(
        'SELECT file, content_type, bytes FROM photos WHERE reference = ? ORDER BY position',
      ),
      photoCounts: this.db.prepare<[], { reference: string; count: number }>(
        'SELECT reference, COUNT(*) AS count FROM photos GROUP BY reference',
      ),
      orphanPhotos: this.db.prepare<[], { file: string }>(
        'SELECT file FROM photos WHERE reference NOT IN (SELECT reference FROM messages WHERE reference IS NOT NULL)',
      ),
      deletePhoto: this.db.prepare<[string]>('DELETE FROM photos WHERE file = ?'),
      allPhotoFiles: this.db.prepare<[], { file: string }>('SELECT file FROM photos'),
    };
  }

  private migrate(): void {
    const current = this.db.pragma('user_version', { simple: true }) as number;
    for (let version = current + 1; version <= SCHEMA_VERSION; version++) {
      this.db.transaction(() => {
        this.db.exec(SCHEMA_MIGRATIONS[version]);
        this.db.pragma(`user_version = ${version}`);
      })();
    }
  }

  /** Stores a message, due for delivery at once; returns its id once the row is committed. */
  insert(message: StoredMessage, meta: Record<string, unknown> = {}, now = Date.now()): number {
    const result = this.statements.insert.run(
      message.kind,
      JSON.stringify(message.data),
      JSON.stringify(meta),
      now,
      now,
    );
    return Number(result.lastInsertRowid);
  }

  /**
   * Stores one accepted form in one transaction: a new reference (per kind and year, counted in the same
   * transaction, so two requests never share one), the message for the firm, the acknowledgement when asked for,
   * and the photo files' rows. Returns the reference once it is committed.
   */
  insertSubmission({ message, meta = {}, acknowledge, photos = [] }: Submission, now = Date.now()): string {
    return this.db
      .transaction(() => {
        const year = Number(brusselsYear.format(now));
        const row = this.statements.nextReference.get(referencePrefixes[message.kind], year);
        if (!row) throw new Error('could not allocate a reference');
        const reference = formatReference(message.kind, year, row.last);
        const payload = JSON.stringify(message.data);
        const metaJson = JSON.stringify(meta);
        this.statements.insertWithReference.run(message.kind, payload, metaJson, now, now, reference, 'staff');
        if (acknowledge)
          this.statements.insertWithReference.run(message.kind, payload, '{}', now, now, reference, 'sender');
        photos.forEach((photo, position) =>
          this.statements.insertPhoto.run(reference, position, photo.file, photo.contentType, photo.bytes),
        );
        if (message.kind === 'report') {
          this.statements.insertReport.run(reference, 'ontvangen', now, now);
          this.statements.insertEvent.run(reference, 'ontvangen', now, 'site', null, null, null);
        }
        return reference;
      })
      .immediate();
  }

  /** The photos of a report, in the order the resident added them. */
  photosOf(reference: string): StoredPhoto[] {
    return this.statements.photosOf.all(reference).map((r) => ({
      file: r.file,
      contentType: r.content_type,
      bytes: r.bytes,
    }));
  }

  /** A report's current status; null when there is no such report (or it was deleted). */
  reportState(reference: string): ReportState | null {
    const row = this.statements.report.get(reference);
    return row
      ? {
          reference: row.reference,
          status: row.status,
          receivedAt: row.received_at,
          updatedAt: row.updated_at,
          closedAt: row.closed_at,
        }
      : null;
  }

  /** Every report's current state, by reference, for the staff's list. */
  reportStates(): Map<string, ReportState> {
    return new Map(
      this.statements.reports
        .all()
        .map((row) => [row.reference, this.reportState(row.reference)!] as [string, ReportState]),
    );
  }

  /** Open reports received before `time`, oldest first: the ones to flag to staff. */
  openReportsReceivedBefore(time: number): ReportState[] {
    return this.statements.openSince.all(time).map((row) => this.reportState(row.reference)!);
  }

  /** What the resident sent with a report (the firm's copy); null once the report is gone. */
  reportMessage(reference: string): MessageRecord | null {
    const row = this.statements.staffMessage.get(reference);
    return row && row.kind === 'report' ? toRecord(row) : null;
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
   * the status mail to the reporter (queued in the outbox, so a crash after the commit still sends it once).
   * `linkId` names the signed link it came from: a link works once. A closed report changes only by the staff
   * command (which may reopen it); the same status twice is no change, except a repair planned again.
   */
  changeStatus(
    change: {
      reference: string;
      status: ReportStatus;
      channel: StatusChannel;
      note?: string | null;
      plannedDate?: string | null;
      linkId?: string | null;
      notifyReporter: boolean;
    },
    now = Date.now(),
  ): StatusChangeResult {
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
        const plannedDate = status === 'herstelling-gepland' ? change.plannedDate || null : null;
        const result = this.statements.insertEvent.run(
          reference,
          status,
          now,
          channel,
          plannedDate,
          change.note || null,
          change.linkId ?? null,
        );
        const eventId = Number(result.lastInsertRowid);
        this.statements.updateReport.run(status, now, CLOSED_STATUSES.has(status) ? now : null, reference);
        if (change.notifyReporter) this.statements.insertStatusMail.run(message.payload, now, now, reference, eventId);
        return { changed: true, event: this.statusEvent(eventId)! };
      })
      .immediate();
  }

  /**
   * Deletes the reports closed before `before`, whatever became of their mails (a bounced acknowledgement keeps
   * nothing): their messages, history and state. Their photos become orphans: `takeOrphanPhotos` hands them over.
   */
  purgeClosedReportsBefore(before: number): number {
    return this.db.transaction(() => {
      const references = this.statements.closedBefore.all(before).map((r) => r.reference);
      for (const reference of references) {
        this.statements.deleteReportMessages.run(reference);
        this.statements.deleteHistory.run(reference);
        this.statements.deleteReport.run(reference);
      }
      return references.length;
    })();
  }

  /** Photo count per reference, for the staff's list. */
  photoCounts(): Map<string, number> {
    return new Map(this.statements.photoCounts.all().map((r) => [r.reference, r.count]));
  }

  /**
   * Forgets the photos whose report is gone (purged after RETENTION_DAYS or deleted by the staff) and returns
   * their files, for the caller to delete. A crash before the files are gone leaves files no row names: the
   * photo folder's start-up sweep removes those.
   */
  takeOrphanPhotos(): string[] {
    return this.db.transaction(() => {
      const files = this.statements.orphanPhotos.all().map((r) => r.file);
      for (const file of files) this.statements.deletePhoto.run(file);
      return files;
    })();
  }

  /** Every photo file a row names. */
  photoFiles(): Set<string> {
    return new Set(this.statements.allPhotoFiles.all().map((r) => r.file));
  }

  /** Ids of undelivered messages that are due and not being delivered. */
  dueIds(now: number, limit: number): number[] {
    return this.statements.due.all(now, now, limit).map((row) => row.id);
  }

  /** Takes a due message for delivery until `leaseUntil`; null when it is not due, delivered or already taken. */
  claim(id: number, now: number, leaseUntil: number): MessageRecord | null {
    const row = this.statements.claim.get({ id, now, until: leaseUntil });
    return row ? toRecord(row) : null;
  }

  /** Marks a message delivered. Idempotent: true only the first time. */
  markDelivered(id: number, now = Date.now()): boolean {
    return this.statements.delivered.run(now, id).changes === 1;
  }

  /** Records a failed attempt and when to try again. */
  markFailed(id: number, error: string, nextAttemptAt: number): void {
    this.statements.failed.run(error.slice(0, 1000), nextAttemptAt, id);
  }

  /** Records that the mail server refused the message for good: it stays stored and is not tried again. */
  markRejected(id: number, error: string, now = Date.now()): void {
    this.statements.rejected.run(error.slice(0, 1000), now, id);
  }

  /** How many messages are not e-mailed yet (rejected ones included) and since when the oldest waits. */
  outboxStatus(): OutboxStatus {
    const row = this.statements.status.get();
    return { undelivered: row?.undelivered ?? 0, oldestReceivedAt: row?.oldest ?? null };
  }

  /** Undelivered messages received at or before `time`, oldest first. */
  undeliveredSince(time: number): Array<{ id: number; receivedAt: number }> {
    return this.statements.waitingSince.all(time).map((row) => ({ id: row.id, receivedAt: row.received_at }));
  }

  /**
   * Frees the deliveries a previous process had taken but not finished (it crashed or was killed), so a
   * restart sends them at once instead of after their lease. Only for start-up: one server per database.
   */
  releaseClaims(): number {
    return this.statements.releaseClaims.run().changes;
  }

  /** When the next undelivered message becomes due (or its lease ends); null when none is waiting. */
  nextWakeAt(): number | null {
    return this.statements.nextWake.get()?.at ?? null;
  }

  /** Deletes delivered contact and quote messages older than `before`; undelivered ones are always kept. */
  purgeDeliveredBefore(before: number): number {
    return this.statements.purge.run(before).changes;
  }

  /**
   * Deletes one message the staff have handled themselves: a refused one (never purged by itself) or a delivered
   * one. A message still waiting for delivery is not deleted. Whether it was.
   */
  removeHandled(id: number): boolean {
    return this.statements.removeHandled.run(id).changes > 0;
  }

  list({ undeliveredOnly = false } = {}): MessageRecord[] {
    return (undeliveredOnly ? this.statements.undelivered : this.statements.all).all().map(toRecord);
  }

  get(id: number): MessageRecord | null {
    const row = this.statements.byId.get(id);
    return row ? toRecord(row) : null;
  }

  /**
   * Copies the database to `file` with SQLite's online backup: consistent, and safe while the server keeps
   * writing (a file copy of a WAL database is not).
   */
  async backupTo(file: string): Promise<void> {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    await this.db.backup(file);
  }

  close(): void {
    if (this.db.open) this.db.close();
  }
}
