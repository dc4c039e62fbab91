import { isDismissSwipe, toastReducer, toastRole, type Toast } from '../toastQueue';
import { TOAST_SWIPE_THRESHOLD_PX } from '../../../lib/constants';

const toast = (id: number): Toast => ({ id, title: `Melding ${id}`, variant: 'default', open: true });

describe('toastReducer', () => {
  it('keeps at most one toast: a new one replaces the old', () => {
    const state = toastReducer(toastReducer([], { type: 'add', toast: toast(1) }), { type: 'add', toast: toast(2) });
    expect(state.map((t) => t.id)).toEqual([2]);
  });

  it('dismiss closes a toast without removing it; remove drops it', () => {
    const dismissed = toastReducer([toast(1)], { type: 'dismiss', id: 1 });
    expect(dismissed).toEqual([{ ...toast(1), open: false }]);
    expect(toastReducer(dismissed, { type: 'remove', id: 1 })).toEqual([]);
  });

  it('ignores ids it does not know', () => {
    expect(toastReducer([toast(1)], { type: 'dismiss', id: 9 })).toEqual([toast(1)]);
  });
});

describe('toastRole', () => {
  it('errors are alerts, the rest status messages', () => {
    expect(toastRole('destructive')).toBe('alert');
    expect(toastRole('default')).toBe('status');
  });
});

describe('isDismissSwipe', () => {
  it('dismisses from the threshold to the right, not before and not to the left', () => {
    expect(isDismissSwipe(TOAST_SWIPE_THRESHOLD_PX, TOAST_SWIPE_THRESHOLD_PX)).toBe(true);
    expect(isDismissSwipe(TOAST_SWIPE_THRESHOLD_PX - 1, TOAST_SWIPE_THRESHOLD_PX)).toBe(false);
    expect(isDismissSwipe(-200, TOAST_SWIPE_THRESHOLD_PX)).toBe(false);
  });
});
