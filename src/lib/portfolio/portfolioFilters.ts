import { compareDutch } from '../text/compareDutch';
import type { PortfolioItem, PortfolioKind } from './portfolioItem';

/** Newest first (by the year it came into our management), unknown years last, then by title. */
export function sortPortfolio<T extends Pick<PortfolioItem, 'year' | 'title'>>(items: readonly T[]): T[] {
  const yearOf = (item: T) => {
    const year = Number.parseInt(item.year, 10);
    return Number.isFinite(year) ? year : -Infinity;
  };
  return [...items].sort((a, b) => yearOf(b) - yearOf(a) || compareDutch(a.title, b.title));
}

/** Only the items for the home carousel. */
export function newPortfolioItems<T extends Pick<PortfolioItem, 'isNieuw'>>(items: readonly T[]): T[] {
  return items.filter((item) => item.isNieuw);
}

export interface PortfolioFilter {
  /** Null shows every kind. */
  kind: PortfolioKind | null;
  /** Null shows every location. */
  location: string | null;
}

export const NO_PORTFOLIO_FILTER: PortfolioFilter = { kind: null, location: null };

export function filterPortfolio<T extends Pick<PortfolioItem, 'kind' | 'location'>>(
  items: readonly T[],
  filter: PortfolioFilter,
): T[] {
  return items.filter(
    (item) =>
      (filter.kind === null || item.kind === filter.kind) &&
      (filter.location === null || item.location === filter.location),
  );
}

/** The distinct locations, alphabetically, for the location filter. */
export function portfolioLocations(items: readonly Pick<PortfolioItem, 'location'>[]): string[] {
  return [...new Set(items.map((item) => item.location))].sort(compareDutch);
}

/** How many items of each kind exist (kinds without items are left out). */
export function countByKind(items: readonly Pick<PortfolioItem, 'kind'>[]): Map<PortfolioKind, number> {
  const counts = new Map<PortfolioKind, number>();
  for (const { kind } of items) if (kind) counts.set(kind, (counts.get(kind) ?? 0) + 1);
  return counts;
}
