import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { StoredReport } from '../../../src/lib/forms/messageKinds';
import { OPEN_REPORT_FLAG_DAYS } from '../../../src/lib/reports/reportStatus';
import { DATABASE_FILE, openStore } from '../../store';
import { sendOnToLiftFirm } from '../support/storeTestKit';

const report = {
  category: 'lift',
  part: 'gemeenschappelijk',
  location: 'Lift',
  description: 'Staat stil.',
  name: 'An',
  role: 'huurder',
  unit: '',
  email: 'an@example.be',
  phone: '0470 00 00 00',
  privacyAccepted: true,
  street: 'Kerkstraat',
  houseNumber: '1',
  municipality: 'Aalst',
  building: null,
} as unknown as StoredReport;

/** `npm run messages -- …` against `dataDir`, as staff run it; its output and exit code. */
function messages(dataDir: string, ...args: string[]): { out: string; code: number } {
  try {
    const out = execFileSync(
      path.resolve('node_modules/.bin/tsx'),
      [path.resolve('server/cli/listMessages.ts'), ...args],
      { env: { ...process.env, DATA_DIR: dataDir }, encoding: 'utf8' },
    );
    return { out, code: 0 };
  } catch (error) {
    const { stdout, status } = error as { stdout: string; status: number };
    return { out: stdout, code: status };
  }
}

describe('npm run messages: report statuses', () => {
  it('shows each report’s status, changes it with --status and flags one open too long', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'messages-cli-'));
    const store = openStore(path.join(dataDir, DATABASE_FILE));
    const old = Date.now() - (OPEN_REPORT_FLAG_DAYS + 1) * 24 * 60 * 60 * 1000;
    const stale = store.submissions.insertSubmission(
      { message: { kind: 'report', data: report }, acknowledge: false },
      old,
    );
    const fresh = store.submissions.insertSubmission({ message: { kind: 'report', data: report }, acknowledge: false });
    store.close();

    const changed = messages(
      dataDir,
      '--status',
      fresh,
      'herstelling-gepland',
      '--datum',
      '2026-12-01',
      '--nota',
      'Dinsdag.',
    );
    expect(changed).toEqual({
      code: 0,
      out: expect.stringContaining(`Melding ${fresh} heeft nu de status herstelling-gepland.`),
    });
    expect(messages(dataDir, '--status', fresh, 'klaar').code).toBe(1);
    expect(messages(dataDir, '--status', fresh, 'niet-weerhouden')).toEqual({
      code: 1,
      out: expect.stringContaining('Geef de reden mee met --nota'),
    });
    expect(messages(dataDir, '--status', 'M-2019-00001', 'opgelost')).toMatchObject({ code: 1 });

    const list = messages(dataDir).out.split('\n');
    expect(list.find((l) => l.includes(fresh))).toMatch(/status: herstelling-gepland \(sinds [^)]*\)/);
    expect(list.find((l) => l.includes(stale))).toContain(`status: ontvangen`);
    expect(list.find((l) => l.includes(stale))).toContain(`LANGER DAN ${OPEN_REPORT_FLAG_DAYS} DAGEN OPEN`);
    expect(list.find((l) => l.includes(fresh))).not.toContain('LANGER DAN');

    const check = openStore(path.join(dataDir, DATABASE_FILE));
    expect(check.reports.statusHistory(fresh).map((e) => [e.status, e.channel, e.plannedDate, e.note])).toEqual([
      ['ontvangen', 'site', null, null],
      ['herstelling-gepland', 'staff', '2026-12-01', 'Dinsdag.'],
    ]);
    check.close();
  });
});

describe('npm run messages: the repair loop', () => {
  it('shows the contractor, the planned date and what is overdue, and counts the satisfaction scores', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'messages-cli-'));
    const store = openStore(path.join(dataDir, DATABASE_FILE));
    const weekAgo = Date.now() - 7 * 24 * 60 * 60 * 1000;
    /** A report sent on to the lift firm a week ago. */
    const reportWithLiftJob = () => {
      const reference = store.submissions.insertSubmission({
        message: { kind: 'report', data: report },
        acknowledge: false,
      });
      return { reference, job: sendOnToLiftFirm(store, reference, weekAgo) };
    };
    const { reference: waiting, job } = reportWithLiftJob();
    const sent = store.jobs.addEvent(job.id, 'sent', weekAgo);
    store.jobs.queueMail(waiting, JSON.stringify(report), '{}', 'contractor', sent.id, weekAgo);
    const { reference: planned, job: plannedJob } = reportWithLiftJob();
    store.jobs.update({ ...plannedJob, state: 'accepted', plannedDate: '2099-01-05', plannedWindow: 'voormiddag' });
    store.jobs.rate(planned, 4, Date.now());
    store.jobs.rate(waiting, 5, Date.now());
    store.close();

    const list = messages(dataDir).out.split('\n');
    const waitingLine = list.find((l) => l.includes(waiting) && l.includes('gebouw:'));
    expect(waitingLine).toContain('aannemer: Liften Proef (nog niet aanvaard)');
    expect(waitingLine).toContain('ACHTERSTAND: niet aanvaard binnen 2 werkdagen');
    const plannedLine = list.find((l) => l.includes(planned) && l.includes('gebouw:'));
    expect(plannedLine).toContain('aannemer: Liften Proef (aanvaard, gepland 2099-01-05 voormiddag)');
    expect(plannedLine).not.toContain('ACHTERSTAND');
    expect(list.find((l) => l.includes('opdrachtmail'))).toContain('aan <lift@aannemer.test>');
    expect(list.find((l) => l.startsWith('Tevredenheid'))).toContain(
      '1: 0, 2: 0, 3: 0, 4: 1, 5: 1; 2 antwoorden, gemiddeld 4,5.',
    );
  });
});

describe('npm run messages: followers', () => {
  it('counts a report’s confirmed followers, lists their mails by their address alone, and merges only from the mail', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'messages-cli-'));
    const store = openStore(path.join(dataDir, DATABASE_FILE));
    const followed = store.submissions.insertSubmission({
      message: { kind: 'report', data: report },
      acknowledge: false,
    });
    for (const email of ['een@example.be', 'twee@example.be'])
      store.problemFollowers.addConfirmedFollower(followed, email, Date.now());
    store.problemFollowers.requestFollow(followed, 'nog-niet@example.be', Date.now());
    store.reports.changeStatus({
      reference: followed,
      status: 'in-behandeling',
      channel: 'staff',
      notifyReporter: false,
    });
    store.close();

    const list = messages(dataDir).out.split('\n');
    expect(list.find((l) => l.includes(followed) && l.includes('status:'))).toContain(
      'volgers: 2 bevestigde e-mailadressen',
    );
    expect(list.filter((l) => l.includes('statusmail aan een volger')).map((l) => l.match(/<([^>]+)>/)?.[1])).toEqual([
      'een@example.be',
      'twee@example.be',
    ]);
    expect(messages(dataDir, '--status', followed, 'samengevoegd')).toEqual({
      code: 1,
      out: expect.stringContaining('Dubbel van'),
    });
  });
});
