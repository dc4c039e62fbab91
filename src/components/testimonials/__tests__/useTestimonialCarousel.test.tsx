/**
 * @jest-environment jsdom
 */
import { act, renderHook } from '@testing-library/react';
import { useTestimonialCarousel } from '../useTestimonialCarousel';

/** A matchMedia whose width can be changed, notifying listeners as a browser does on resize. */
function fakeViewport(initialWide: boolean) {
  let wide = initialWide;
  const listeners = new Set<() => void>();
  window.matchMedia = ((query: string) => ({
    get matches() {
      return /min-width/.test(query) ? wide : false;
    },
    media: query,
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  })) as unknown as typeof window.matchMedia;
  return {
    setWide(value: boolean) {
      wide = value;
      act(() => listeners.forEach((listener) => listener()));
    },
  };
}

const items = Array.from({ length: 18 }, (_, i) => i + 1);

describe('useTestimonialCarousel', () => {
  it('shows 3 per page on a wide screen, stops at both ends and never wraps', () => {
    fakeViewport(true);
    const { result } = renderHook(() => useTestimonialCarousel(items));
    expect(result.current.perPage).toBe(3);
    expect(result.current.pages).toHaveLength(6);
    expect(result.current.pages[0]).toEqual([1, 2, 3]);
    expect(result.current).toMatchObject({ current: 0, atStart: true, atEnd: false });

    act(() => result.current.previous());
    expect(result.current.current).toBe(0);

    for (let i = 0; i < 10; i++) act(() => result.current.next());
    expect(result.current).toMatchObject({ current: 5, atStart: false, atEnd: true });
    expect(result.current.pages[result.current.current]).toEqual([16, 17, 18]);

    act(() => result.current.previous());
    expect(result.current.current).toBe(4);
  });

  it('shows 1 per page on a phone, 18 pages in all', () => {
    fakeViewport(false);
    const { result } = renderHook(() => useTestimonialCarousel(items));
    expect(result.current.perPage).toBe(1);
    expect(result.current.pages).toHaveLength(18);
    for (let i = 0; i < 17; i++) act(() => result.current.next());
    expect(result.current).toMatchObject({ current: 17, atEnd: true });
  });

  it('keeps the quote being read on screen when the viewport changes width', () => {
    const viewport = fakeViewport(false);
    const { result } = renderHook(() => useTestimonialCarousel(items));
    for (let i = 0; i < 10; i++) act(() => result.current.next()); // quote 11
    viewport.setWide(true);
    expect(result.current.perPage).toBe(3);
    expect(result.current.pages[result.current.current]).toContain(11);
    viewport.setWide(false);
    expect(result.current.pages[result.current.current]).toEqual([11]);
  });
});
