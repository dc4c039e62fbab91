import type { Page } from '@playwright/test';
import { EMERGENCY_NUMBER_WITH_PRICE, emergencyPhone } from '../src/lib/emergency/emergencyLine';

const EMERGENCY_NUMBER = emergencyPhone.display;
import { routes, unlistedRoutes } from '../src/lib/routes';
import { expect, gotoHydrated, test } from './fixtures';

interface ServicePage {
  path: string;
  h1: string;
  /** Visible breadcrumb trail after Home, the page itself last. */
  trail: string[];
}

const servicePages: ServicePage[] = [
  { path: routes.residentieel, h1: 'Residentieel', trail: ['Residentieel'] },
  { path: routes.syndicusAppartementen, h1: 'Appartementsgebouwen', trail: ['Residentieel', 'Appartementsgebouwen'] },
  {
    path: routes.syndicusAssistentiewoningen,
    h1: 'Assistentiewoningen',
    trail: ['Residentieel', 'Assistentiewoningen'],
  },
  { path: routes.kmoParken, h1: 'KMO-parken', trail: ['KMO-parken'] },
  { path: routes.bedrijvenparken, h1: 'Bedrijvenparken', trail: ['Bedrijvenparken'] },
  { path: routes.nieuwbouw, h1: 'Nieuwbouw', trail: ['Nieuwbouw'] },
  { path: routes.overOns, h1: 'Over ons', trail: ['Over ons'] },
];

interface BreadcrumbJsonLd {
  '@type': string;
  '@context': string;
  itemListElement: Array<{ position: number; name: string; item: string }>;
}

async function jsonLd(page: Page): Promise<BreadcrumbJsonLd[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((text) => JSON.parse(text));
}

test.describe('service and company pages', () => {
  for (const { path, h1, trail } of servicePages) {
    test(`${path}: breadcrumbs on screen and as BreadcrumbList, an illustration, the mandate, the emergency line and both calls to action`, async ({
      page,
    }) => {
      await gotoHydrated(page, path);
      // Long compounds carry a soft hyphen so they can break on a phone.
      expect((await page.getByRole('heading', { level: 1 }).textContent())?.replace(/\u00AD/g, '')).toBe(h1);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, 'no horizontal scrolling').toBe(0);

      const crumbs = page.getByRole('navigation', { name: 'Kruimelpad' });
      await expect(crumbs.getByRole('listitem')).toHaveText(['Home', ...trail]);
      await expect(crumbs.locator('[aria-current="page"]')).toHaveText(h1);

      const list = (await jsonLd(page)).find((d) => d['@type'] === 'BreadcrumbList');
      expect(list, 'BreadcrumbList JSON-LD').toBeDefined();
      expect(list!['@context']).toBe('https://schema.org');
      const items = list!.itemListElement;
      expect(items.map((i) => i.name)).toEqual(['Home', ...trail]);
      expect(items.map((i) => i.position)).toEqual(items.map((_, index) => index + 1));
      expect(new URL(items[items.length - 1].item).pathname).toBe(path);
      expect(new URL(items[0].item).pathname).toBe('/');

      const images = page.locator('main img[alt^="Tekening"]');
      expect(await images.count()).toBeGreaterThan(0);
      const image = images.first();
      await image.scrollIntoViewIfNeeded();
      await expect
        .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true);
      // gatsby-plugin-image's formats as a plain <picture>: an AVIF source and a WebP fallback, each with a srcset, and
      // an image whose width and height keep its box before it loads.
      const picture = image.locator('xpath=..');
      await expect(picture.locator('source[type="image/avif"]')).toHaveAttribute('srcset', /\.avif \d+w,/);
      await expect(image).toHaveAttribute('srcset', /\.webp \d+w,/);
      await expect(image).toHaveAttribute('width', /^\d+$/);
      await expect(image).toHaveAttribute('height', /^\d+$/);

      const main = page.locator('main');
      for (const topic of ['algemene vergadering', 'reservefonds', 'schriftelijk contract'])
        await expect(main).toContainText(topic);
      await expect(main.getByRole('link', { name: EMERGENCY_NUMBER })).toHaveAttribute(
        'href',
        `tel:${EMERGENCY_NUMBER.replace(/[/.]/g, '')}`,
      );
      await expect(main).toContainText(EMERGENCY_NUMBER_WITH_PRICE);
      await expect(main.getByRole('link', { name: 'Vrijblijvende offerte' }).last()).toHaveAttribute(
        'href',
        routes.offerte,
      );
      await expect(main.getByRole('link', { name: 'Contact opnemen' })).toHaveAttribute('href', routes.contact);
    });
  }

  test('the two residential pages are linked from Residentieel', async ({ page }) => {
    await gotoHydrated(page, routes.residentieel);
    await expect(page.getByRole('link', { name: 'Meer over appartementsgebouwen' })).toHaveAttribute(
      'href',
      routes.syndicusAppartementen,
    );
    await expect(page.getByRole('link', { name: 'Meer over assistentiewoningen' })).toHaveAttribute(
      'href',
      routes.syndicusAssistentiewoningen,
    );
  });

  test('KMO-parken and Bedrijvenparken link to each other', async ({ page }) => {
    await gotoHydrated(page, routes.kmoParken);
    await page
      .locator('main')
      .getByRole('link', { name: /bedrijvenparken/i })
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`${routes.bedrijvenparken}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bedrijvenparken');
    await page.locator('main').getByRole('link', { name: 'KMO-parken', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${routes.kmoParken}$`));
  });

  test('Residentieel’s sub-pages go back up through the breadcrumb', async ({ page }) => {
    await gotoHydrated(page, routes.syndicusAssistentiewoningen);
    await page.getByRole('navigation', { name: 'Kruimelpad' }).getByRole('link', { name: 'Residentieel' }).click();
    await expect(page).toHaveURL(new RegExp(`${routes.residentieel}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Residentieel');
  });
});

test.describe('HTML sitemap', () => {
  test('links every route except the thank-you pages, and has a BreadcrumbList', async ({ page }) => {
    await gotoHydrated(page, routes.sitemap);
    const hrefs = await page
      .locator('main a[href^="/"]')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    for (const path of Object.values(routes)) {
      if (unlistedRoutes.includes(path)) continue;
      expect(hrefs, path).toContain(path);
    }
    const list = (await jsonLd(page)).find((d) => d['@type'] === 'BreadcrumbList');
    expect(list!.itemListElement.map((i) => i.name)).toEqual(['Home', 'Sitemap']);
  });
});
