import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { createPrivateFile, PRIVATE_DIR_MODE } from './dataDirectory';
import { SCHEMA_MIGRATIONS, SCHEMA_VERSION } from './migrations';

/** The database file in DATA_DIR. */
export const DATABASE_FILE = 'messages.sqlite';

/**
 * Opens the database with the pragmas every connection needs and brings its schema up to date. A message is written
 * (and fsynced: WAL with synchronous=FULL) before the API answers, so an accepted message survives a crash, a restart
 * or a dead SMTP server. `mustExist`: for tools that read an existing database and must not create an empty one.
 */
export function openDatabase(file: string, { mustExist = false }: { mustExist?: boolean } = {}): Database.Database {
  if (!mustExist) {
    fs.mkdirSync(path.dirname(file), { recursive: true, mode: PRIVATE_DIR_MODE });
    // SQLite gives the WAL and SHM files the mode of the database file.
    createPrivateFile(file);
  }
  const db = new Database(file, { fileMustExist: mustExist });
  db.pragma('busy_timeout = 5000');
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  migrate(db);
  return db;
}

/** Runs the steps the database has not had yet, each in its own transaction with its version. */
function migrate(db: Database.Database): void {
  const current = db.pragma('user_version', { simple: true }) as number;
  for (let version = current + 1; version <= SCHEMA_VERSION; version++) {
    db.transaction(() => {
      db.exec(SCHEMA_MIGRATIONS[version]);
      db.pragma(`user_version = ${version}`);
    })();
  }
}

/**
 * Copies the database to `file` with SQLite's online backup: consistent, and safe while the server keeps writing (a
 * file copy of a WAL database is not).
 */
export async function backupDatabase(db: Database.Database, file: string): Promise<void> {
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: PRIVATE_DIR_MODE });
  createPrivateFile(file);
  await db.backup(file);
}
