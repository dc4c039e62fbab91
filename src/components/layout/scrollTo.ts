import { HEADER_SCROLL_THRESHOLD_PX } from '../../lib/constants';
import { anchorScrollTop, hashTargetId, scrollBehavior, type HeaderGeometry } from './anchorScroll';
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

const USER_SCROLL_EVENTS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
const SMOOTH_SCROLL_CHECK_MS = 800;

export function scrollToTop(): void {
  const behavior = scrollBehavior(prefersReducedMotion());
  window.scrollTo({ top: 0, behavior });
  if (behavior !== 'smooth') return;
  // The browser drops a smooth scroll when the page under it changes (a new route's content arriving):
  // try again, a few times, unless the visitor has started scrolling by then.
  let userScrolled = false;
  const onUserScroll = () => (userScrolled = true);
  USER_SCROLL_EVENTS.forEach((type) => window.addEventListener(type, onUserScroll, { passive: true, once: true }));
  let attempts = 0;
  const check = () => {
    if (!userScrolled && window.scrollY > 0 && ++attempts <= 3) {
      window.scrollTo({ top: 0, behavior });
      window.setTimeout(check, SMOOTH_SCROLL_CHECK_MS);
      return;
    }
    USER_SCROLL_EVENTS.forEach((type) => window.removeEventListener(type, onUserScroll));
  };
  window.setTimeout(check, SMOOTH_SCROLL_CHECK_MS);
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
