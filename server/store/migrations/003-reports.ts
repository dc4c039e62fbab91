/**
 * Version 3: defect reports, references and acknowledgements. SQLite cannot widen a CHECK, so the table is rebuilt.
 */
export default `
    CREATE TABLE messages_v3 (
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
      audience        TEXT    NOT NULL DEFAULT 'staff' CHECK (audience IN ('staff', 'sender')),
      UNIQUE (reference, audience)
    );
    INSERT INTO messages_v3 (id, kind, payload, meta, received_at, attempts, next_attempt_at, claimed_until,
                             last_error, delivered_at, rejected_at)
      SELECT id, kind, payload, meta, received_at, attempts, next_attempt_at, claimed_until,
             last_error, delivered_at, rejected_at FROM messages;
    DROP TABLE messages;
    ALTER TABLE messages_v3 RENAME TO messages;
    CREATE INDEX messages_undelivered ON messages (next_attempt_at) WHERE delivered_at IS NULL;
    CREATE TABLE reference_counters (
      prefix TEXT    NOT NULL,
      year   INTEGER NOT NULL,
      last   INTEGER NOT NULL,
      PRIMARY KEY (prefix, year)
    );
    CREATE TABLE photos (
      id            INTEGER PRIMARY KEY AUTOINCREMENT,
      reference     TEXT    NOT NULL,
      position      INTEGER NOT NULL,
      file          TEXT    NOT NULL UNIQUE,
      content_type  TEXT    NOT NULL,
      bytes         INTEGER NOT NULL,
      original_name TEXT    NOT NULL
    );
    CREATE INDEX photos_reference ON photos (reference);
  `;
