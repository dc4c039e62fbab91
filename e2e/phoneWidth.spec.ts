import { routes } from '../src/lib/routes';
import { builtPages } from './builtHtml';
import { expect, test } from './fixtures';

/**
 * Every built page, as its URL path ('blog/x/index.html' → '/blog/x'), but the routes, which accessibility.spec.ts
 * already opens on the phone and checks for the same; the 404 page sends the visitor on to /.
 */
const routePaths = new Set<string>(Object.values(routes));
const paths = builtPages()
  .map(({ file }) => `/${file.replace(/(^|\/)index\.html$/, '')}`)
  .filter((p) => !p.endsWith('.html') && !/^\/404(\/|$)/.test(p) && !routePaths.has(p));

test.describe('no page is wider than a phone', () => {
  for (const path of paths) {
    test(`${path} fits 390 px`, async ({ page }) => {
      await page.goto(path);
      // The layout viewport grows with content on a phone: wider than the screen means the page scrolls sideways.
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, `${path} is ${width} px wide`).toBeLessThanOrEqual(390);
    });
  }
});
