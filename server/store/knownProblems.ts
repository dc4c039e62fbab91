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

const toProblem = (row: ProblemRow): KnownProblemRecord => ({
  id: row.id,
  reference: row.reference,
  title: row.title,
  shown: row.shown === 1,
  shownSince: row.shown_since,
});

/** 16 random characters of base64url: the public id of a known problem. */
const randomProblemId = () => crypto.randomBytes(12).toString('base64url');

/**
 * Known problems, the staff's updates to a building and the mails of both (the followers: problemFollowers.ts). Its
 * writes run inside the caller's transaction where a step and its mails belong together (KnownProblems).
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
      forgetUpdates: db.prepare<[string]>('DELETE FROM building_updates WHERE reference = ?'),
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

  /** The open reports received before `reference` in its building and category (none for a typed address). */
  similarOpenReports(reference: string): SimilarReport[] {
    return this.s.similarOpen
      .all(reference)
      .map((r) => ({ reference: r.reference, receivedAt: r.received_at, status: r.status }));
  }

  /** With a purged report: its known problem and its updates go. */
  forget(reference: string): void {
    this.s.forgetProblem.run(reference);
    this.s.forgetUpdates.run(reference);
  }
}
