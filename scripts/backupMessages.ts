/**
 * `npm run backup [-- <file>]`: a consistent copy of the message database, safe while the server runs (SQLite's
 * online backup). Without a file: DATA_DIR/backups/messages-<date>-<time>.sqlite. Prints where it wrote.
 */
import fs from 'node:fs';
import path from 'node:path';
import { ConfigError, loadMessagesConfig } from '../server/config';
import { DATABASE_FILE, MessageStore } from '../server/messages/messageStore';

async function main(): Promise<void> {
  const config = loadMessagesConfig(process.env);
  const source = path.join(config.dataDir, DATABASE_FILE);
  if (!fs.existsSync(source)) {
    console.log(`Niets te bewaren: ${source} bestaat nog niet.`);
    return;
  }
  const stamp = new Date().toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  const target = path.resolve(process.argv[2] ?? path.join(config.dataDir, 'backups', `messages-${stamp}.sqlite`));
  const store = new MessageStore(source, { mustExist: true });
  try {
    await store.backupTo(target);
  } finally {
    store.close();
  }
  console.log(`Reservekopie geschreven: ${target}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? `Configuratiefout: ${error.message}` : error);
  process.exit(1);
});
