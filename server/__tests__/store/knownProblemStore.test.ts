import { FOLLOW_CONFIRM_LINK_VALID_DAYS } from '../../../src/lib/reports/knownProblems';
import { storedReport } from '../support/messagesTestKit';
import { freshStore } from '../support/storeTestKit';

const DAY = 24 * 60 * 60 * 1000;
const t0 = Date.parse('2027-02-01T09:00:00Z');

function withReport() {
  const { store } = freshStore();
  const reference = store.submissions.insertSubmission(
    { message: { kind: 'report', data: storedReport }, acknowledge: false },
    t0,
  );
  return { store, reference };
}

const mailsOf = (store: ReturnType<typeof withReport>['store'], email: string) =>
  store.staff.list().filter((m) => m.data.email === email);

describe('the followers of a report', () => {
  it('forgets a request never confirmed once its link expired, with the mail that carried the address', () => {
    const { store, reference } = withReport();
    const asked = store.problemFollowers.requestFollow(reference, ' Laat@Example.be ', t0)!;
    store.knownProblems.queueMail(
      { reference, audience: 'follow-confirm', eventId: asked.requests, followerId: asked.id },
      JSON.stringify({ email: asked.email }),
      '{}',
      t0,
    );
    const kept = store.problemFollowers.requestFollow(reference, 'bevestigd@example.be', t0)!;
    store.problemFollowers.confirmFollower(kept.id, t0 + DAY);
    expect(asked.email).toBe('laat@example.be');

    expect(store.problemFollowers.purgeUnconfirmedBefore(t0)).toBe(0);
    const expired = t0 + FOLLOW_CONFIRM_LINK_VALID_DAYS * DAY + 1;
    expect(store.problemFollowers.purgeUnconfirmedBefore(expired - FOLLOW_CONFIRM_LINK_VALID_DAYS * DAY)).toBe(1);
    expect(store.problemFollowers.follower(asked.id)).toBeNull();
    expect(mailsOf(store, 'laat@example.be')).toEqual([]);
    expect(store.problemFollowers.followerCount(reference)).toBe(1);
    store.close();
  });

  it('mails each confirmed follower once per step, and never one who left', () => {
    const { store, reference } = withReport();
    const stays = store.problemFollowers.addConfirmedFollower(reference, 'blijft@example.be', t0);
    const leaves = store.problemFollowers.addConfirmedFollower(reference, 'vertrekt@example.be', t0);
    store.problemFollowers.requestFollow(reference, 'onbevestigd@example.be', t0);
    store.reports.changeStatus({ reference, status: 'in-behandeling', channel: 'staff', notifyReporter: false }, t0);
    expect(store.problemFollowers.leave(leaves.id, t0)).toBe(true);
    expect(store.problemFollowers.leave(leaves.id, t0)).toBe(false);
    store.reports.changeStatus({ reference, status: 'opgelost', channel: 'staff', notifyReporter: false }, t0);
    const followerMails = store.staff.list().filter((m) => m.audience === 'follower-status');
    expect(followerMails.map((m) => [m.followerId, m.data.email])).toEqual([
      [stays.id, 'blijft@example.be'],
      [stays.id, 'blijft@example.be'],
    ]);
    expect(store.problemFollowers.follower(leaves.id)).toMatchObject({ email: null, leftAt: t0 });
    store.close();
  });
});
