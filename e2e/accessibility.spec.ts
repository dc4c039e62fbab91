import { axeViolations } from './support/axe';
import { openWithView, repairLoopPages } from './support/repairLoopViews';
import { LINK_FRAGMENT_KEY } from '../src/lib/reports/contractorJobs';
import { routes } from '../src/lib/routes';
import { expect, gotoHydrated, test, waitUntilInteractive } from './fixtures';

/**
 * Every route is scanned on the phone. At 1440 px what differs is the header (top bar, desktop navigation), on every
 * page alike, and the wider layout of each kind of page: one route of each kind is scanned there too (the forms, the
 * portfolio, the tariffs and the carousels have their own wide scans in their specs).
 */
const WIDE_LAYOUTS = new Set<string>([
  routes.home,
  routes.residentieel,
  routes.overOns,
  routes.blog,
  routes.faq,
  routes.vacatures,
  routes.privacybeleid,
  routes.sitemap,
]);

/** Copy that must never reach a visitor. */
const UNFINISHED = ['lorem ipsum', 'binnenkort beschikbaar', 'coming soon'];

test.describe('every route', () => {
  // One visit per route and width: its metadata and copy (the same at every width), its width and axe's scan.
  for (const path of Object.values(routes)) {
    test(`${path} has one h1, a title, a description and a canonical URL, fits the screen and has no axe violations${WIDE_LAYOUTS.has(path) ? ' @both-widths' : ''}`, async ({
      page,
    }) => {
      // A rotating carousel caught mid-fade shows blended colours that axe reports as low contrast; a still page is measured.
      await page.emulateMedia({ reducedMotion: 'reduce' });
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await waitUntilInteractive(page);
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page).toHaveTitle(/\S/);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{50,}/);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        new RegExp(`${path === '/' ? '/$' : `${path}$`}`),
      );
      await expect(page.locator('meta[property="og:title"]')).toHaveCount(1);
      await expect(page.locator('html')).toHaveAttribute('lang', 'nl-BE');
      // The layout viewport grows with content on a phone: wider than the screen means the page scrolls sideways.
      const [width, screen] = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
      expect(width, `${path} is ${width} px wide on a screen of ${screen}`).toBeLessThanOrEqual(screen);
      // textContent: innerText leaves out bands that are off screen (content-visibility: auto).
      const text = ((await page.locator('main').textContent()) ?? '').toLowerCase();
      for (const unfinished of UNFINISHED) expect(text).not.toContain(unfinished);
      expect(await axeViolations(page)).toEqual([]);
    });
  }

  test('titles are unique across routes', async ({ page }) => {
    const titles = new Map<string, string>();
    for (const path of Object.values(routes)) {
      // The title is in the server HTML (Gatsby's Head API): no need to load and run each page.
      const html = await (await page.request.get(path)).text();
      const title = html.match(/<title[^>]*>([^<]*)<\/title>/)?.[1] ?? '';
      expect(title, path).not.toBe('');
      expect(titles.get(title), `${path} shares its title with ${titles.get(title)}`).toBeUndefined();
      titles.set(title, path);
    }
  });
});

test.describe('axe, WCAG 2.2 AA, on what a route shows only with a key or on a first visit', () => {
  // Opened without a key (above) they show why they cannot; here with a key and the view the API would answer.
  for (const { path, api, view } of repairLoopPages) {
    test(`${path} opened from its e-mail link has no violations, and the key is off the address bar @both-widths`, async ({
      page,
    }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await openWithView(page, path, api, view);
      await waitUntilInteractive(page);
      await expect(page.getByText(view.reference).first()).toBeVisible();
      expect(page.url()).not.toContain(LINK_FRAGMENT_KEY);
      expect(await axeViolations(page)).toEqual([]);
    });
  }

  test('the open mobile menu has no violations', async ({ page }) => {
    await gotoHydrated(page, routes.home);
    await page.locator('button[aria-controls="mobile-menu"]').tap();
    await expect(page.locator('#mobile-menu')).toBeVisible();
    expect(await axeViolations(page, '#mobile-menu')).toEqual([]);
  });

  test.describe('on a first visit', () => {
    test.use({ firstVisit: true });

    test('the cookie banner and the preferences dialog have no violations @both-widths', async ({ page }) => {
      await gotoHydrated(page, routes.home);
      await expect(page.getByRole('region', { name: 'Cookies op onze website' })).toBeVisible();
      // Only the banner and the dialog: the page behind them is scanned by the tests above.
      expect(await axeViolations(page, '[data-cookie-banner]')).toEqual([]);
      await page.getByRole('button', { name: 'Cookievoorkeuren' }).click();
      await expect(page.getByRole('dialog', { name: 'Cookievoorkeuren aanpassen' })).toBeVisible();
      expect(await axeViolations(page, '#cookie-preferences')).toEqual([]);
    });
  });
});
