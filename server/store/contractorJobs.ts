import crypto from 'node:crypto';
import type Database from 'better-sqlite3';
import type { JobState } from '../../src/lib/reports/contractorJobs';

/** What the job keeps of the contractor when it is sent: a later edit of content/ changes no job under way. */
export interface ContractorSnapshot {
  name: string;
  email: string;
  phone: string;
}

/** One contractor's job on one report. A report sent on again gets a new job; the old one is superseded. */
export interface ContractorJob {
  id: number;
  reference: string;
  contractorId: string;
  contractor: ContractorSnapshot;
  nonce: string;
  /** The staff's note for the contractor. */
  note: string | null;
  /** The resident allowed their name and phone to go to the contractor. */
  shareContact: boolean;
  state: JobState;
  sentAt: number;
  supersededAt: number | null;
  declineReason: string | null;
  plannedDate: string | null;
  plannedWindow: string | null;
  doneAt: number | null;
  doneNote: string | null;
  acceptRemindedAt: number | null;
  /** The planned date the overdue reminder went out for: a new date may get its own. */
  overdueRemindedFor: string | null;
}

/** A step of a job; the mails about it point at it (the outbox row's event id). */
export type JobEventKind =
  'sent' | 'superseded' | 'accepted' | 'declined' | 'planned' | 'done' | 'accept-reminder' | 'overdue-reminder';

export interface JobEvent {
  id: number;
  jobId: number;
  kind: JobEventKind;
  at: number;
  note: string | null;
}

/** The outbox rows of the loop: to the contractor, to staff about a job, to staff about the resident's answer. */
export type LoopAudience = 'contractor' | 'staff-job' | 'staff-status';

interface JobRow {
  id: number;
  reference: string;
  contractor_id: string;
  contractor: string;
  nonce: string;
  note: string | null;
  share_contact: number;
  state: JobState;
  sent_at: number;
  superseded_at: number | null;
  decline_reason: string | null;
  planned_date: string | null;
  planned_window: string | null;
  done_at: number | null;
  done_note: string | null;
  accept_reminded_at: number | null;
  overdue_reminded_for: string | null;
}

function toJob(row: JobRow): ContractorJob {
  return {
    id: row.id,
    reference: row.reference,
    contractorId: row.contractor_id,
    contractor: JSON.parse(row.contractor) as ContractorSnapshot,
    nonce: row.nonce,
    note: row.note,
    shareContact: row.share_contact === 1,
    state: row.state,
    sentAt: row.sent_at,
    supersededAt: row.superseded_at,
    declineReason: row.decline_reason,
    plannedDate: row.planned_date,
    plannedWindow: row.planned_window,
    doneAt: row.done_at,
    doneNote: row.done_note,
    acceptRemindedAt: row.accept_reminded_at,
    overdueRemindedFor: row.overdue_reminded_for,
  };
}

const randomNonce = () => crypto.randomBytes(16).toString('hex');

/**
 * The repair loop's tables: contractors' jobs and their steps, the satisfaction scores, and
 * the loop's outbox rows (its photos are rows of the photos table: PhotoRows). Its writes run inside the caller's transaction (RepairLoop), so a step, its mails and the
 * report's status are committed together or not at all.
 */
export class ContractorJobStore {
  private readonly s;

  constructor(private readonly db: Database.Database) {
    this.s = {
      job: db.prepare<[number], JobRow>('SELECT * FROM contractor_jobs WHERE id = ?'),
      current: db.prepare<[string], JobRow>(
        'SELECT * FROM contractor_jobs WHERE reference = ? AND superseded_at IS NULL ORDER BY id DESC LIMIT 1',
      ),
      jobsOf: db.prepare<[string], JobRow>('SELECT * FROM contractor_jobs WHERE reference = ? ORDER BY id'),
      allCurrent: db.prepare<[], JobRow>('SELECT * FROM contractor_jobs WHERE superseded_at IS NULL ORDER BY id'),
      insertJob: db.prepare<[string, string, string, string, string | null, number, number]>(
        `INSERT INTO contractor_jobs (reference, contractor_id, contractor, nonce, note, share_contact, state, sent_at)
         VALUES (?, ?, ?, ?, ?, ?, 'sent', ?)`,
      ),
      supersede: db.prepare<[number, number]>('UPDATE contractor_jobs SET superseded_at = ? WHERE id = ?'),
      update: db.prepare(
        `UPDATE contractor_jobs SET state = @state, decline_reason = @declineReason, planned_date = @plannedDate,
           planned_window = @plannedWindow, done_at = @doneAt, done_note = @doneNote,
           accept_reminded_at = @acceptRemindedAt, overdue_reminded_for = @overdueRemindedFor WHERE id = @id`,
      ),
      insertEvent: db.prepare<[number, JobEventKind, number, string | null]>(
        'INSERT INTO job_events (job_id, kind, at, note) VALUES (?, ?, ?, ?)',
      ),
      event: db.prepare<[number], { id: number; job_id: number; kind: JobEventKind; at: number; note: string | null }>(
        'SELECT * FROM job_events WHERE id = ?',
      ),
      insertMail: db.prepare<[string, string, number, number, string, LoopAudience, number]>(
        `INSERT OR IGNORE INTO messages (kind, payload, meta, received_at, next_attempt_at, reference, audience, event_id)
         VALUES ('report', ?, ?, ?, ?, ?, ?, ?)`,
      ),
      rate: db.prepare<[string, number, number]>(
        'INSERT OR IGNORE INTO satisfaction_scores (reference, score, at) VALUES (?, ?, ?)',
      ),
      rated: db.prepare<[string], { score: number }>('SELECT score FROM satisfaction_scores WHERE reference = ?'),
      scores: db.prepare<[], { score: number; count: number }>(
        'SELECT score, COUNT(*) AS count FROM satisfaction_scores GROUP BY score ORDER BY score',
      ),
      forgetJobs: db.prepare<[string]>('DELETE FROM contractor_jobs WHERE reference = ?'),
      forgetEvents: db.prepare<[string]>(
        'DELETE FROM job_events WHERE job_id IN (SELECT id FROM contractor_jobs WHERE reference = ?)',
      ),
      anonymiseScore: db.prepare<[string]>('UPDATE satisfaction_scores SET reference = NULL WHERE reference = ?'),
      awaiting: db.prepare<[], { reference: string; event_id: number; at: number }>(
        `SELECT r.reference, h.id AS event_id, h.at FROM reports r
           JOIN status_history h ON h.id = (SELECT MAX(id) FROM status_history WHERE reference = r.reference)
          WHERE r.closed_at IS NULL AND r.status = 'uitgevoerd'`,
      ),
    };
  }

