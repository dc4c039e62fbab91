import { HEADER_SCROLL_THRESHOLD_PX } from '../../lib/constants';
import { anchorScrollTop, hashTargetId, scrollBehavior, type HeaderGeometry } from '../../lib/scroll';
import { COMPACT_SHIFT_LARGE_PX, COMPACT_SHIFT_SMALL_PX, SITE_HEADER_ID } from './headerMetrics';

function prefersReducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** Reads the header as laid out now (its layout height ignores the compact transform). */
function headerGeometry(): HeaderGeometry {
  const header = document.getElementById(SITE_HEADER_ID);
  const expandedHeight = header?.offsetHeight ?? 0;
  const shift = window.matchMedia('(min-width: 1200px)').matches ? COMPACT_SHIFT_LARGE_PX : COMPACT_SHIFT_SMALL_PX;
  return { expandedHeight, compactHeight: Math.max(0, expandedHeight - shift), threshold: HEADER_SCROLL_THRESHOLD_PX };
}

export function scrollToTop(): void {
  window.scrollTo({ top: 0, behavior: scrollBehavior(prefersReducedMotion()) });
}

/** Scrolls to the element a hash names, just below the fixed header, and moves focus there for keyboard users. */
export function scrollToHash(hash: string): boolean {
  const id = hashTargetId(hash);
  const target = id ? document.getElementById(id) : null;
  if (!target) return false;
  const top = anchorScrollTop(target.getBoundingClientRect().top + window.scrollY, headerGeometry());
  window.scrollTo({ top, behavior: scrollBehavior(prefersReducedMotion()) });
  if (!target.hasAttribute('tabindex') && !target.matches('a, button, input, select, textarea, [tabindex]')) {
    target.setAttribute('tabindex', '-1');
  }
  target.focus({ preventScroll: true });
  return true;
}
