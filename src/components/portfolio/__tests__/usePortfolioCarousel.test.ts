/**
 * @jest-environment jsdom
 */
import { act, renderHook } from '@testing-library/react';
import { CAROUSEL_INTERVAL_MS, CAROUSEL_TRANSITION_LOCK_MS } from '../../../lib/constants';
import { usePortfolioCarousel } from '../usePortfolioCarousel';

function mockReducedMotion(reduce: boolean) {
  const listeners = new Set<(event: { matches: boolean }) => void>();
  const query = {
    matches: reduce,
    addEventListener: (_: string, fn: (event: { matches: boolean }) => void) => listeners.add(fn),
    removeEventListener: (_: string, fn: (event: { matches: boolean }) => void) => listeners.delete(fn),
  };
  window.matchMedia = jest.fn().mockReturnValue(query) as unknown as typeof window.matchMedia;
  // As in a browser: the list's own `matches` changes, then its listeners hear of it.
  return (matches: boolean) => {
    query.matches = matches;
    listeners.forEach((fn) => fn({ matches }));
  };
}

const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));

describe('usePortfolioCarousel', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    mockReducedMotion(false);
  });
  afterEach(() => jest.useRealTimers());

  it('advances every 5000 ms and wraps from the last slide to the first', () => {
    const { result } = renderHook(() => usePortfolioCarousel({ count: 3 }));
    expect(result.current.index).toBe(0);
    expect(result.current.isRotating).toBe(true);
    advance(CAROUSEL_INTERVAL_MS - 1);
    expect(result.current.index).toBe(0);
    advance(1);
    expect(result.current.index).toBe(1);
    advance(CAROUSEL_INTERVAL_MS);
    expect(result.current.index).toBe(2);
    advance(CAROUSEL_INTERVAL_MS);
    expect(result.current.index).toBe(0);
  });

  it('wraps both ways with next and previous', () => {
    const { result } = renderHook(() => usePortfolioCarousel({ count: 3 }));
    act(() => result.current.previous());
    expect(result.current.index).toBe(2);
    advance(CAROUSEL_TRANSITION_LOCK_MS);
    act(() => result.current.next());
    expect(result.current.index).toBe(0);
  });

  it('locks further changes for 500 ms after any change', () => {
    const { result } = renderHook(() => usePortfolioCarousel({ count: 4 }));
    act(() => result.current.next());
    expect(result.current.index).toBe(1);
    expect(result.current.isLocked).toBe(true);
    act(() => result.current.next());
    act(() => result.current.goTo(3));
    expect(result.current.index).toBe(1);
    advance(CAROUSEL_TRANSITION_LOCK_MS - 1);
    act(() => result.current.previous());
    expect(result.current.index).toBe(1);
    advance(1);
    expect(result.current.isLocked).toBe(false);
    act(() => result.current.goTo(3));
    expect(result.current.index).toBe(3);
  });

  it('locks after an automatic change too', () => {
    const { result } = renderHook(() => usePortfolioCarousel({ count: 3 }));
    advance(CAROUSEL_INTERVAL_MS);
    expect(result.current.isLocked).toBe(true);
    act(() => result.current.next());
    expect(result.current.index).toBe(1);
  });

  it('gives the slide chosen by hand a full interval before the next automatic change', () => {
    const { result } = renderHook(() => usePortfolioCarousel({ count: 3 }));
    advance(4000);
    act(() => result.current.next());
    expect(result.current.index).toBe(1);
    advance(4000);
    expect(result.current.index).toBe(1);
    advance(1000);
    expect(result.current.index).toBe(2);
  });

  it('stops and restarts with the rotation control', () => {
    const { result } = renderHook(() => usePortfolioCarousel({ count: 3 }));
    act(() => result.current.togglePlaying());
    expect(result.current.isPlaying).toBe(false);
    expect(result.current.isRotating).toBe(false);
    advance(CAROUSEL_INTERVAL_MS * 3);
    expect(result.current.index).toBe(0);
    act(() => result.current.next());
    expect(result.current.index).toBe(1);
    act(() => result.current.togglePlaying());
    advance(CAROUSEL_INTERVAL_MS);
    expect(result.current.index).toBe(2);
  });

  it.each([
    ['the pointer', 'setPointerInside'],
    ['keyboard focus', 'setFocusInside'],
  ] as const)('pauses while %s is inside and resumes when it leaves', (_, setInside) => {
    const { result } = renderHook(() => usePortfolioCarousel({ count: 3 }));
    act(() => result.current[setInside](true));
    expect(result.current.isRotating).toBe(false);
    expect(result.current.isPlaying).toBe(true);
    advance(CAROUSEL_INTERVAL_MS * 2);
    expect(result.current.index).toBe(0);
    act(() => result.current[setInside](false));
    advance(CAROUSEL_INTERVAL_MS);
    expect(result.current.index).toBe(1);
  });

  it('does not rotate by itself under prefers-reduced-motion, but the visitor may start it', () => {
    mockReducedMotion(true);
    const { result } = renderHook(() => usePortfolioCarousel({ count: 3 }));
    expect(result.current.isPlaying).toBe(false);
    advance(CAROUSEL_INTERVAL_MS * 2);
    expect(result.current.index).toBe(0);
    act(() => result.current.togglePlaying());
    advance(CAROUSEL_INTERVAL_MS);
    expect(result.current.index).toBe(1);
  });

  it('stops when the visitor turns on reduced motion while the page is open', () => {
    const turn = mockReducedMotion(false);
    const { result } = renderHook(() => usePortfolioCarousel({ count: 3 }));
    act(() => turn(true));
    expect(result.current.isPlaying).toBe(false);
  });

  it('neither rotates nor changes with a single slide or none', () => {
    for (const count of [0, 1]) {
      const { result } = renderHook(() => usePortfolioCarousel({ count }));
      expect(result.current.isRotating).toBe(false);
      act(() => result.current.next());
      advance(CAROUSEL_INTERVAL_MS);
      expect(result.current.index).toBe(0);
    }
  });

  it('keeps the index in range when slides go away', () => {
    const { result, rerender } = renderHook(({ count }) => usePortfolioCarousel({ count }), {
      initialProps: { count: 4 },
    });
    act(() => result.current.goTo(3));
    rerender({ count: 2 });
    expect(result.current.index).toBe(1);
  });

  it('clears its timers when unmounted', () => {
    const { result, unmount } = renderHook(() => usePortfolioCarousel({ count: 3 }));
    act(() => result.current.next());
    unmount();
    expect(jest.getTimerCount()).toBe(0);
  });
});
