/**
 * `npm run backup [-- <file>]`: a consistent copy of the message database, safe while the server runs (SQLite's
 * online backup). Without a file: DATA_DIR/backups/messages-<date>-<time>.sqlite. Prints where it wrote.
 *
 * Then it deletes the backups in DATA_DIR/backups that are older than RETENTION_DAYS (by the time in their name):
 * the privacy policy says a delivered message is gone RETENTION_DAYS after delivery, so no copy may outlive that by
 * more than one more term. deploy/syndic-site-backup.timer runs this daily.
 */
import fs from 'node:fs';
import path from 'node:path';
import { ConfigError, loadMessagesConfig } from '../config';
import { DATABASE_FILE, openStore } from '../store';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The name this command gives a backup: messages-20261126-071300.sqlite (UTC). */
const BACKUP_NAME = /^messages-(\d{4})(\d{2})(\d{2})-(\d{2})(\d{2})(\d{2})\.sqlite$/;

export function backupFileName(now: Date): string {
  const stamp = now.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  return `messages-${stamp}.sqlite`;
}

/** When a backup named by this command was made; null for any other file (never touched). */
export function backupTime(fileName: string): number | null {
  const match = BACKUP_NAME.exec(fileName);
  if (!match) return null;
  const [, year, month, day, hour, minute, second] = match.map(Number);
  return Date.UTC(year, month - 1, day, hour, minute, second);
}

/** Deletes the backups in `dir` made more than `retentionDays` before `now`; returns their names. */
export function pruneBackups(dir: string, retentionDays: number, now = Date.now()): string[] {
  if (!fs.existsSync(dir)) return [];
  const removed: string[] = [];
  for (const name of fs.readdirSync(dir).sort()) {
    const time = backupTime(name);
    if (time === null || now - time <= retentionDays * DAY_MS) continue;
    fs.rmSync(path.join(dir, name), { force: true });
    removed.push(name);
  }
  return removed;
}

async function main(): Promise<void> {
  // A backup holds every message: the service user's alone, like the database it copies.
  process.umask(0o077);
  const config = loadMessagesConfig(process.env);
  const source = path.join(config.dataDir, DATABASE_FILE);
  const backupsDir = path.join(config.dataDir, 'backups');
  if (fs.existsSync(source)) {
    const target = path.resolve(process.argv[2] ?? path.join(backupsDir, backupFileName(new Date())));
    const store = openStore(source, { mustExist: true });
    try {
      await store.backupTo(target);
    } finally {
      store.close();
    }
    console.log(`Reservekopie geschreven: ${target}`);
  } else console.log(`Niets te bewaren: ${source} bestaat nog niet.`);
  const removed = pruneBackups(backupsDir, config.retentionDays);
  if (removed.length)
    console.log(
      `${removed.length} reservekopie(ën) ouder dan ${config.retentionDays} dagen (RETENTION_DAYS) verwijderd: ${removed.join(', ')}`,
    );
}

if (require.main === module)
  main().catch((error: unknown) => {
    console.error(error instanceof ConfigError ? `Configuratiefout: ${error.message}` : error);
    process.exit(1);
  });
