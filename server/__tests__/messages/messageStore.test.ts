import fs from 'node:fs';
import path from 'node:path';
import { DATABASE_FILE, MessageStore } from '../../messages/messageStore';
import { storedReport, tempDataDir, validContact } from '../support/messagesTestKit';

const report = storedReport;

describe('MessageStore', () => {
  let store: MessageStore;
  let file: string;
  beforeEach(() => {
    file = path.join(tempDataDir(), 'nested', DATABASE_FILE);
    store = new MessageStore(file);
  });
  afterEach(() => store.close());

  it('creates its folder and uses WAL with full sync', () => {
    expect(fs.existsSync(file)).toBe(true);
    const check = new MessageStore(file);
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const db = (check as any).db;
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(db.pragma('synchronous', { simple: true })).toBe(2);
    check.close();
  });

  it('backs up to a consistent copy while a second connection keeps writing', async () => {
    const writer = new MessageStore(file);
    const first = writer.insert({ kind: 'contact', data: validContact });
    const backup = path.join(tempDataDir(), 'backups', 'messages.sqlite');
    const copying = store.backupTo(backup);
    writer.insert({ kind: 'contact', data: validContact });
    await copying;
    writer.close();
    const copy = new MessageStore(backup, { mustExist: true });
    expect(copy.list().map((m) => m.id)).toContain(first);
    expect(copy.list()[0]).toMatchObject({ kind: 'contact', data: validContact });
    copy.close();
  });

  it('deletes a handled message (delivered or refused) on request, never one that still waits', () => {
    const waiting = store.insert({ kind: 'contact', data: validContact });
    const refused = store.insert({ kind: 'contact', data: validContact });
    store.markRejected(refused, '550 mailbox unavailable');
    expect(store.removeHandled(waiting)).toBe(false);
    expect(store.removeHandled(refused)).toBe(true);
    expect(store.removeHandled(refused)).toBe(false);
    expect(store.list().map((m) => m.id)).toEqual([waiting]);
  });

  it('hands a message to one delivery at a time and marks it delivered only once', () => {
    const id = store.insert({ kind: 'contact', data: validContact }, {}, 1000);
    expect(store.dueIds(1000, 10)).toEqual([id]);
    expect(store.claim(id, 1000, 5000)).toMatchObject({ id, attempts: 1 });
    expect(store.claim(id, 1001, 5000)).toBeNull();
    expect(store.dueIds(1001, 10)).toEqual([]);
    expect(store.markDelivered(id, 2000)).toBe(true);
    expect(store.markDelivered(id, 2001)).toBe(false);
    expect(store.get(id)).toMatchObject({ deliveredAt: 2000 });
    expect(store.claim(id, 9000, 10000)).toBeNull();
  });

  it('brings a failed message back when its retry time comes', () => {
    const id = store.insert({ kind: 'contact', data: validContact }, {}, 1000);
    store.claim(id, 1000, 5000);
    store.markFailed(id, 'ECONNREFUSED', 1500);
    expect(store.dueIds(1400, 10)).toEqual([]);
    expect(store.nextWakeAt()).toBe(1500);
    expect(store.dueIds(1500, 10)).toEqual([id]);
    expect(store.get(id)).toMatchObject({ lastError: 'ECONNREFUSED', attempts: 1 });
  });

  it("frees a crashed process's claims on start-up", () => {
    const id = store.insert({ kind: 'contact', data: validContact }, {}, 1000);
    store.claim(id, 1000, 999_999);
    expect(store.releaseClaims()).toBe(1);
    expect(store.dueIds(1001, 10)).toEqual([id]);
  });

  it('purges delivered messages past retention and keeps undelivered ones however old', () => {
    const old = store.insert({ kind: 'contact', data: validContact }, {}, 1000);
    const recent = store.insert({ kind: 'contact', data: validContact }, {}, 1000);
    const waiting = store.insert({ kind: 'contact', data: validContact }, {}, 1000);
    store.markDelivered(old, 2000);
    store.markDelivered(recent, 9000);
    expect(store.purgeDeliveredBefore(5000)).toBe(1);
    expect(store.list().map((m) => m.id)).toEqual([recent, waiting]);
  });

  describe('reports', () => {
    const photo = (file: string) => ({ file, contentType: 'image/jpeg', bytes: 10 });
    const submitReport = (now: number) =>
      store.insertSubmission(
        { message: { kind: 'report', data: report }, acknowledge: true, photos: [photo(`${now}-a.jpg`)] },
        now,
      );

    it('start as Ontvangen, with the history of every change and by which route', () => {
      const reference = submitReport(1000);
      expect(store.reportState(reference)).toMatchObject({ status: 'ontvangen', closedAt: null });
      const changed = store.changeStatus(
        {
          reference,
          status: 'herstelling-gepland',
          channel: 'staff',
          plannedDate: '2026-05-01',
          note: 'Loodgieter komt.',
          notifyReporter: true,
        },
        2000,
      );
      expect(changed).toMatchObject({
        changed: true,
        event: { status: 'herstelling-gepland', plannedDate: '2026-05-01' },
      });
      expect(store.statusHistory(reference).map((e) => [e.status, e.channel, e.at])).toEqual([
        ['ontvangen', 'site', 1000],
        ['herstelling-gepland', 'staff', 2000],
      ]);
      const mails = store.list().filter((m) => m.audience === 'status');
      expect(mails).toHaveLength(1);
      expect(mails[0].eventId).toBe(changed.changed && changed.event.id);
    });

    it('keep an open report with its photos however long ago its mails went out', () => {
      const reference = submitReport(1000);
      for (const m of store.list()) store.markDelivered(m.id, 1500);
      expect(store.purgeDeliveredBefore(1_000_000)).toBe(0);
      expect(store.purgeClosedReportsBefore(1_000_000)).toBe(0);
      expect(store.takeOrphanPhotos()).toEqual([]);
      expect(store.reportState(reference)?.status).toBe('ontvangen');
    });

    it('delete a closed report past retention with its photos and history, even when its acknowledgement bounced', () => {
      const reference = submitReport(1000);
      const [staff, ack] = store.list();
      store.markDelivered(staff.id, 1100);
      store.markRejected(ack.id, '550 no such user', 1100);
      store.changeStatus({ reference, status: 'opgelost', channel: 'staff', notifyReporter: false }, 5000);
      expect(store.purgeClosedReportsBefore(5000)).toBe(0);
      expect(store.purgeClosedReportsBefore(5001)).toBe(1);
      expect(store.list()).toEqual([]);
      expect(store.statusHistory(reference)).toEqual([]);
      expect(store.reportState(reference)).toBeNull();
      expect(store.takeOrphanPhotos()).toEqual(['1000-a.jpg']);
    });

    it('do not keep the photo’s original file name', () => {
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      const columns = (store as any).db.pragma('table_info(photos)').map((c: { name: string }) => c.name);
      expect(columns).not.toContain('original_name');
    });
  });
});
