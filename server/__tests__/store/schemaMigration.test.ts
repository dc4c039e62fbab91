import path from 'node:path';
import Database from 'better-sqlite3';
import { DATABASE_FILE, openStore } from '../../store';
import { SCHEMA_MIGRATIONS, SCHEMA_VERSION } from '../../store/migrations';
import { fixtureReportBuilding, storedReport, tempDataDir, validContact } from '../support/messagesTestKit';
import { sendOnToLiftFirm } from '../support/storeTestKit';

/** A database file as a server of `version` left it: its schema, and no rows yet. */
function databaseAtVersion(version: number): { file: string; db: Database.Database } {
  const file = path.join(tempDataDir(), DATABASE_FILE);
  const db = new Database(file);
  for (let step = 1; step <= version; step++) db.exec(SCHEMA_MIGRATIONS[step]);
  db.pragma(`user_version = ${version}`);
  return { file, db };
}

/**
 * A server updated in place opens the database the previous version wrote. Version 3 (reports, before statuses) is
 * what a live site held when statuses came: its reports must come through with their mails, photos and a first step.
 */
describe('opening a version-3 database', () => {
  const received = Date.parse('2026-03-02T09:00:00Z');
  const reference = 'M-2026-00007';
  const reportPayload = JSON.stringify(storedReport);

  function versionThreeDatabase(): string {
    const { file, db } = databaseAtVersion(3);
    const insert = db.prepare(
      `INSERT INTO messages (kind, payload, received_at, next_attempt_at, delivered_at, reference, audience)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
    );
    insert.run('contact', JSON.stringify(validContact), received - 1_000, received - 1_000, received, null, 'staff');
    insert.run('report', reportPayload, received, received, received + 5_000, reference, 'staff');
    // The acknowledgement still waits (the mail server was down when the update came).
    insert.run('report', reportPayload, received, received + 60_000, null, reference, 'sender');
    db.prepare(
      'INSERT INTO photos (reference, position, file, content_type, bytes, original_name) VALUES (?, ?, ?, ?, ?, ?)',
    ).run(reference, 0, 'a1b2c3.jpg', 'image/jpeg', 123_456, 'IMG_0001.jpg');
    db.close();
    return file;
  }

  it('keeps every message and photo, gives each report its first status, and drops the photo file names', () => {
    const file = versionThreeDatabase();
    const store = openStore(file);
    try {
      const messages = store.staff.list();
      expect(messages.map((m) => [m.kind, m.audience, m.reference, m.deliveredAt])).toEqual([
        ['contact', 'staff', null, received],
        ['report', 'staff', reference, received + 5_000],
        ['report', 'sender', reference, null],
      ]);
      expect(store.staff.list({ undeliveredOnly: true })).toHaveLength(1);
      expect(store.reports.reportState(reference)).toEqual({
        reference,
        status: 'ontvangen',
        receivedAt: received,
        updatedAt: received,
        closedAt: null,
      });
      expect(store.reports.statusHistory(reference)).toEqual([
        expect.objectContaining({ status: 'ontvangen', at: received, channel: 'site', note: null }),
      ]);
      expect(store.photos.photosOf(reference)).toEqual([
        { file: 'a1b2c3.jpg', contentType: 'image/jpeg', bytes: 123_456 },
      ]);
    } finally {
      store.close();
    }
    const db = new Database(file, { readonly: true });
    expect(db.pragma('user_version', { simple: true })).toBe(SCHEMA_VERSION);
    const photoColumns = (db.prepare('PRAGMA table_info(photos)').all() as Array<{ name: string }>).map((c) => c.name);
    expect(photoColumns).not.toContain('original_name');
    db.close();
  });

  it('lets a migrated report move on: the change is kept and the reporter gets a status mail', () => {
    const store = openStore(versionThreeDatabase());
    try {
      const result = store.reports.changeStatus({
        reference,
        status: 'in-behandeling',
        channel: 'staff',
        notifyReporter: true,
      });
      expect(result.changed).toBe(true);
      expect(store.reports.reportState(reference)?.status).toBe('in-behandeling');
      expect(store.staff.list({ undeliveredOnly: true }).map((m) => m.audience)).toEqual(['sender', 'status']);
    } finally {
      store.close();
    }
  });
});

/**
 * Version 4 (statuses, before the repair loop) is what a live site holds when the loop comes: every report, its
 * history with the links already used, its mails waiting or sent and its photos come through; each report gets the
 * random value its new links are tied to; the new audiences and channels can be written.
 */
describe('opening a version-4 database', () => {
  const received = Date.parse('2026-10-02T09:00:00Z');
  const reference = 'M-2026-00042';
  const reportPayload = JSON.stringify(storedReport);

  function versionFourDatabase(): string {
    const { file, db } = databaseAtVersion(4);
    const insert = db.prepare(
      `INSERT INTO messages (kind, payload, received_at, next_attempt_at, delivered_at, reference, audience, event_id)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    insert.run('report', reportPayload, received, received, received + 5_000, reference, 'staff', 0);
    db.prepare(
      "INSERT INTO reports (reference, status, received_at, updated_at) VALUES (?, 'herstelling-gepland', ?, ?)",
    ).run(reference, received, received + 60_000);
    const step = db.prepare(
      'INSERT INTO status_history (reference, status, at, channel, planned_date, note, link_id) VALUES (?, ?, ?, ?, ?, ?, ?)',
    );
    step.run(reference, 'ontvangen', received, 'site', null, null, null);
    const planned = step.run(
      reference,
      'herstelling-gepland',
      received + 60_000,
      'link',
      '2026-10-20',
      'Dinsdag.',
      'sig',
    );
    // The status mail of the last step still waits.
    insert.run(
      'report',
      reportPayload,
      received + 60_000,
      received + 60_000,
      null,
      reference,
      'status',
      Number(planned.lastInsertRowid),
    );
    db.prepare('INSERT INTO photos (reference, position, file, content_type, bytes) VALUES (?, ?, ?, ?, ?)').run(
      reference,
      0,
      'd4e5f6.jpg',
      'image/jpeg',
      98_765,
    );
    db.close();
    return file;
  }

  it('keeps every report, step, mail and photo, and gives each report a nonce for its links', () => {
    const store = openStore(versionFourDatabase());
    try {
      expect(store.staff.list().map((m) => [m.audience, m.deliveredAt === null])).toEqual([
        ['staff', false],
        ['status', true],
      ]);
      expect(store.reports.reportState(reference)?.status).toBe('herstelling-gepland');
      expect(
        store.reports
          .statusHistory(reference)
          .map((e) => [e.status, e.channel, e.plannedDate, e.plannedWindow, e.note]),
      ).toEqual([
        ['ontvangen', 'site', null, null, null],
        ['herstelling-gepland', 'link', '2026-10-20', null, 'Dinsdag.'],
      ]);
      expect(store.reports.isLinkUsed('sig')).toBe(true);
      expect(store.photos.photosOf(reference)).toEqual([
        { file: 'd4e5f6.jpg', contentType: 'image/jpeg', bytes: 98_765 },
      ]);
      expect(store.reports.linkNonce(reference)).toMatch(/^[0-9a-f]{32}$/);
      // What the loop writes fits the widened tables.
      const job = sendOnToLiftFirm(store, reference, received + 90_000);
      store.jobs.queueMail(
        reference,
        reportPayload,
        '{}',
        'contractor',
        store.jobs.addEvent(job.id, 'sent', received).id,
        received,
      );
      const done = store.reports.changeStatus(
        { reference, status: 'uitgevoerd', channel: 'contractor', notifyReporter: true },
        received + 100_000,
      );
      expect(done.changed).toBe(true);
    } finally {
      store.close();
    }
  });
});

/**
 * Version 5 is what the site held when one defect, one report came: its reports get their building and category as
 * columns (the merge buttons look them up), and its mails keep their place in the rebuilt messages table.
 */
describe('opening a version-5 database', () => {
  const received = Date.parse('2026-11-02T09:00:00Z');
  const inBuilding = { ...storedReport, category: 'lift' as const, building: fixtureReportBuilding };

  function versionFiveDatabase(): string {
    const { file, db } = databaseAtVersion(5);
    const insert = db.prepare(
      `INSERT INTO messages (kind, payload, received_at, next_attempt_at, delivered_at, reference, audience, event_id)
       VALUES ('report', ?, ?, ?, ?, ?, ?, ?)`,
    );
    const report = db.prepare(
      "INSERT INTO reports (reference, status, received_at, updated_at, link_nonce) VALUES (?, 'ontvangen', ?, ?, ?)",
    );
    for (const [reference, payload] of [
      ['M-2026-00101', inBuilding],
      ['M-2026-00102', storedReport],
    ] as const) {
      insert.run(JSON.stringify(payload), received, received, received, reference, 'staff', 0);
      report.run(reference, received, received, 'a'.repeat(32));
    }
    // A contractor's mail still waits.
    insert.run(JSON.stringify(inBuilding), received, received, null, 'M-2026-00101', 'contractor', 3);
    db.close();
    return file;
  }

  it('files each report under its building and category, and keeps every mail', () => {
    const store = openStore(versionFiveDatabase());
    try {
      const filed = store.db.prepare('SELECT reference, building_code, category FROM reports ORDER BY reference').all();
      expect(filed).toEqual([
        { reference: 'M-2026-00101', building_code: 'PROEF', category: 'lift' },
        { reference: 'M-2026-00102', building_code: null, category: 'water' },
      ]);
      expect(store.staff.list().map((m) => [m.reference, m.audience, m.eventId, m.followerId])).toEqual([
        ['M-2026-00101', 'staff', 0, 0],
        ['M-2026-00102', 'staff', 0, 0],
        ['M-2026-00101', 'contractor', 3, 0],
      ]);
      // A later report of the same building and category finds the open one; a typed address finds none.
      store.submissions.insertSubmission(
        { message: { kind: 'report', data: inBuilding }, acknowledge: false },
        received + 1_000,
      );
      const newest = store.staff.list().at(-1)!.reference!;
      expect(store.knownProblems.similarOpenReports(newest).map((r) => r.reference)).toEqual(['M-2026-00101']);
      expect(store.knownProblems.similarOpenReports('M-2026-00102')).toEqual([]);
    } finally {
      store.close();
    }
  });
});
