import { rebuildMessagesTable, REFERENCE_INDEX, UNDELIVERED_INDEX, VERSION_1_COLUMNS } from './messagesTable';

/**
 * Version 5, the repair loop: contractors' jobs and their steps, the resident's satisfaction score, a random nonce per report
 * that its links are tied to, the contractor's photos beside the resident's, and the new mail audiences and status
 * channels (SQLite cannot widen a CHECK, so those two tables are rebuilt with every row kept).
 */
export default `${rebuildMessagesTable({
  version: 5,
  audiences: ['staff', 'sender', 'status', 'contractor', 'staff-job', 'staff-status'],
  discriminators: ['event_id'],
  copied: [...VERSION_1_COLUMNS, 'rejected_at', 'reference', 'audience', 'event_id'],
  indexes: [UNDELIVERED_INDEX, REFERENCE_INDEX],
})}

  CREATE TABLE status_history_v5 (
    id             INTEGER PRIMARY KEY AUTOINCREMENT,
    reference      TEXT    NOT NULL,
    status         TEXT    NOT NULL,
    at             INTEGER NOT NULL,
    channel        TEXT    NOT NULL CHECK (channel IN ('site', 'link', 'staff', 'contractor', 'resident', 'auto')),
    planned_date   TEXT,
    note           TEXT,
    link_id        TEXT    UNIQUE,
    planned_window TEXT
  );
  INSERT INTO status_history_v5 (id, reference, status, at, channel, planned_date, note, link_id)
    SELECT id, reference, status, at, channel, planned_date, note, link_id FROM status_history;
  DROP TABLE status_history;
  ALTER TABLE status_history_v5 RENAME TO status_history;
  CREATE INDEX status_history_reference ON status_history (reference);

  ALTER TABLE reports ADD COLUMN link_nonce TEXT;
  UPDATE reports SET link_nonce = lower(hex(randomblob(16)));
  ALTER TABLE photos ADD COLUMN job_id INTEGER;

  CREATE TABLE contractor_jobs (
    id                   INTEGER PRIMARY KEY AUTOINCREMENT,
    reference            TEXT    NOT NULL,
    contractor_id        TEXT    NOT NULL,
    contractor           TEXT    NOT NULL,
    nonce                TEXT    NOT NULL UNIQUE,
    note                 TEXT,
    share_contact        INTEGER NOT NULL DEFAULT 0,
    state                TEXT    NOT NULL CHECK (state IN ('sent', 'accepted', 'declined', 'done')),
    sent_at              INTEGER NOT NULL,
    superseded_at        INTEGER,
    decline_reason       TEXT,
    planned_date         TEXT,
    planned_window       TEXT,
    done_at              INTEGER,
    done_note            TEXT,
    accept_reminded_at   INTEGER,
    overdue_reminded_for TEXT
  );
  CREATE INDEX contractor_jobs_reference ON contractor_jobs (reference);
  CREATE TABLE job_events (
    id     INTEGER PRIMARY KEY AUTOINCREMENT,
    job_id INTEGER NOT NULL,
    kind   TEXT    NOT NULL,
    at     INTEGER NOT NULL,
    note   TEXT
  );
  CREATE INDEX job_events_job ON job_events (job_id);
  CREATE TABLE satisfaction_scores (
    id        INTEGER PRIMARY KEY AUTOINCREMENT,
    reference TEXT    UNIQUE,
    score     INTEGER NOT NULL CHECK (score BETWEEN 1 AND 5),
    at        INTEGER NOT NULL
  );
`;
