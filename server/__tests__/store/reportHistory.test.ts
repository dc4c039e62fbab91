import type { Store } from '../../store';
import { storedReport } from '../support/messagesTestKit';
import { freshStore } from '../support/storeTestKit';

describe('reports', () => {
  let store: Store;
  beforeEach(() => ({ store } = freshStore()));
  afterEach(() => store.close());

  const photo = (file: string) => ({ file, contentType: 'image/jpeg', bytes: 10 });
  const submitReport = (now: number) =>
    store.submissions.insertSubmission(
      { message: { kind: 'report', data: storedReport }, acknowledge: true, photos: [photo(`${now}-a.jpg`)] },
      now,
    );

  it('start as Ontvangen, with the history of every change and by which route', () => {
    const { reports } = store;
    const reference = submitReport(1000);
    expect(reports.reportState(reference)).toMatchObject({ status: 'ontvangen', closedAt: null });
    const changed = reports.changeStatus(
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
    expect(reports.statusHistory(reference).map((e) => [e.status, e.channel, e.at])).toEqual([
      ['ontvangen', 'site', 1000],
      ['herstelling-gepland', 'staff', 2000],
    ]);
    const mails = store.staff.list().filter((m) => m.audience === 'status');
    expect(mails).toHaveLength(1);
    expect(mails[0].eventId).toBe(changed.changed && changed.event.id);
  });

  it('change once per link, not from a link once closed, and not to the status they have', () => {
    const { reports } = store;
    const reference = submitReport(1000);
    const byLink = {
      reference,
      status: 'in-behandeling',
      channel: 'link',
      linkId: 'x',
      notifyReporter: false,
    } as const;
    expect(reports.changeStatus(byLink, 2000).changed).toBe(true);
    expect(reports.isLinkUsed('x')).toBe(true);
    expect(reports.changeStatus(byLink, 2001)).toEqual({ changed: false, reason: 'link-used' });
    expect(reports.changeStatus({ ...byLink, linkId: 'y' }, 2002)).toEqual({ changed: false, reason: 'unchanged' });
    expect(reports.changeStatus({ ...byLink, status: 'opgelost', linkId: 'z' }, 3000).changed).toBe(true);
    expect(reports.changeStatus({ ...byLink, status: 'in-behandeling', linkId: 'w' }, 4000)).toEqual({
      changed: false,
      reason: 'closed',
    });
    expect(reports.changeStatus({ ...byLink, reference: 'M-2019-00001', linkId: 'v' })).toEqual({
      changed: false,
      reason: 'unknown',
    });
    expect(reports.openReportsReceivedBefore(5000)).toEqual([]);
  });

  it('keep an open report with its photos however long ago its mails went out', () => {
    const reference = submitReport(1000);
    for (const m of store.staff.list()) store.outbox.markDelivered(m.id, 1500);
    expect(store.outbox.purgeDeliveredBefore(1_000_000)).toBe(0);
    expect(store.reports.purgeClosedReportsBefore(1_000_000)).toBe(0);
    expect(store.photos.takeOrphanPhotos()).toEqual([]);
    expect(store.reports.reportState(reference)?.status).toBe('ontvangen');
    expect(store.reports.openReportsReceivedBefore(1001).map((r) => r.reference)).toEqual([reference]);
  });

  it('delete a closed report past retention with its photos and history, even when its acknowledgement bounced', () => {
    const reference = submitReport(1000);
    const [staff, ack] = store.staff.list();
    store.outbox.markDelivered(staff.id, 1100);
    store.outbox.markRejected(ack.id, '550 no such user', 1100);
    store.reports.changeStatus({ reference, status: 'opgelost', channel: 'staff', notifyReporter: false }, 5000);
    expect(store.reports.purgeClosedReportsBefore(5000)).toBe(0);
    expect(store.reports.purgeClosedReportsBefore(5001)).toBe(1);
    expect(store.staff.list()).toEqual([]);
    expect(store.reports.statusHistory(reference)).toEqual([]);
    expect(store.reports.reportState(reference)).toBeNull();
    expect(store.photos.takeOrphanPhotos()).toEqual(['1000-a.jpg']);
  });

  it('do not keep the photo’s original file name', () => {
    const columns = (store.db.pragma('table_info(photos)') as Array<{ name: string }>).map((c) => c.name);
    expect(columns).not.toContain('original_name');
  });
});
