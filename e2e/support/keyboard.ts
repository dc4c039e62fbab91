import type { Locator, Page } from '@playwright/test';

/** Presses Tab until `target` has the focus (keyboard only), or fails after `most` presses. */
export async function tabTo(page: Page, target: Locator, most = 80): Promise<void> {
  for (let i = 0; i < most; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('never reached by Tab');
}
