import { clampPage, pageCount, pageOfItem, stepFirstItem, toPages } from '../paging';
import { TESTIMONIAL_COUNT, TESTIMONIALS_PER_PAGE_DESKTOP, TESTIMONIALS_PER_PAGE_MOBILE } from '../constants';

describe('paging', () => {
  it('fills 6 pages of 3 and 18 pages of 1 with the 18 testimonials', () => {
    expect(pageCount(TESTIMONIAL_COUNT, TESTIMONIALS_PER_PAGE_DESKTOP)).toBe(6);
    expect(pageCount(TESTIMONIAL_COUNT, TESTIMONIALS_PER_PAGE_MOBILE)).toBe(18);
  });

  it('counts a partly filled last page, and one page for an empty list', () => {
    expect(pageCount(7, 3)).toBe(3);
    expect(pageCount(0, 3)).toBe(1);
    expect(() => pageCount(5, 0)).toThrow(RangeError);
  });

  it('splits items into pages in order, the last one possibly shorter', () => {
    expect(toPages([1, 2, 3, 4, 5, 6, 7], 3)).toEqual([[1, 2, 3], [4, 5, 6], [7]]);
    expect(toPages([], 3)).toEqual([[]]);
    expect(
      toPages(
        Array.from({ length: 18 }, (_, i) => i),
        3,
      ).flat(),
    ).toHaveLength(18);
  });

  it('finds the page of an item', () => {
    expect(pageOfItem(0, 3)).toBe(0);
    expect(pageOfItem(2, 3)).toBe(0);
    expect(pageOfItem(3, 3)).toBe(1);
    expect(pageOfItem(17, 1)).toBe(17);
  });

  it('clamps a page to the first and last page', () => {
    expect(clampPage(-1, 18, 3)).toBe(0);
    expect(clampPage(9, 18, 3)).toBe(5);
    expect(clampPage(2, 18, 3)).toBe(2);
  });

  it('steps a page at a time and stops at either end instead of wrapping', () => {
    expect(stepFirstItem(0, 1, 18, 3)).toBe(3);
    expect(stepFirstItem(15, 1, 18, 3)).toBe(15);
    expect(stepFirstItem(0, -1, 18, 3)).toBe(0);
    expect(stepFirstItem(3, -1, 18, 3)).toBe(0);
    expect(stepFirstItem(16, 1, 18, 1)).toBe(17);
    expect(stepFirstItem(17, 1, 18, 1)).toBe(17);
  });

  it('keeps the item being read on screen when the number per page changes', () => {
    // On a phone the visitor reads item 10 (page 11 of 18); on a wide screen that is page 4 (items 9-11).
    expect(pageOfItem(10, 3)).toBe(3);
    // Stepping from there on a wide screen goes to the page after the one holding item 10.
    expect(stepFirstItem(10, 1, 18, 3)).toBe(12);
  });
});
