/** Scroll maths for the fixed header; pure so it can be unit-tested. */

export interface HeaderGeometry {
  /** Height of the header while the page is at the top. */
  expandedHeight: number;
  /** Height of the header once the page is scrolled past the threshold. */
  compactHeight: number;
  /** Scroll position above which the header is compact. */
  threshold: number;
}

/** Breathing room between the header and the top of the target. */
export const ANCHOR_GAP_PX = 16;

/**
 * Where to scroll so that a target starting at `targetDocumentTop` sits just below the fixed header.
 * The header is compact at the destination when the destination lies past the threshold,
 * so the offset is the header height *there*, not the height now.
 */
export function anchorScrollTop(targetDocumentTop: number, header: HeaderGeometry, gap = ANCHOR_GAP_PX): number {
  const belowCompact = targetDocumentTop - header.compactHeight - gap;
  if (belowCompact > header.threshold) return Math.round(belowCompact);
  return Math.max(0, Math.round(targetDocumentTop - header.expandedHeight - gap));
}

/** Smooth scrolling unless the visitor asked for reduced motion. */
export function scrollBehavior(prefersReducedMotion: boolean): ScrollBehavior {
  return prefersReducedMotion ? 'auto' : 'smooth';
}

/** The element id a hash names, or null for an empty or bare '#'. */
export function hashTargetId(hash: string): string | null {
  const id = hash.startsWith('#') ? hash.slice(1) : hash;
  if (!id) return null;
  try {
    return decodeURIComponent(id);
  } catch {
    return id;
  }
}
