import type { Locator, Page } from '@playwright/test';

/** Every element that may take focus from Tab: an upper bound for one round of the page's tab order. */
const MAY_TAKE_TAB_FOCUS =
  'a[href], area[href], button, input, select, textarea, summary, iframe, [contenteditable], [tabindex]';

/**
 * Presses Tab until `target` has the focus (keyboard only), or fails once a whole round of the
 * page's tab order has passed without it. The round is counted on the page as it is, not fixed: how
 * far down a control sits depends on what the page lists (other tests' known problems, for one).
 */
export async function tabTo(page: Page, target: Locator): Promise<void> {
  // One round is every tab stop, plus the browser's own stop between the end and the start; counted again only when
  // it is used up, in case the page grew meanwhile (a list that came in).
  const round = async () => (await page.locator(MAY_TAKE_TAB_FOCUS).count()) + 2;
  let limit = await round();
  for (let pressed = 0; pressed <= limit || pressed <= (limit = await round()); pressed++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('never reached by Tab in a whole round of the page');
}
