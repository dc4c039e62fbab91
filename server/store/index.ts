import type Database from 'better-sqlite3';
import { ContractorJobStore } from './contractorJobs';
import { backupDatabase, openDatabase } from './database';
import { KnownProblemStore } from './knownProblems';
import { OutboxQueue } from './outboxQueue';
import { PhotoRows } from './photoRows';
import { ProblemFollowers } from './problemFollowers';
import { ReportHistory } from './reportHistory';
import { StaffQueries } from './staffQueries';
import { Submissions } from './submissions';

export { DATABASE_FILE } from './database';

/**
 * Every accepted message, report and photo row, in one SQLite database: one connection, and per table family a small
 * class with its own prepared statements.
 */
export interface Store {
  readonly db: Database.Database;
  readonly submissions: Submissions;
  readonly outbox: OutboxQueue;
  readonly reports: ReportHistory;
  readonly photos: PhotoRows;
  readonly staff: StaffQueries;
  readonly jobs: ContractorJobStore;
  readonly knownProblems: KnownProblemStore;
  readonly problemFollowers: ProblemFollowers;
  /** A consistent copy of the database, safe while the server keeps writing. */
  backupTo(file: string): Promise<void>;
  close(): void;
}

/** Opens (creating it, unless `mustExist`) and migrates the database in `file`. */
export function openStore(file: string, options: { mustExist?: boolean } = {}): Store {
  const db = openDatabase(file, options);
  const jobs = new ContractorJobStore(db);
  const knownProblems = new KnownProblemStore(db);
  const problemFollowers = new ProblemFollowers(db, knownProblems);
  const reports = new ReportHistory(db, {
    // A purged report takes its contractors' jobs and its followers along.
    forget: (reference) => {
      jobs.forget(reference);
      knownProblems.forget(reference);
      problemFollowers.forget(reference);
    },
    // Every step of a followed report reaches its confirmed followers.
    stepTaken: (reference, eventId, now) =>
      problemFollowers.queueFollowerMails(reference, 'follower-status', eventId, now),
  });
  const photos = new PhotoRows(db);
  return {
    db,
    submissions: new Submissions(db, reports, photos),
    outbox: new OutboxQueue(db),
    reports,
    photos,
    staff: new StaffQueries(db),
    jobs,
    knownProblems,
    problemFollowers,
    backupTo: (target) => backupDatabase(db, target),
    close: () => {
      if (db.open) db.close();
    },
  };
}
