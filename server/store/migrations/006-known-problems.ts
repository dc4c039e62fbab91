/**
 * Version 6, one defect, one report: a report's building and category as columns (the merge buttons look up the open
 * reports of the same building and category), the report a duplicate was merged into, known problems (what staff made
 * public of a report), its followers and the staff's words to the building. The messages table gets the new mail
 * audiences and a follower per row (a status mail goes once to each follower), so it is rebuilt with every row kept.
 */
export default `
  CREATE TABLE messages_v6 (
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
    audience        TEXT    NOT NULL DEFAULT 'staff'
                    CHECK (audience IN ('staff', 'sender', 'status', 'contractor', 'staff-job', 'staff-status',
                                        'follow-confirm', 'follower-status', 'follower-update', 'building-update',
                                        'merged', 'staff-merge')),
    event_id        INTEGER NOT NULL DEFAULT 0,
    follower_id     INTEGER NOT NULL DEFAULT 0,
    UNIQUE (reference, audience, event_id, follower_id)
  );
  INSERT INTO messages_v6 (id, kind, payload, meta, received_at, attempts, next_attempt_at, claimed_until, last_error,
                           delivered_at, rejected_at, reference, audience, event_id)
    SELECT id, kind, payload, meta, received_at, attempts, next_attempt_at, claimed_until, last_error,
           delivered_at, rejected_at, reference, audience, event_id FROM messages;
  DROP TABLE messages;
  ALTER TABLE messages_v6 RENAME TO messages;
  CREATE INDEX messages_undelivered ON messages (next_attempt_at) WHERE delivered_at IS NULL;
  CREATE INDEX messages_reference ON messages (reference);

  ALTER TABLE reports ADD COLUMN building_code TEXT;
  ALTER TABLE reports ADD COLUMN category TEXT;
  ALTER TABLE reports ADD COLUMN merged_into TEXT;
  UPDATE reports SET
    building_code = (SELECT json_extract(m.payload, '$.building.code') FROM messages m
                      WHERE m.reference = reports.reference AND m.audience = 'staff'),
    category = (SELECT json_extract(m.payload, '$.category') FROM messages m
                 WHERE m.reference = reports.reference AND m.audience = 'staff');
  CREATE INDEX reports_open_by_building ON reports (building_code, category) WHERE closed_at IS NULL;

  CREATE TABLE known_problems (
    id          TEXT    PRIMARY KEY,
    reference   TEXT    NOT NULL UNIQUE,
    title       TEXT    NOT NULL,
    shown       INTEGER NOT NULL CHECK (shown IN (0, 1)),
    shown_since INTEGER
  );

  CREATE TABLE followers (
    id           INTEGER PRIMARY KEY AUTOINCREMENT,
    reference    TEXT    NOT NULL,
    email        TEXT,
    nonce        TEXT    NOT NULL UNIQUE,
    via          TEXT    NOT NULL CHECK (via IN ('follow', 'merge')),
    requested_at INTEGER NOT NULL,
    requests     INTEGER NOT NULL DEFAULT 1,
    confirmed_at INTEGER,
    left_at      INTEGER,
    UNIQUE (reference, email)
  );
  CREATE INDEX followers_reference ON followers (reference);

  CREATE TABLE building_updates (
    id        INTEGER PRIMARY KEY AUTOINCREMENT,
    reference TEXT    NOT NULL,
    text      TEXT    NOT NULL,
    at        INTEGER NOT NULL
  );
  CREATE INDEX building_updates_reference ON building_updates (reference);
`;
