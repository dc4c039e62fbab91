import type { Store } from '../../store';
import { storedReport } from '../support/messagesTestKit';
import { freshStore, insertContact } from '../support/storeTestKit';

describe('the staff queries', () => {
  let store: Store;
  beforeEach(() => ({ store } = freshStore()));
  afterEach(() => store.close());

  it('deletes a handled message (delivered or refused) on request, never one that still waits', () => {
    const waiting = insertContact(store);
    const refused = insertContact(store);
    store.outbox.markRejected(refused, '550 mailbox unavailable');
    expect(store.staff.removeHandled(waiting)).toBe(false);
    expect(store.staff.removeHandled(refused)).toBe(true);
    expect(store.staff.removeHandled(refused)).toBe(false);
    expect(store.staff.list().map((m) => m.id)).toEqual([waiting]);
  });

  it('lists the undelivered ones alone, each report’s state and photo count', () => {
    const delivered = insertContact(store);
    store.outbox.markDelivered(delivered);
    const photo = { file: 'a.jpg', contentType: 'image/jpeg', bytes: 10 };
    const reference = store.submissions.insertSubmission(
      {
        message: { kind: 'report', data: storedReport },
        acknowledge: true,
        photos: [photo, { ...photo, file: 'b.jpg' }],
      },
      1000,
    );
    expect(store.staff.list({ undeliveredOnly: true }).map((m) => [m.reference, m.audience])).toEqual([
      [reference, 'staff'],
      [reference, 'sender'],
    ]);
    expect(store.staff.reportStates().get(reference)).toEqual({
      reference,
      status: 'ontvangen',
      receivedAt: 1000,
      updatedAt: 1000,
      closedAt: null,
    });
    expect(store.staff.photoCounts()).toEqual(new Map([[reference, 2]]));
  });
});
