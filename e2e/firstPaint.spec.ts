import type { Page } from '@playwright/test';
import { SITE_FOOTER_ID } from '../src/components/layout/firstPaint';
import { routes } from '../src/lib/routes';
import { firstArticle } from '../testing/lighthouseGate/gatedPages';
import { stripScripts } from '../testing/lighthouseGate/siteCopies';
import { publicDir } from './builtHtml';
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

/**
 * The page as it is before any of its scripts ran, or when they never arrive: its HTML with every script removed (the
 * Lighthouse gate's twin).
 */
async function loadWithoutScripts(page: Page, pagePath: string): Promise<void> {
  await page.route(
    (url) => url.pathname === pagePath,
    async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, body: stripScripts(await response.text()) });
    },
  );
  await page.goto(pagePath);
}

/** The images of `<main>` in the first viewport: whether each loaded, and its opacity with its parents'. */
const imagesAboveTheFold = (page: Page) =>
  page.locator('main img').evaluateAll((images: HTMLImageElement[]) =>
    images
      .filter((img) => {
        const box = img.getBoundingClientRect();
        return box.width > 0 && box.bottom > 0 && box.top < window.innerHeight;
      })
      .map((img) => {
        let opacity = 1;
        for (let el: Element | null = img; el; el = el.parentElement) opacity *= Number(getComputedStyle(el).opacity);
        return {
          src: img.currentSrc || img.outerHTML.slice(0, 160),
          loaded: img.complete && img.naturalWidth > 0,
          opacity,
        };
      }),
  );

// gatsby-plugin-image draws its images at opacity 0 (lazy ones without a src) and lets an inline script show them: on a
// slow phone the largest paint then waits for that script, and a page whose scripts never come shows an empty frame.
test.describe('before any script runs', () => {
  test.use({ firstVisit: false });
  // An article's cover is its largest image, above the fold.
  for (const pagePath of [routes.home, firstArticle(publicDir), routes.nieuwbouw])
    test(`${pagePath}: every image above the fold shows @both-widths`, async ({ page }) => {
      await loadWithoutScripts(page, pagePath);
      await page.waitForLoadState('load');
      // The home's hero and an article's cover are always above the fold; a content page's drawing may not be.
      if (pagePath !== routes.nieuwbouw) expect((await imagesAboveTheFold(page)).length).toBeGreaterThan(0);
      // A lazy image in the first view (a content page's drawing at 1440 px) may still be on its way at the load
      // event, which does not wait for it: each must arrive and show, with no script to help it.
      await expect
        .poll(async () => (await imagesAboveTheFold(page)).filter((image) => !image.loaded || image.opacity !== 1))
        .toEqual([]);
    });
});
