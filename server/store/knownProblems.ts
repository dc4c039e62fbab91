import crypto from 'node:crypto';
import type Database from 'better-sqlite3';
import type { ReportStatus } from '../../src/lib/reports/reportStatus';

/** What staff made public of a report: their own title and their latest word to the building, nothing else. */
export interface KnownProblemRecord {
  /** Random, public; never the report's reference. */
  id: string;
  reference: string;
  title: string;
  shown: boolean;
  shownSince: number | null;
}

/** Someone who follows a report: by their own confirmed request, or as the reporter of a duplicate merged into it. */
export interface Follower {
  id: number;
  reference: string;
  /** null once they left (unsubscribed): the row stays only so their key answers 'already done'. */
  email: string | null;
  /** Their keys (confirmation, unsubscribe) are signed with it. */
  nonce: string;
  via: 'follow' | 'merge';
  requestedAt: number;
  /** How many confirmation mails were asked for: each one is an outbox row of its own. */
  requests: number;
  confirmedAt: number | null;
  leftAt: number | null;
}

/** An open report like another: same building, same category. */
export interface SimilarReport {
  reference: string;
  receivedAt: number;
  status: ReportStatus;
}

/** The mails of this family; each names its follower (0: to the reporter or to staff). */
export type KnownProblemAudience =
  'follow-confirm' | 'follower-status' | 'follower-update' | 'building-update' | 'merged' | 'staff-merge';

interface ProblemRow {
  id: string;
  reference: string;
  title: string;
  shown: number;
  shown_since: number | null;
}

interface FollowerRow {
  id: number;
  reference: string;
  email: string | null;
  nonce: string;
  via: 'follow' | 'merge';
  requested_at: number;
  requests: number;
  confirmed_at: number | null;
  left_at: number | null;
}

const toProblem = (row: ProblemRow): KnownProblemRecord => ({
  id: row.id,
  reference: row.reference,
  title: row.title,
  shown: row.shown === 1,
  shownSince: row.shown_since,
});

const toFollower = (row: FollowerRow): Follower => ({
  id: row.id,
  reference: row.reference,
  email: row.email,
  nonce: row.nonce,
  via: row.via,
  requestedAt: row.requested_at,
  requests: row.requests,
  confirmedAt: row.confirmed_at,
  leftAt: row.left_at,
});

/** An address as it is compared: one follower per address and report, whatever its case. */
export const normalizeAddress = (email: string) => email.trim().toLowerCase();

/** The mails that carry a follower's address (not the merged reporter's mail, which is about their own report). */
const FOLLOWER_AUDIENCES = "('follow-confirm', 'follower-status', 'follower-update')";

const randomNonce = () => crypto.randomBytes(16).toString('hex');
/** 16 random characters of base64url: the public id of a known problem. */
const randomProblemId = () => crypto.randomBytes(12).toString('base64url');

/**
 * Known problems, their followers and the staff's updates to a building. Its writes run inside the caller's
 * transaction where a step and its mails belong together (KnownProblems).
 */
export class KnownProblemStore {
  private readonly s;

