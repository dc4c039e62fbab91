import { rebuildMessagesTable, UNDELIVERED_INDEX, VERSION_1_COLUMNS } from './messagesTable';

/**
 * Version 3: defect reports, references and acknowledgements. SQLite cannot widen a CHECK, so the table is rebuilt.
 */
export default `${rebuildMessagesTable({
  version: 3,
  audiences: ['staff', 'sender'],
  discriminators: [],
  copied: [...VERSION_1_COLUMNS, 'rejected_at'],
  indexes: [UNDELIVERED_INDEX],
})}
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
