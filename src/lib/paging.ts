/**
 * Paging maths for carousels that show a fixed number of items per page, without wrapping around.
 * A carousel keeps the index of the first item it shows, not a page number: when the number per page
 * changes (a phone turned sideways), the item the visitor was reading stays on screen.
 */

/** How many pages `total` items fill at `perPage` per page (at least one, so an empty list still has a page). */
export function pageCount(total: number, perPage: number): number {
  if (perPage < 1) throw new RangeError(`perPage must be at least 1, got ${perPage}`);
  return Math.max(1, Math.ceil(total / perPage));
}

/** The page (from 0) that holds the item at `itemIndex`. */
export function pageOfItem(itemIndex: number, perPage: number): number {
  if (perPage < 1) throw new RangeError(`perPage must be at least 1, got ${perPage}`);
  return Math.floor(Math.max(0, itemIndex) / perPage);
}

/** `page` limited to the pages that exist. */
export function clampPage(page: number, total: number, perPage: number): number {
  return Math.min(Math.max(0, page), pageCount(total, perPage) - 1);
}

/** The items split into pages of `perPage` (the last page may hold fewer). */
export function toPages<T>(items: readonly T[], perPage: number): T[][] {
  const pages: T[][] = [];
  for (let page = 0; page < pageCount(items.length, perPage); page++)
    pages.push(items.slice(page * perPage, (page + 1) * perPage));
  return pages;
}

/** Index of the first item of the page `step` pages away from the one holding `firstItem`, stopping at either end. */
export function stepFirstItem(firstItem: number, step: number, total: number, perPage: number): number {
  return clampPage(pageOfItem(firstItem, perPage) + step, total, perPage) * perPage;
}