  constructor(private readonly db: Database.Database) {
    this.s = {
      byReference: db.prepare<[string], ProblemRow>('SELECT * FROM known_problems WHERE reference = ?'),
      byId: db.prepare<[string], ProblemRow>('SELECT * FROM known_problems WHERE id = ?'),
      insertProblem: db.prepare<[string, string, string, number, number | null]>(
        'INSERT INTO known_problems (id, reference, title, shown, shown_since) VALUES (?, ?, ?, ?, ?)',
      ),
      updateProblem: db.prepare<[string, number, number | null, string]>(
        'UPDATE known_problems SET title = ?, shown = ?, shown_since = ? WHERE reference = ?',
      ),
      // Shown and open: a closed report is no known problem any more.
      shownIn: db.prepare<[string], ProblemRow & { status: ReportStatus }>(
        `SELECT k.*, r.status FROM known_problems k JOIN reports r ON r.reference = k.reference
          WHERE k.shown = 1 AND r.closed_at IS NULL AND r.building_code = ? ORDER BY k.shown_since, k.id`,
      ),
      insertUpdate: db.prepare<[string, string, number]>(
        'INSERT INTO building_updates (reference, text, at) VALUES (?, ?, ?)',
      ),
      buildingUpdate: db.prepare<[number], { id: number; reference: string; text: string; at: number }>(
        'SELECT * FROM building_updates WHERE id = ?',
      ),
      lastUpdate: db.prepare<[string], { id: number; reference: string; text: string; at: number }>(
        'SELECT * FROM building_updates WHERE reference = ? ORDER BY id DESC LIMIT 1',
      ),
      follower: db.prepare<[number], FollowerRow>('SELECT * FROM followers WHERE id = ?'),
      followerByEmail: db.prepare<[string, string], FollowerRow>(
        'SELECT * FROM followers WHERE reference = ? AND email = ?',
      ),
      insertFollower: db.prepare<[string, string, string, string, number, number | null]>(
        `INSERT INTO followers (reference, email, nonce, via, requested_at, confirmed_at) VALUES (?, ?, ?, ?, ?, ?)`,
      ),
      askAgain: db.prepare<[number, number]>(
        'UPDATE followers SET requests = requests + 1, requested_at = ? WHERE id = ?',
      ),
      confirm: db.prepare<[number, number]>(
        'UPDATE followers SET confirmed_at = ? WHERE id = ? AND confirmed_at IS NULL AND email IS NOT NULL',
      ),
      leave: db.prepare<[number, number]>(
        'UPDATE followers SET email = NULL, left_at = ? WHERE id = ? AND email IS NOT NULL',
      ),
      confirmed: db.prepare<[string], FollowerRow>(
        'SELECT * FROM followers WHERE reference = ? AND confirmed_at IS NOT NULL AND email IS NOT NULL ORDER BY id',
      ),
      confirmedCounts: db.prepare<[], { reference: string; count: number }>(
        `SELECT reference, COUNT(*) AS count FROM followers
          WHERE confirmed_at IS NOT NULL AND email IS NOT NULL GROUP BY reference`,
      ),
      insertMail: db.prepare<[string, string, number, number, string, KnownProblemAudience, number, number]>(
        `INSERT OR IGNORE INTO messages
           (kind, payload, meta, received_at, next_attempt_at, reference, audience, event_id, follower_id)
         VALUES ('report', ?, ?, ?, ?, ?, ?, ?, ?)`,
      ),
      similarOpen: db.prepare<[string], { reference: string; received_at: number; status: ReportStatus }>(
        `SELECT o.reference, o.received_at, o.status FROM reports o JOIN reports r ON r.reference = ?
          WHERE o.closed_at IS NULL AND o.reference != r.reference AND o.building_code = r.building_code
            AND o.category = r.category AND o.received_at <= r.received_at
          ORDER BY o.received_at, o.reference`,
      ),
      forgetProblem: db.prepare<[string]>('DELETE FROM known_problems WHERE reference = ?'),
      forgetFollowers: db.prepare<[string]>('DELETE FROM followers WHERE reference = ?'),
      forgetUpdates: db.prepare<[string]>('DELETE FROM building_updates WHERE reference = ?'),
      forgetFollowerMails: db.prepare<[number]>(
        `DELETE FROM messages WHERE follower_id = ? AND audience IN ${FOLLOWER_AUDIENCES}`,
      ),
      forgetUnconfirmedMails: db.prepare<[number]>(
        `DELETE FROM messages WHERE audience = 'follow-confirm' AND follower_id IN
           (SELECT id FROM followers WHERE confirmed_at IS NULL AND requested_at < ?)`,
      ),
      unconfirmedBefore: db.prepare<[number]>('DELETE FROM followers WHERE confirmed_at IS NULL AND requested_at < ?'),
    };
  }

  problemOf(reference: string): KnownProblemRecord | null {
    const row = this.s.byReference.get(reference);
    return row ? toProblem(row) : null;
  }

  problem(id: string): KnownProblemRecord | null {
    const row = this.s.byId.get(id);
    return row ? toProblem(row) : null;
  }

  /**
   * Shows or hides a report as a known problem with staff's title; a report keeps its public id when shown again.
   * Whether anything changed.
   */
  publish(reference: string, show: boolean, title: string, now: number): boolean {
    const current = this.s.byReference.get(reference);
    if (!current) {
      this.s.insertProblem.run(randomProblemId(), reference, title, show ? 1 : 0, show ? now : null);
      return true;
    }
    if ((current.shown === 1) === show && current.title === title) return false;
    const since = show ? (current.shown === 1 ? current.shown_since : now) : null;
    this.s.updateProblem.run(title, show ? 1 : 0, since, reference);
    return true;
  }

  /** The known problems of a building that are shown and whose report is open, oldest first. */
  shownInBuilding(buildingCode: string): Array<KnownProblemRecord & { status: ReportStatus }> {
    return this.s.shownIn.all(buildingCode).map((row) => ({ ...toProblem(row), status: row.status }));
  }

  /** A word from staff to the building: kept (its mails name it); the latest is shown on the known problem. */
  addBuildingUpdate(reference: string, text: string, now: number): number {
    return Number(this.s.insertUpdate.run(reference, text, now).lastInsertRowid);
  }

