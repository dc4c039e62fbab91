import type { Page } from '@playwright/test';
import { SITE_FOOTER_ID } from '../src/components/layout/firstPaint';
import { routes } from '../src/lib/routes';
import { expect, test, waitUntilInteractive } from './fixtures';
import { recordShifts } from './support/layoutShifts';

/**
 * A slow link: the HTML arrives in pieces, and between them the parser waits and the browser may paint what it has.
 * Slow enough that every page's HTML takes several pieces, so the check does not depend on the machine's speed.
 */
const SLOW_LINK = { offline: false, latency: 20, downloadThroughput: 20 * 1024, uploadThroughput: -1 };
const NORMAL_LINK = { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 };

/** Whether the footer had been parsed when the browser drew its first frame (a frame callback runs only then). */
async function recordFirstFrame(page: Page): Promise<() => Promise<boolean>> {
  await page.addInitScript((footerId) => {
    requestAnimationFrame(() => {
      (window as unknown as { footerInFirstFrame: boolean }).footerInFirstFrame = !!document.getElementById(footerId);
    });
  }, SITE_FOOTER_ID);
  return () => page.evaluate(() => (window as unknown as { footerInFirstFrame: boolean }).footerInFirstFrame);
}

async function loadOnSlowLink(page: Page, path: string) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_LINK);
  const footerInFirstFrame = await recordFirstFrame(page);
  const shifts = await recordShifts(page);
  await page.goto(path, { waitUntil: 'domcontentloaded', timeout: 30_000 });
  // Parsed: the rest (scripts, hydration) on the normal link, and any shift while hydrating still counts.
  await cdp.send('Network.emulateNetworkConditions', NORMAL_LINK);
  await waitUntilInteractive(page);
  return { footerInFirstFrame, shifts };
}

const pages = [routes.home, routes.melden, routes.contact];

for (const firstVisit of [true, false]) {
  test.describe(firstVisit ? 'a first visit, with the cookie banner' : 'a returning visit', () => {
    test.use({ firstVisit });
    for (const path of pages)
      test(`${path} on a slow link: the first frame shows the page parsed to its footer, and nothing shifts @both-widths`, async ({
        page,
      }) => {
        const { footerInFirstFrame, shifts } = await loadOnSlowLink(page, path);
        expect(await shifts.all()).toEqual([]);
        expect(await footerInFirstFrame()).toBe(true);
      });
  });
}
