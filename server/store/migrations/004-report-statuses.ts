/**
 * Version 4: statuses of reports. A mail per status change (so a reference has many 'status' rows, told apart by the
 * step they announce), the history, and each report's current state. The photo's original file name is no longer kept.
 */
export default `
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
  `;
