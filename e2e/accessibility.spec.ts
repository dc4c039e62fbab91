import { axeViolations } from './support/axe';
import { routes } from '../src/lib/routes';
import { expect, gotoHydrated, test } from './fixtures';

test.describe('axe, WCAG 2.2 AA, on every route', () => {
  for (const path of Object.values(routes)) {
    test(`${path} has no violations`, async ({ page, decided }) => {
      void decided;
      // A rotating carousel caught mid-fade shows blended colours that axe reports as low contrast; a still page is measured.
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await gotoHydrated(page, path);
      expect(await axeViolations(page)).toEqual([]);
    });
  }

  test('the cookie banner and the preferences dialog have no violations', async ({ page }) => {
    await gotoHydrated(page, routes.home);
    await expect(page.getByRole('region', { name: 'Cookies op onze website' })).toBeVisible();
    // Only the banner and the dialog: the page behind them is scanned by the tests above.
    expect(await axeViolations(page, '[data-cookie-banner]')).toEqual([]);
    await page.getByRole('button', { name: 'Cookievoorkeuren' }).click();
    await expect(page.getByRole('dialog', { name: 'Cookievoorkeuren aanpassen' })).toBeVisible();
    expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
  });
});

test.describe('every route', () => {
  // Metadata and copy, the same at every width: checked once.
  test.skip(({ isMobile }) => !isMobile, 'checked once, on the phone');
  for (const path of Object.values(routes)) {
    test(`${path} has one h1, a unique title, a description and a canonical URL`, async ({ page, decided }) => {
      void decided;
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page).toHaveTitle(/\S/);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{50,}/);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        new RegExp(`${path === '/' ? '/$' : `${path}$`}`),
      );
      await expect(page.locator('meta[property="og:title"]')).toHaveCount(1);
      await expect(page.locator('html')).toHaveAttribute('lang', 'nl-BE');
      // textContent: innerText leaves out bands that are off screen (content-visibility: auto).
      const text = ((await page.locator('main').textContent()) ?? '').toLowerCase();
      for (const forbidden of ['lorem ipsum', 'binnenkort beschikbaar', 'coming soon'])
        expect(text).not.toContain(forbidden);
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
