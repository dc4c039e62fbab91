/**
 * `npm run messages`: the contact and quote messages and defect reports in DATA_DIR (reports with their reference,
 * building and photo count; an acknowledgement to a sender is shown as 'bevestiging'), newest last, with their delivery state.
 * Options: --pending (only undelivered ones), --json (machine-readable), --full (whole texts),
 * --delete <id> (delete a message the staff have handled: a refused one, which the server keeps until then, or a
 * delivered one before RETENTION_DAYS),
 * --status <referentie> <status> [--datum JJJJ-MM-DD] [--nota "tekst voor de bewoner"] (change a report's status; the
 * reporter gets the status mail, which the running server sends within half a minute).
 * Each report shows its status; one open longer than OPEN_REPORT_FLAG_DAYS is flagged. A report sent on to a contractor
 * shows the contractor, the job's state and the planned date, and what is overdue (not accepted within two working days,
 * a planned date passed without 'done'), and how many confirmed followers a report has. At the end: the residents' satisfaction scores, counted.
 * Works while the server runs (SQLite in WAL mode allows a second reader and writer).
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  isReportStatus,
  MERGE_ONLY_STATUSES,
  OPEN_REPORT_FLAG_DAYS,
  REPORT_STATUSES,
  STATUSES_WITH_REASON,
} from '../../src/lib/reports/reportStatus';
import type { StoredReport } from '../../src/lib/forms/messageKinds';
import { ConfigError, loadMessagesConfig } from '../config';
import { composeFirmMail, reportBuildingLine } from '../mail/firmMail';
import { DATABASE_FILE, openStore, type Store } from '../store';
import { OUTSIDE_AUDIENCES, type MessageRecord } from '../store/outboxQueue';
import type { ContractorJob } from '../store/contractorJobs';
import type { ReportState } from '../store/reportHistory';
import { jobLine, satisfactionLine } from './repairLoopLines';
import { terminalJson, terminalLine, terminalText } from './terminalText';

const DAY_MS = 24 * 60 * 60 * 1000;

const argv = process.argv.slice(2);
const args = new Set(argv);
const dateTime = new Intl.DateTimeFormat('nl-BE', {
  dateStyle: 'short',
  timeStyle: 'short',
  timeZone: 'Europe/Brussels',
});

/** What each kind of mail is called in the list (the firm's own copy is listed with its subject). */
const MAIL_KINDS: Record<Exclude<MessageRecord['audience'], 'staff'>, string> = {
  sender: 'bevestiging',
  status: 'statusmail',
  contractor: 'opdrachtmail',
  'staff-job': 'bericht over de opdracht',
  'staff-status': 'antwoord van de bewoner',
  'follow-confirm': 'bevestiging om te volgen',
  'follower-status': 'statusmail aan een volger',
  'follower-update': 'bericht aan het gebouw, aan een volger',
  'building-update': 'bericht aan het gebouw, aan de melder',
  merged: 'melding samengevoegd, aan de melder',
  'staff-merge': 'aanvulling uit een samengevoegde melding',
};

function state(record: MessageRecord): string {
  if (record.deliveredAt) return `verstuurd ${dateTime.format(record.deliveredAt)}`;
  if (record.rejectedAt && OUTSIDE_AUDIENCES.includes(record.audience))
    return `GEWEIGERD door de mailserver ${dateTime.format(record.rejectedAt)} (${record.lastError ?? 'geen reden'}); het adres is wellicht fout: bereik de ontvanger op een andere manier en verwijder dit dan (--delete ${record.id}). Telt niet mee voor /api/health`;
  if (record.rejectedAt)
    return `GEWEIGERD door de mailserver ${dateTime.format(record.rejectedAt)} (${record.lastError ?? 'geen reden'}); wordt niet opnieuw verstuurd, behandel het bericht zelf en verwijder het dan (--delete ${record.id})`;
  if (record.attempts === 0) return 'nog niet verstuurd';
  return `nog niet verstuurd (${record.attempts} ${record.attempts === 1 ? 'poging' : 'pogingen'}; laatste fout: ${record.lastError ?? 'onbekend'})`;
}

function reportStatus(state: ReportState | undefined, now: number): string {
  if (!state) return '';
  const since = dateTime.format(state.updatedAt);
  const flag =
    state.closedAt === null && now - state.receivedAt > OPEN_REPORT_FLAG_DAYS * DAY_MS
      ? `  LANGER DAN ${OPEN_REPORT_FLAG_DAYS} DAGEN OPEN`
      : '';
  return `  status: ${state.status} (sinds ${since})${flag}`;
}

/** A report's confirmed followers (people who follow it as a known problem of the building). */
const followerLine = (count: number | undefined) =>
  count ? `  volgers: ${count} ${count === 1 ? 'bevestigd e-mailadres' : 'bevestigde e-mailadressen'}` : '';

function option(name: string): string | undefined {
  const index = argv.indexOf(name);
  return index >= 0 ? argv[index + 1] : undefined;
}

