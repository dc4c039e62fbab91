import { rebuildMessagesTable, REFERENCE_INDEX, UNDELIVERED_INDEX, VERSION_1_COLUMNS } from './messagesTable';

/**
 * Version 6, one defect, one report: a report's building and category as columns (the merge buttons look up the open
 * reports of the same building and category), the report a duplicate was merged into, known problems (what staff made
 * public of a report), its followers and the staff's words to the building. The messages table gets the new mail
 * audiences and a follower per row (a status mail goes once to each follower), so it is rebuilt with every row kept.
 */
export default `${rebuildMessagesTable({
  version: 6,
  audiences: [
    'staff',
    'sender',
    'status',
    'contractor',
    'staff-job',
    'staff-status',
    'follow-confirm',
    'follower-status',
    'follower-update',
    'building-update',
    'merged',
    'staff-merge',
  ],
  discriminators: ['event_id', 'follower_id'],
  copied: [...VERSION_1_COLUMNS, 'rejected_at', 'reference', 'audience', 'event_id'],
  indexes: [UNDELIVERED_INDEX, REFERENCE_INDEX],
})}

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