  job(id: number): ContractorJob | null {
    const row = this.s.job.get(id);
    return row ? toJob(row) : null;
  }

  /** The report's job that is not superseded (whatever its state), or null. */
  currentJob(reference: string): ContractorJob | null {
    const row = this.s.current.get(reference);
    return row ? toJob(row) : null;
  }

  jobsOf(reference: string): ContractorJob[] {
    return this.s.jobsOf.all(reference).map(toJob);
  }

  /** Every job not superseded, for the reminders and the staff's list. */
  currentJobs(): ContractorJob[] {
    return this.s.allCurrent.all().map(toJob);
  }

  createJob(
    job: {
      reference: string;
      contractorId: string;
      contractor: ContractorSnapshot;
      note: string | null;
      shareContact: boolean;
    },
    now: number,
  ): ContractorJob {
    const result = this.s.insertJob.run(
      job.reference,
      job.contractorId,
      JSON.stringify(job.contractor),
      randomNonce(),
      job.note,
      job.shareContact ? 1 : 0,
      now,
    );
    return this.job(Number(result.lastInsertRowid))!;
  }

  supersede(jobId: number, now: number): void {
    this.s.supersede.run(now, jobId);
  }

  update(job: ContractorJob): void {
    this.s.update.run({
      id: job.id,
      state: job.state,
      declineReason: job.declineReason,
      plannedDate: job.plannedDate,
      plannedWindow: job.plannedWindow,
      doneAt: job.doneAt,
      doneNote: job.doneNote,
      acceptRemindedAt: job.acceptRemindedAt,
      overdueRemindedFor: job.overdueRemindedFor,
    });
  }

  addEvent(jobId: number, kind: JobEventKind, now: number, note: string | null = null): JobEvent {
    const id = Number(this.s.insertEvent.run(jobId, kind, now, note).lastInsertRowid);
    return { id, jobId, kind, at: now, note };
  }

  event(id: number): JobEvent | null {
    const row = this.s.event.get(id);
    return row ? { id: row.id, jobId: row.job_id, kind: row.kind, at: row.at, note: row.note } : null;
  }

  /**
   * Queues a mail of the loop in the outbox (the report's row payload travels along, as with status mails). Once per
   * reference, audience and step: a replay queues nothing.
   */
  queueMail(reference: string, payload: string, meta: string, audience: LoopAudience, eventId: number, now: number) {
    this.s.insertMail.run(payload, meta, now, now, reference, audience, eventId);
  }

  /** Records the resident's one score; false when they already gave one. */
  rate(reference: string, score: number, now: number): boolean {
    return this.s.rate.run(reference, score, now).changes === 1;
  }

  hasRated(reference: string): boolean {
    return !!this.s.rated.get(reference);
  }

  /** How many residents gave each score, 1 to 5; purged reports' scores stay counted, without their reference. */
  scoreCounts(): Map<number, number> {
    return new Map(this.s.scores.all().map((r) => [r.score, r.count]));
  }

  /** Open reports whose last step is 'uitgevoerd': the resident's answer is awaited since `at`. */
  awaitingConfirmation(): Array<{ reference: string; eventId: number; at: number }> {
    return this.s.awaiting.all().map((r) => ({ reference: r.reference, eventId: r.event_id, at: r.at }));
  }

  /** With a purged report: its jobs and their steps go; its score stays, anonymous. */
  forget(reference: string): void {
    this.s.forgetEvents.run(reference);
    this.s.forgetJobs.run(reference);
    this.s.anonymiseScore.run(reference);
  }
}
