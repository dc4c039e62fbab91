import type { Store } from '../../store';
import { freshStore, insertContact } from '../support/storeTestKit';

describe('the outbox queue', () => {
  let store: Store;
  beforeEach(() => ({ store } = freshStore()));
  afterEach(() => store.close());

  const row = (id: number) => store.staff.list().find((m) => m.id === id);

  it('hands a message to one delivery at a time and marks it delivered only once', () => {
    const { outbox } = store;
    const id = insertContact(store, 1000);
    expect(outbox.dueIds(1000, 10)).toEqual([id]);
    expect(outbox.claim(id, 1000, 5000)).toMatchObject({ id, attempts: 1 });
    expect(outbox.claim(id, 1001, 5000)).toBeNull();
    expect(outbox.dueIds(1001, 10)).toEqual([]);
    expect(outbox.markDelivered(id, 2000)).toBe(true);
    expect(outbox.markDelivered(id, 2001)).toBe(false);
    expect(row(id)).toMatchObject({ deliveredAt: 2000 });
    expect(outbox.claim(id, 9000, 10000)).toBeNull();
  });

  it('brings a failed message back when its retry time comes', () => {
    const { outbox } = store;
    const id = insertContact(store, 1000);
    outbox.claim(id, 1000, 5000);
    outbox.markFailed(id, 'ECONNREFUSED', 1500);
    expect(outbox.dueIds(1400, 10)).toEqual([]);
    expect(outbox.nextWakeAt()).toBe(1500);
    expect(outbox.dueIds(1500, 10)).toEqual([id]);
    expect(row(id)).toMatchObject({ lastError: 'ECONNREFUSED', attempts: 1 });
  });

  it("frees a crashed process's claims on start-up", () => {
    const id = insertContact(store, 1000);
    store.outbox.claim(id, 1000, 999_999);
    expect(store.outbox.releaseClaims()).toBe(1);
    expect(store.outbox.dueIds(1001, 10)).toEqual([id]);
  });

  it('purges delivered messages past retention and keeps undelivered ones however old', () => {
    const old = insertContact(store, 1000);
    const recent = insertContact(store, 1000);
    const waiting = insertContact(store, 1000);
    store.outbox.markDelivered(old, 2000);
    store.outbox.markDelivered(recent, 9000);
    expect(store.outbox.purgeDeliveredBefore(5000)).toBe(1);
    expect(store.staff.list().map((m) => m.id)).toEqual([recent, waiting]);
  });

  it('counts what is not e-mailed yet, refused ones included, and since when the oldest waits', () => {
    const delivered = insertContact(store, 1000);
    const refused = insertContact(store, 2000);
    insertContact(store, 3000);
    store.outbox.markDelivered(delivered, 1500);
    store.outbox.markRejected(refused, '550 mailbox unavailable', 2500);
    expect(store.outbox.outboxStatus()).toEqual({ undelivered: 2, oldestReceivedAt: 2000 });
    expect(store.outbox.undeliveredSince(2000).map((m) => m.id)).toEqual([refused]);
  });
});
