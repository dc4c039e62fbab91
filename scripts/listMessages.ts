/**
 * `npm run messages`: the contact and quote messages and defect reports in DATA_DIR (reports with their reference,
 * building and photo count; an acknowledgement to a sender is shown as 'bevestiging'), newest last, with their delivery state.
 * Options: --pending (only undelivered ones), --json (machine-readable), --full (whole texts),
 * --delete <id> (delete a message the staff have handled: a refused one, which the server keeps until then, or a
 * delivered one before RETENTION_DAYS).
 * Works while the server runs (SQLite in WAL mode allows a second reader).
 */
import fs from 'node:fs';
import path from 'node:path';
import { ConfigError, loadMessagesConfig } from '../server/config';
import { composeEmail, reportBuildingLine } from '../server/messages/composeEmail';
import type { StoredReport } from '../src/lib/messages/messageKinds';
import { DATABASE_FILE, MessageStore, type MessageRecord } from '../server/messages/messageStore';

const argv = process.argv.slice(2);
const args = new Set(argv);
const dateTime = new Intl.DateTimeFormat('nl-BE', {
  dateStyle: 'short',
  timeStyle: 'short',
  timeZone: 'Europe/Brussels',
});

function state(record: MessageRecord): string {
  if (record.deliveredAt) return `verstuurd ${dateTime.format(record.deliveredAt)}`;
  if (record.rejectedAt)
    return `GEWEIGERD door de mailserver ${dateTime.format(record.rejectedAt)} (${record.lastError ?? 'geen reden'}); wordt niet opnieuw verstuurd, behandel het bericht zelf en verwijder het dan (--delete ${record.id})`;
  if (record.attempts === 0) return 'nog niet verstuurd';
  return `nog niet verstuurd (${record.attempts} ${record.attempts === 1 ? 'poging' : 'pogingen'}; laatste fout: ${record.lastError ?? 'onbekend'})`;
}

function main(): void {
  const config = loadMessagesConfig(process.env);
  const file = path.join(config.dataDir, DATABASE_FILE);
  if (!fs.existsSync(file)) {
    console.log(`Nog geen berichten: ${file} bestaat niet.`);
    return;
  }
  const store = new MessageStore(file, { mustExist: true });
  if (args.has('--delete')) {
    const id = Number(argv[argv.indexOf('--delete') + 1]);
    const removed = Number.isInteger(id) && store.removeHandled(id);
    store.close();
    console.log(
      removed
        ? `Bericht #${id} verwijderd.`
        : `Bericht #${id} niet verwijderd: het bestaat niet of wacht nog op verzending (enkel een verstuurd of geweigerd bericht kan weg).`,
    );
    if (!removed) process.exitCode = 1;
    return;
  }
  const records = store.list({ undeliveredOnly: args.has('--pending') });
  const photoCounts = store.photoCounts();
  store.close();

  if (args.has('--json')) {
    console.log(JSON.stringify(records, null, 2));
    return;
  }
  if (records.length === 0) {
    console.log(args.has('--pending') ? 'Alle berichten zijn verstuurd.' : 'Nog geen berichten.');
    return;
  }
  for (const record of records) {
    const email = composeEmail(record, config.mailFrom);
    const reference = record.reference ? `${record.reference}  ` : '';
    if (record.audience === 'sender') {
      console.log(
        `#${record.id}  ${dateTime.format(record.receivedAt)}  ${reference}bevestiging aan <${record.data.email}>  [${state(record)}]`,
      );
      continue;
    }
    const report =
      record.kind === 'report'
        ? `  gebouw: ${reportBuildingLine(record.data as StoredReport)}  foto's: ${photoCounts.get(record.reference ?? '') ?? 0}`
        : '';
    console.log(
      `#${record.id}  ${dateTime.format(record.receivedAt)}  ${reference}${email.subject}  <${record.data.email}>${report}  [${state(record)}]`,
    );
    if (args.has('--full')) console.log(`\n${email.text}\n${'-'.repeat(60)}`);
  }
  const pending = records.filter((r) => !r.deliveredAt).length;
  console.log(
    `\n${records.length} ${records.length === 1 ? 'bericht' : 'berichten'}, waarvan ${pending} nog niet verstuurd.${config.smtpUrl ? '' : ' SMTP_URL is niet ingesteld: berichten worden enkel bewaard.'}`,
  );
}

try {
  main();
} catch (error) {
  console.error(error instanceof ConfigError ? `Configuratiefout: ${error.message}` : error);
  process.exit(1);
}