  buildingUpdate(id: number): { id: number; reference: string; text: string; at: number } | null {
    return this.s.buildingUpdate.get(id) ?? null;
  }

  lastBuildingUpdate(reference: string): { text: string; at: number } | null {
    const row = this.s.lastUpdate.get(reference);
    return row ? { text: row.text, at: row.at } : null;
  }

  follower(id: number): Follower | null {
    const row = this.s.follower.get(id);
    return row ? toFollower(row) : null;
  }

  followerByEmail(reference: string, email: string): Follower | null {
    const row = this.s.followerByEmail.get(reference, normalizeAddress(email));
    return row ? toFollower(row) : null;
  }

  /**
   * Someone asks to follow a report: a new unconfirmed follower, or the same one asked again. null when the address
   * follows already (nothing to send).
   */
  requestFollow(reference: string, email: string, now: number): Follower | null {
    const existing = this.followerByEmail(reference, email);
    if (existing?.confirmedAt) return null;
    if (existing) {
      this.s.askAgain.run(now, existing.id);
      return this.follower(existing.id);
    }
    const id = this.s.insertFollower.run(reference, normalizeAddress(email), randomNonce(), 'follow', now, null);
    return this.follower(Number(id.lastInsertRowid));
  }

  /** A confirmed follower at once (the reporter of a merged duplicate); the existing one when the address follows. */
  addConfirmedFollower(reference: string, email: string, now: number): Follower {
    const existing = this.followerByEmail(reference, email);
    if (existing) {
      this.s.confirm.run(now, existing.id);
      return this.follower(existing.id)!;
    }
    const id = this.s.insertFollower.run(reference, normalizeAddress(email), randomNonce(), 'merge', now, now);
    return this.follower(Number(id.lastInsertRowid))!;
  }

  /** Whether it confirmed now (false: already confirmed, or left). */
  confirmFollower(id: number, now: number): boolean {
    return this.s.confirm.run(now, id).changes === 1;
  }

  /** The follower leaves: the address is erased at once, with the mails that carried it. Whether they still followed. */
  leave(id: number, now: number): boolean {
    return this.db
      .transaction(() => {
        const left = this.s.leave.run(now, id).changes === 1;
        if (left) this.s.forgetFollowerMails.run(id);
        return left;
      })
      .immediate();
  }

  confirmedFollowers(reference: string): Follower[] {
    return this.s.confirmed.all(reference).map(toFollower);
  }

  followerCount(reference: string): number {
    return this.confirmedFollowers(reference).length;
  }

  /** Confirmed followers per report, for npm run messages. */
  followerCounts(): Map<string, number> {
    return new Map(this.s.confirmedCounts.all().map((r) => [r.reference, r.count]));
  }

  /**
   * Queues one mail of this family. `payload`: what the composer needs of the recipient (a follower's address, or the
   * report's own row for its reporter and staff). Once per reference, audience, step and follower: a replay queues
   * nothing.
   */
  queueMail(
    mail: { reference: string; audience: KnownProblemAudience; eventId: number; followerId?: number },
    payload: string,
    meta: string,
    now: number,
  ): void {
    this.s.insertMail.run(payload, meta, now, now, mail.reference, mail.audience, mail.eventId, mail.followerId ?? 0);
  }

  /** A mail to each confirmed follower of `reference` about one step (a status or an update). */
  queueFollowerMails(reference: string, audience: 'follower-status' | 'follower-update', eventId: number, now: number) {
    for (const follower of this.confirmedFollowers(reference))
      this.queueMail(
        { reference, audience, eventId, followerId: follower.id },
        JSON.stringify({ email: follower.email }),
        '{}',
        now,
      );
  }

  /** The open reports received before `reference` in its building and category (none for a typed address). */
  similarOpenReports(reference: string): SimilarReport[] {
    return this.s.similarOpen
      .all(reference)
      .map((r) => ({ reference: r.reference, receivedAt: r.received_at, status: r.status }));
  }

  /** With a purged report: its known problem, its followers and its updates go. */
  forget(reference: string): void {
    this.s.forgetProblem.run(reference);
    this.s.forgetFollowers.run(reference);
    this.s.forgetUpdates.run(reference);
  }

  /** Requests never confirmed go once their link has expired, with their confirmation mails (the address). */
  purgeUnconfirmedBefore(time: number): number {
    return this.db.transaction(() => {
      this.s.forgetUnconfirmedMails.run(time);
      return this.s.unconfirmedBefore.run(time).changes;
    })();
  }
}
