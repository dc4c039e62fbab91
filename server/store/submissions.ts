import type Database from 'better-sqlite3';
import type { StoredMessage } from '../../src/lib/forms/messageKinds';
import { formatReference, referencePrefixes } from '../../src/lib/forms/references';
import type { Audience } from './outboxQueue';
import type { PhotoRows, StoredPhoto } from './photoRows';
import type { ReportHistory } from './reportHistory';

/** What one accepted form becomes: the message for the firm, optionally the acknowledgement, and its photos. */
export interface Submission {
  message: StoredMessage;
  meta?: Record<string, unknown>;
  /** Send the sender an acknowledgement (with the reference) as a second e-mail. */
  acknowledge: boolean;
  /** Already written and synced in the photo folder; recorded in the same transaction as the message. */
  photos?: readonly StoredPhoto[];
}

const brusselsYear = new Intl.DateTimeFormat('en', { year: 'numeric', timeZone: 'Europe/Brussels' });

/** Accepted forms and their references ('M-2026-00123': per kind and year, counted in the database). */
export class Submissions {
  private readonly statements;

  constructor(
    private readonly db: Database.Database,
    private readonly reports: ReportHistory,
    private readonly photos: PhotoRows,
  ) {
    this.statements = {
      nextReference: db.prepare<[string, number], { last: number }>(
        `INSERT INTO reference_counters (prefix, year, last) VALUES (?, ?, 1)
           ON CONFLICT (prefix, year) DO UPDATE SET last = last + 1 RETURNING last`,
      ),
      insert: db.prepare<[string, string, string, number, number, string, Audience]>(
        'INSERT INTO messages (kind, payload, meta, received_at, next_attempt_at, reference, audience) VALUES (?, ?, ?, ?, ?, ?, ?)',
      ),
    };
  }

  /**
   * Stores one accepted form in one transaction: a new reference (per kind and year, counted in the same transaction,
   * so two requests never share one), the message for the firm, the acknowledgement when asked for, the photo files'
   * rows and, for a report, its first status. Returns the reference once it is committed; both mails are due at once.
   */
  insertSubmission({ message, meta = {}, acknowledge, photos = [] }: Submission, now = Date.now()): string {
    return this.db
      .transaction(() => {
        const year = Number(brusselsYear.format(now));
        const row = this.statements.nextReference.get(referencePrefixes[message.kind], year);
        if (!row) throw new Error('could not allocate a reference');
        const reference = formatReference(message.kind, year, row.last);
        const payload = JSON.stringify(message.data);
        this.statements.insert.run(message.kind, payload, JSON.stringify(meta), now, now, reference, 'staff');
        if (acknowledge) this.statements.insert.run(message.kind, payload, '{}', now, now, reference, 'sender');
        this.photos.addPhotos(reference, photos);
        if (message.kind === 'report')
          this.reports.addReport(
            reference,
            { buildingCode: message.data.building?.code ?? null, category: message.data.category },
            now,
          );
        return reference;
      })
      .immediate();
  }
}
