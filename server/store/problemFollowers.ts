import crypto from 'node:crypto';
import type Database from 'better-sqlite3';
import type { KnownProblemStore } from './knownProblems';

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

/** A follower who still follows: confirmed, address kept. */
export type ActiveFollower = Follower & { email: string };

/** The follower while they still follow (confirmed, not left); null otherwise: only they get a report's mails. */
export function activeFollower(follower: Follower | null): ActiveFollower | null {
  return follower?.confirmedAt && follower.email ? { ...follower, email: follower.email } : null;
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

/**
 * The followers of reports: a request, its confirmation, leaving, and the mails each step sends them. Its writes run
 * inside the caller's transaction where a step and its mails belong together (KnownProblems, DuplicateMerge).
 */
export class ProblemFollowers {
  private readonly s;

  constructor(
    private readonly db: Database.Database,
    private readonly problems: Pick<KnownProblemStore, 'queueMail'>,
  ) {
    this.s = {
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
      forgetFollowers: db.prepare<[string]>('DELETE FROM followers WHERE reference = ?'),
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

  /** A mail to each confirmed follower of `reference` about one step (a status or an update). */
  queueFollowerMails(reference: string, audience: 'follower-status' | 'follower-update', eventId: number, now: number) {
    for (const follower of this.confirmedFollowers(reference))
      this.problems.queueMail(
        { reference, audience, eventId, followerId: follower.id },
        JSON.stringify({ email: follower.email }),
        '{}',
        now,
      );
  }

  /** With a purged report: its followers go. */
  forget(reference: string): void {
    this.s.forgetFollowers.run(reference);
  }

  /** Requests never confirmed go once their link has expired, with their confirmation mails (the address). */
  purgeUnconfirmedBefore(time: number): number {
    return this.db.transaction(() => {
      this.s.forgetUnconfirmedMails.run(time);
      return this.s.unconfirmedBefore.run(time).changes;
    })();
  }
}
