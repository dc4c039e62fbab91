/**
 * The messages table is the outbox: its delivery columns have not changed since version 1, but its CHECKs and its
 * UNIQUE key have grown, and SQLite can widen neither in place. So each version that widens them writes the table again
 * under a new name, copies the rows, swaps the two and re-creates the indexes. These helpers write that SQL; each
 * version states what it changes (its audiences, the columns that tell its mails apart, what it copies, its indexes),
 * and the schema-migration test opens older databases, so a change here that alters an old step shows.
 */

/** What the outbox needs of every message, in every version (the order of the columns is part of the schema). */
const DELIVERY_COLUMNS = `
      payload         TEXT    NOT NULL,
      meta            TEXT    NOT NULL DEFAULT '{}',
      received_at     INTEGER NOT NULL,
      attempts        INTEGER NOT NULL DEFAULT 0,
      next_attempt_at INTEGER NOT NULL,
      claimed_until   INTEGER,
      last_error      TEXT,
      delivered_at    INTEGER`;

/** The outbox's queue: the messages still to be sent, by when they are due. */
export const UNDELIVERED_INDEX =
  'CREATE INDEX messages_undelivered ON messages (next_attempt_at) WHERE delivered_at IS NULL;';
/** A report's mails, by its reference. */
export const REFERENCE_INDEX = 'CREATE INDEX messages_reference ON messages (reference);';

/** `CREATE TABLE name (…)`: the id, the kinds a message may have, the delivery columns, then `more` (columns, keys). */
export function createMessagesTable(name: string, kinds: readonly string[], more: readonly string[] = []): string {
  const rest = more.map((line) => `,\n      ${line}`).join('');
  return `
    CREATE TABLE ${name} (
      id              INTEGER PRIMARY KEY AUTOINCREMENT,
      kind            TEXT    NOT NULL CHECK (kind IN (${sqlList(kinds)})),${DELIVERY_COLUMNS}${rest}
    );`;
}

export interface MessagesRebuild {
  /** The version that writes the table again; the new table is built as `messages_v<version>`. */
  version: number;
  /** Whom a report's mails may go to. */
  audiences: readonly string[];
  /**
   * The columns that tell apart the mails of one reference to one audience (the status change a mail announces, the
   * follower it goes to): each is an integer, 0 where it does not apply, and part of the table's unique key.
   */
  discriminators: readonly string[];
  /** The columns copied from the old table (those the new one adds keep their default). */
  copied: readonly string[];
  indexes: readonly string[];
}

/**
 * The SQL that writes the messages table again with wider CHECKs or keys and every row kept. Since version 3 the table
 * holds the three kinds of message, remembers a refused mail and files a report's mails by reference and audience.
 */
export function rebuildMessagesTable({ version, audiences, discriminators, copied, indexes }: MessagesRebuild): string {
  const table = `messages_v${version}`;
  const columns = copied.join(', ');
  const more = [
    'rejected_at     INTEGER',
    'reference       TEXT',
    `audience        TEXT    NOT NULL DEFAULT 'staff' CHECK (audience IN (${sqlList(audiences)}))`,
    ...discriminators.map((column) => `${column.padEnd(15)} INTEGER NOT NULL DEFAULT 0`),
    `UNIQUE (${['reference', 'audience', ...discriminators].join(', ')})`,
  ];
  return `${createMessagesTable(table, ['contact', 'quote', 'report'], more)}
    INSERT INTO ${table} (${columns})
      SELECT ${columns} FROM messages;
    DROP TABLE messages;
    ALTER TABLE ${table} RENAME TO messages;
    ${indexes.join('\n    ')}`;
}

/** The columns of the messages table of version 1, the first that every later version copies. */
export const VERSION_1_COLUMNS = [
  'id',
  'kind',
  'payload',
  'meta',
  'received_at',
  'attempts',
  'next_attempt_at',
  'claimed_until',
  'last_error',
  'delivered_at',
] as const;

/** `'a', 'b'`: the values of an IN (…) list. */
function sqlList(values: readonly string[]): string {
  return values.map((value) => `'${value}'`).join(', ');
}