/** npm run messages -- --status M-2026-00123 opgelost [--datum 2026-03-14] [--nota "…"] */
function changeStatus(store: Store, notifyReporter: boolean): void {
  const reference = option('--status') ?? '';
  const status = argv[argv.indexOf('--status') + 2];
  const plannedDate = option('--datum');
  const note = option('--nota')?.trim();
  if (isReportStatus(status) && MERGE_ONLY_STATUSES.has(status)) {
    console.log(
      `De status ${status} zet enkel de knop ‘Dubbel van …’ in de e-mail van een nieuwe melding: die noemt de melding waarmee ze samengaat.`,
    );
    process.exitCode = 1;
    return;
  }
  if (!isReportStatus(status)) {
    console.log(
      `Onbekende status "${status ?? ''}". Kies een van: ${REPORT_STATUSES.filter((s) => !MERGE_ONLY_STATUSES.has(s)).join(', ')}.`,
    );
    process.exitCode = 1;
    return;
  }
  if (STATUSES_WITH_REASON.has(status) && !note) {
    console.log(`Geef de reden mee met --nota "…": bij ‘${status}’ belooft de e-mail de bewoner de reden.`);
    process.exitCode = 1;
    return;
  }
  if (plannedDate !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(plannedDate)) {
    console.log(`De datum "${plannedDate}" is niet van de vorm JJJJ-MM-DD.`);
    process.exitCode = 1;
    return;
  }
  const result = store.reports.changeStatus({ reference, status, channel: 'staff', plannedDate, note, notifyReporter });
  if (result.changed) {
    console.log(
      `Melding ${reference} heeft nu de status ${status}.${notifyReporter ? ' De melder krijgt een e-mail.' : ''}`,
    );
    return;
  }
  console.log(
    result.reason === 'unchanged'
      ? `Melding ${reference} heeft die status al; er is niets gewijzigd.`
      : `Melding ${reference} bestaat niet (of werd na afsluiten verwijderd); er is niets gewijzigd.`,
  );
  if (result.reason !== 'unchanged') process.exitCode = 1;
}

function main(): void {
  // Opening the database may create its WAL and SHM files: the service user's alone, as the server makes them.
  process.umask(0o077);
  const config = loadMessagesConfig(process.env);
  const file = path.join(config.dataDir, DATABASE_FILE);
  if (!fs.existsSync(file)) {
    console.log(`Nog geen berichten: ${file} bestaat niet.`);
    return;
  }
  const store = openStore(file, { mustExist: true });
  if (args.has('--delete')) {
    const id = Number(argv[argv.indexOf('--delete') + 1]);
    const removed = Number.isInteger(id) && store.staff.removeHandled(id);
    store.close();
    console.log(
      removed
        ? `Bericht #${id} verwijderd.`
        : `Bericht #${id} niet verwijderd: het bestaat niet of wacht nog op verzending (enkel een verstuurd of geweigerd bericht kan weg).`,
    );
    if (!removed) process.exitCode = 1;
    return;
  }
  if (args.has('--status')) {
    try {
      changeStatus(store, config.acknowledge);
    } finally {
      store.close();
    }
    return;
  }
  const records = store.staff.list({ undeliveredOnly: args.has('--pending') });
  const photoCounts = store.staff.photoCounts();
  const reports = store.staff.reportStates();
  const jobs = new Map(store.jobs.currentJobs().map((job) => [job.reference, job]));
  const jobOfMail = (record: MessageRecord): ContractorJob | null => {
    const event = record.audience === 'contractor' ? store.jobs.event(record.eventId) : null;
    return event && store.jobs.job(event.jobId);
  };
  const mailedTo = new Map(records.map((r) => [r.id, jobOfMail(r)?.contractor.email ?? r.data.email]));
  const scores = store.jobs.scoreCounts();
  const followers = store.problemFollowers.followerCounts();
  store.close();
  const now = Date.now();

  if (args.has('--json')) {
    console.log(terminalJson(records));
    return;
  }
  if (records.length === 0) {
    console.log(args.has('--pending') ? 'Alle berichten zijn verstuurd.' : 'Nog geen berichten.');
    return;
  }
  for (const record of records) {
    const reference = record.reference ? `${record.reference}  ` : '';
    if (record.audience !== 'staff') {
      const what = MAIL_KINDS[record.audience];
      console.log(
        terminalLine(
          `#${record.id}  ${dateTime.format(record.receivedAt)}  ${reference}${what} aan <${mailedTo.get(record.id)}>  [${state(record)}]`,
        ),
      );
      continue;
    }
    // Only the firm's own copy is a whole message; a follower's row holds nothing but their address.
    const email = composeFirmMail(record, config);
    const report =
      record.kind === 'report'
        ? `  gebouw: ${reportBuildingLine(record.data as StoredReport)}  foto's: ${photoCounts.get(record.reference ?? '') ?? 0}${reportStatus(reports.get(record.reference ?? ''), now)}${jobLine(jobs.get(record.reference ?? ''), reports.get(record.reference ?? ''), now)}${followerLine(followers.get(record.reference ?? ''))}`
        : '';
    console.log(
      terminalLine(
        `#${record.id}  ${dateTime.format(record.receivedAt)}  ${reference}${email.subject}  <${record.data.email}>${report}  [${state(record)}]`,
      ),
    );
    if (args.has('--full')) console.log(`\n${terminalText(email.text)}\n${'-'.repeat(60)}`);
  }
  const satisfaction = satisfactionLine(scores);
  if (satisfaction) console.log(`\n${satisfaction}`);
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
