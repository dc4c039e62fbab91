import { rebuildMessagesTable, REFERENCE_INDEX, UNDELIVERED_INDEX, VERSION_1_COLUMNS } from './messagesTable';

/**
 * Version 4: statuses of reports. A mail per status change (so a reference has many 'status' rows, told apart by the
 * step they announce), the history, and each report's current state. The photo's original file name is no longer kept.
 */
export default `${rebuildMessagesTable({
  version: 4,
  audiences: ['staff', 'sender', 'status'],
  discriminators: ['event_id'],
  copied: [...VERSION_1_COLUMNS, 'rejected_at', 'reference', 'audience'],
  indexes: [UNDELIVERED_INDEX, REFERENCE_INDEX],
})}
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
