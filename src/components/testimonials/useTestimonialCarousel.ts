import * as React from 'react';
import { MOBILE_BREAKPOINT_PX, TESTIMONIALS_PER_PAGE_DESKTOP, TESTIMONIALS_PER_PAGE_MOBILE } from '../../lib/constants';
import { pageCount, pageOfItem, stepFirstItem, toPages } from '../../lib/paging';

const wideQuery = `(min-width: ${MOBILE_BREAKPOINT_PX}px)`;

/**
 * Whether the viewport is at least the mobile breakpoint wide. The server renders the wide layout, and
 * hydration starts from it too; a phone switches to one per page right after, in a transition (re-paging all
 * testimonials is a large render: as a synchronous one it was a long task on a phone).
 */
export function useIsWide(): boolean {
  const [wide, setWide] = React.useState(true);
  React.useEffect(() => {
    const query = window.matchMedia(wideQuery);
    const update = () => React.startTransition(() => setWide(query.matches));
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return wide;
}

export interface TestimonialCarousel<T> {
  pages: T[][];
  perPage: number;
  /** The page shown, from 0. */
  current: number;
  atStart: boolean;
  atEnd: boolean;
  previous: () => void;
  next: () => void;
}

/**
 * Pages of testimonials: 3 per page from the mobile breakpoint up, 1 below; previous and next stop at the
 * ends (no wrap) and nothing turns by itself. It remembers the first item shown, so resizing keeps it visible.
 */
export function useTestimonialCarousel<T>(items: readonly T[]): TestimonialCarousel<T> {
  const perPage = useIsWide() ? TESTIMONIALS_PER_PAGE_DESKTOP : TESTIMONIALS_PER_PAGE_MOBILE;
  const [firstItem, setFirstItem] = React.useState(0);
  const count = pageCount(items.length, perPage);
  const current = Math.min(pageOfItem(firstItem, perPage), count - 1);
  const pages = React.useMemo(() => toPages(items, perPage), [items, perPage]);
  const step = (by: number) => setFirstItem((first) => stepFirstItem(first, by, items.length, perPage));
  return {
    pages,
    perPage,
    current,
    atStart: current === 0,
    atEnd: current === count - 1,
    previous: () => step(-1),
    next: () => step(1),
  };
}
