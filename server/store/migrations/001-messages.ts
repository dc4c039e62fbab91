/** Version 1: the contact and quote messages, e-mailed by the outbox. */
export default `
    CREATE TABLE messages (
      id              INTEGER PRIMARY KEY AUTOINCREMENT,
      kind            TEXT    NOT NULL CHECK (kind IN ('contact', 'quote')),
      payload         TEXT    NOT NULL,
      meta            TEXT    NOT NULL DEFAULT '{}',
      received_at     INTEGER NOT NULL,
      attempts        INTEGER NOT NULL DEFAULT 0,
      next_attempt_at INTEGER NOT NULL,
      claimed_until   INTEGER,
      last_error      TEXT,
      delivered_at    INTEGER
    );
    CREATE INDEX messages_undelivered ON messages (next_attempt_at) WHERE delivered_at IS NULL;
  `;
