import type Database from 'better-sqlite3';
import { toMessageRecord, type MessageRecord, type MessageRow } from './outboxQueue';
import { toReportState, type ReportRow, type ReportState } from './reportHistory';

/** What `npm run messages` reads and does besides status changes: the list, photo counts, deleting a handled message. */
export class StaffQueries {
  private readonly statements;

  constructor(db: Database.Database) {
    this.statements = {
      all: db.prepare<[], MessageRow>('SELECT * FROM messages ORDER BY id'),
      undelivered: db.prepare<[], MessageRow>('SELECT * FROM messages WHERE delivered_at IS NULL ORDER BY id'),
      removeHandled: db.prepare<[number]>(
        'DELETE FROM messages WHERE id = ? AND (delivered_at IS NOT NULL OR rejected_at IS NOT NULL)',
      ),
      reports: db.prepare<[], ReportRow>('SELECT * FROM reports'),
      photoCounts: db.prepare<[], { reference: string; count: number }>(
        'SELECT reference, COUNT(*) AS count FROM photos GROUP BY reference',
      ),
    };
  }

  /** Every message (or only those not e-mailed yet), oldest first. */
  list({ undeliveredOnly = false } = {}): MessageRecord[] {
    return (undeliveredOnly ? this.statements.undelivered : this.statements.all).all().map(toMessageRecord);
  }

  /**
   * Deletes one message the staff have handled themselves: a refused one (never purged by itself) or a delivered one.
   * A message still waiting for delivery is not deleted. Whether it was.
   */
  removeHandled(id: number): boolean {
    return this.statements.removeHandled.run(id).changes > 0;
  }

  /** Every report's current state, by reference. */
  reportStates(): Map<string, ReportState> {
    return new Map(this.statements.reports.all().map((row) => [row.reference, toReportState(row)]));
  }

  /** Photo count per reference. */
  photoCounts(): Map<string, number> {
    return new Map(this.statements.photoCounts.all().map((r) => [r.reference, r.count]));
  }
}
