import type Database from 'better-sqlite3';
import type { MessageKind, StoredMessage } from '../../src/lib/forms/messageKinds';
import type { KnownProblemAudience } from './knownProblems';

/**
 * Who an e-mail of a message goes to: the firm (or the building's manager), the sender's acknowledgement, or the
 * reporter's mail about a status change of a report.
 */
export type Audience =
  'staff' | 'sender' | 'status' | 'contractor' | 'staff-job' | 'staff-status' | KnownProblemAudience;

/**
 * Mails to people outside the firm: a visitor's acknowledgement, a resident's status mail, a contractor's job. Their
 * address was typed by someone else, so the relay refusing it for good is no fault of the server: it is recorded and
 * shown to the staff, but raises no alert (anyone could otherwise keep /api/health at 503 by typing such an address).
 */
export const OUTSIDE_AUDIENCES: readonly Audience[] = [
  'sender',
  'status',
  'contractor',
  'follow-confirm',
  'follower-status',
  'follower-update',
  'building-update',
  'merged',
];

/** What the alert counts: a mail not delivered, unless it went to someone outside the firm and was refused for good. */
const AWAITED = `delivered_at IS NULL AND (rejected_at IS NULL OR audience NOT IN (${OUTSIDE_AUDIENCES.map((a) => `'${a}'`).join(', ')}))`;

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
  /** A follower's mail: whom it is for (0 for every other mail). */
  followerId: number;
}

/** What /api/health reports of the messages not yet e-mailed. */
export interface OutboxStatus {
  undelivered: number;
  /** Received time of the oldest undelivered message; null when every message went out. */
  oldestReceivedAt: number | null;
}

/** A row of the message table as SQLite returns it. */
export interface MessageRow {
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
  follower_id: number;
}

export function toMessageRecord(row: MessageRow): MessageRecord {
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
    followerId: row.follower_id,
  };
}

/**
 * The message table as the outbox works it. Delivery is claimed row by row with a lease, so a message is never handed
 * to SMTP twice at once, not even by two server processes sharing the database.
 */
export class OutboxQueue {
  private readonly statements;

  constructor(db: Database.Database) {
    this.statements = {
      due: db.prepare<[number, number, number], { id: number }>(
        `SELECT id FROM messages
          WHERE delivered_at IS NULL AND rejected_at IS NULL AND next_attempt_at <= ? AND (claimed_until IS NULL OR claimed_until <= ?)
          ORDER BY next_attempt_at, id LIMIT ?`,
      ),
      claim: db.prepare<{ id: number; now: number; until: number }, MessageRow>(
        `UPDATE messages SET claimed_until = @until, attempts = attempts + 1
          WHERE id = @id AND delivered_at IS NULL AND rejected_at IS NULL AND next_attempt_at <= @now
            AND (claimed_until IS NULL OR claimed_until <= @now)
          RETURNING *`,
      ),
      delivered: db.prepare<[number, number]>(
        'UPDATE messages SET delivered_at = ?, claimed_until = NULL, last_error = NULL WHERE id = ? AND delivered_at IS NULL',
      ),
      failed: db.prepare<[string, number, number]>(
        'UPDATE messages SET last_error = ?, next_attempt_at = ?, claimed_until = NULL WHERE id = ? AND delivered_at IS NULL',
      ),
      rejected: db.prepare<[string, number, number]>(
        'UPDATE messages SET last_error = ?, rejected_at = ?, claimed_until = NULL WHERE id = ? AND delivered_at IS NULL',
      ),
      nextWake: db.prepare<[], { at: number | null }>(
        'SELECT MIN(MAX(next_attempt_at, COALESCE(claimed_until, 0))) AS at FROM messages WHERE delivered_at IS NULL AND rejected_at IS NULL',
      ),
      status: db.prepare<[], { undelivered: number; oldest: number | null }>(
        `SELECT COUNT(*) AS undelivered, MIN(received_at) AS oldest FROM messages WHERE ${AWAITED}`,
      ),
      waitingSince: db.prepare<[number], { id: number; received_at: number }>(
        `SELECT id, received_at FROM messages WHERE ${AWAITED} AND received_at <= ? ORDER BY id`,
      ),
      releaseClaims: db.prepare(
        'UPDATE messages SET claimed_until = NULL WHERE delivered_at IS NULL AND claimed_until IS NOT NULL',
      ),
      // A report's rows live as long as the report (ReportHistory.purgeClosedReportsBefore), not as long as its mails.
      purge: db.prepare<[number]>(
        "DELETE FROM messages WHERE kind != 'report' AND delivered_at IS NOT NULL AND delivered_at < ?",
      ),
    };
  }

  /** Ids of undelivered messages that are due and not being delivered. */
  dueIds(now: number, limit: number): number[] {
    return this.statements.due.all(now, now, limit).map((row) => row.id);
  }

  /** Takes a due message for delivery until `leaseUntil`; null when it is not due, delivered or already taken. */
  claim(id: number, now: number, leaseUntil: number): MessageRecord | null {
    const row = this.statements.claim.get({ id, now, until: leaseUntil });
    return row ? toMessageRecord(row) : null;
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

  /**
   * How many messages are not e-mailed yet and since when the oldest waits: the firm's own refused ones included, a
   * refused mail to someone outside the firm not (OUTSIDE_AUDIENCES).
   */
  outboxStatus(): OutboxStatus {
    const row = this.statements.status.get();
    return { undelivered: row?.undelivered ?? 0, oldestReceivedAt: row?.oldest ?? null };
  }

  /** Undelivered messages received at or before `time`, oldest first, as outboxStatus counts them. */
  undeliveredSince(time: number): Array<{ id: number; receivedAt: number }> {
    return this.statements.waitingSince.all(time).map((row) => ({ id: row.id, receivedAt: row.received_at }));
  }

  /**
   * Frees the deliveries a previous process had taken but not finished (it crashed or was killed), so a restart sends
   * them at once instead of after their lease. Only for start-up: one server per database.
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
}
