import { axeViolations } from './support/axe';
import type { Page } from '@playwright/test';
import { CAROUSEL_INTERVAL_MS, CAROUSEL_TRANSITION_LOCK_MS, MOBILE_BREAKPOINT_PX } from '../src/lib/constants';
import { PORTFOLIO_KIND_LABELS, type PortfolioItem } from '../src/lib/portfolio/portfolioItem';
import { routes } from '../src/lib/routes';
import { expect, gotoHydrated, hydrateIsland, test } from './fixtures';

const CAROUSEL = { name: 'Nieuwe projecten' } as const;

const isNarrow = (page: Page) => (page.viewportSize()?.width ?? 0) < MOBILE_BREAKPOINT_PX;
const carousel = (page: Page) => page.getByRole('region', CAROUSEL);
const currentSlide = (page: Page) => carousel(page).locator('[aria-roledescription="dia"][data-current="true"]');

async function portfolio(page: Page): Promise<PortfolioItem[]> {
  const response = await page.request.get('/api/portfolio');
  expect(response.ok()).toBe(true);
  return (await response.json()) as PortfolioItem[];
}

test.describe('the home carousel', () => {
  test('shows exactly the new items, the first one in the server HTML already', async ({ page }) => {
    const newTitles = (await portfolio(page)).filter((item) => item.isNieuw).map((item) => item.title);
    expect(newTitles.length).toBeGreaterThanOrEqual(4);

    const html = await (await page.request.get('/')).text();
    expect(html).toContain('aria-roledescription="carrousel"');
    expect(html).not.toContain('data-carousel-skeleton');

    await gotoHydrated(page, routes.home);
    await hydrateIsland(carousel(page));
    const slides = carousel(page).locator('[aria-roledescription="dia"]');
    await expect(slides).toHaveCount(newTitles.length);
    await expect(slides.locator('h3')).toHaveText(newTitles);
    await expect(currentSlide(page)).toHaveAttribute('aria-label', `1 van ${newTitles.length}`);
    await expect(currentSlide(page).locator('h3')).toHaveText(newTitles[0]);
    await expect(page.getByRole('group', { name: `1 van ${newTitles.length}` })).toBeVisible();
    await expect(page.getByRole('group', { name: `2 van ${newTitles.length}` })).toBeHidden();
  });

  test('follows the APG pattern: named region, rotation control first, live region off while rotating', async ({
    page,
  }) => {
    await gotoHydrated(page, routes.home);
    await hydrateIsland(carousel(page));
    const region = carousel(page);
    await expect(region).toHaveAttribute('aria-roledescription', 'carrousel');
    const firstControl = region.locator('button').first();
    await expect(firstControl).toHaveAccessibleName('Automatische weergave pauzeren');
    await expect(region.getByRole('button', { name: 'Vorige dia' })).toBeVisible();
    await expect(region.getByRole('button', { name: 'Volgende dia' })).toBeVisible();

    const live = region.locator('[aria-live]');
    await expect(live).toHaveAttribute('aria-live', 'off');
    await firstControl.click();
    await expect(firstControl).toHaveAccessibleName('Automatische weergave starten');
    await expect(live).toHaveAttribute('aria-live', 'polite');
    await expect(region).toHaveAttribute('data-rotating', 'false');
    await firstControl.click();
    await expect(firstControl).toHaveAccessibleName('Automatische weergave pauzeren');
  });

  test('previous and next wrap around, and a second change within 500 ms is ignored', async ({ page }) => {
    await gotoHydrated(page, routes.home);
    await hydrateIsland(carousel(page));
    const count = await carousel(page).locator('[aria-roledescription="dia"]').count();
    const region = carousel(page);
    await region.getByRole('button', { name: 'Vorige dia' }).click();
    await expect(currentSlide(page)).toHaveAttribute('aria-label', `${count} van ${count}`);
    await page.waitForTimeout(CAROUSEL_TRANSITION_LOCK_MS);
    await region.getByRole('button', { name: 'Volgende dia' }).click();
    await expect(currentSlide(page)).toHaveAttribute('aria-label', `1 van ${count}`);
    await page.waitForTimeout(CAROUSEL_TRANSITION_LOCK_MS);

    // Two clicks in one task: the lock lets only the first through.
    await region.getByRole('button', { name: 'Volgende dia' }).evaluate((button: HTMLButtonElement) => {
      button.click();
      button.click();
    });
    await expect(currentSlide(page)).toHaveAttribute('aria-label', `2 van ${count}`);
    await page.waitForTimeout(CAROUSEL_TRANSITION_LOCK_MS + 100);
    await expect(currentSlide(page)).toHaveAttribute('aria-label', `2 van ${count}`);
  });

  test('shows dots from 768 px up and an “x van y” counter below @both-widths', async ({ page }) => {
    await gotoHydrated(page, routes.home);
    await hydrateIsland(carousel(page));
    const region = carousel(page);
    const count = await region.locator('[aria-roledescription="dia"]').count();
    const dots = region.getByRole('button', { name: /^Dia \d+ van \d+: / });
    const counter = region.getByText(`1 van ${count}`, { exact: true });
    if (isNarrow(page)) {
      await expect(counter).toBeVisible();
      await expect(dots.first()).toBeHidden();
      await region.getByRole('button', { name: 'Volgende dia' }).click();
      await expect(region.getByText(`2 van ${count}`, { exact: true })).toBeVisible();
      return;
    }
    await expect(counter).toBeHidden();
    await expect(dots).toHaveCount(count);
    for (const dot of await dots.all()) {
      const box = (await dot.boundingBox())!;
      expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(24);
    }
    await expect(dots.first()).toHaveAttribute('aria-current', 'true');
    await dots.nth(2).click();
    await expect(currentSlide(page)).toHaveAttribute('aria-label', `3 van ${count}`);
    await expect(dots.nth(2)).toHaveAttribute('aria-current', 'true');
    await expect(dots.first()).not.toHaveAttribute('aria-current', 'true');
  });

  test('advances every 5 s and wraps; stops while the pointer or keyboard focus is inside @both-widths', async ({
    page,
  }) => {
    await page.clock.install();
    await gotoHydrated(page, routes.home);
    await hydrateIsland(carousel(page));
    const region = carousel(page);
    const count = await region.locator('[aria-roledescription="dia"]').count();
    await page.mouse.move(0, 0);
    await expect(region).toHaveAttribute('data-rotating', 'true');

    // From here on timers fire only when the test runs the clock. A scripted click (no pointer, no focus)
    // changes the slide, which starts a fresh 5 s interval.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    await region.getByRole('button', { name: 'Volgende dia' }).evaluate((button: HTMLButtonElement) => button.click());
    const start = Number((await currentSlide(page).getAttribute('aria-label'))!.split(' ')[0]);
    const shown = (offset: number) => `${((start - 1 + offset) % count) + 1} van ${count}`;

    await page.clock.runFor(CAROUSEL_INTERVAL_MS - 100);
    await expect(currentSlide(page)).toHaveAttribute('aria-label', shown(0));
    await page.clock.runFor(100);
    await expect(currentSlide(page)).toHaveAttribute('aria-label', shown(1));
    for (let i = 2; i <= count; i++) {
      await page.clock.runFor(CAROUSEL_INTERVAL_MS);
      await expect(currentSlide(page)).toHaveAttribute('aria-label', shown(i));
    }
    // A full round: back where it started, having wrapped from the last slide to the first.

    if (!isNarrow(page)) {
      await currentSlide(page).hover();
      await expect(region).toHaveAttribute('data-rotating', 'false');
      await page.clock.runFor(CAROUSEL_INTERVAL_MS * 2);
      await expect(currentSlide(page)).toHaveAttribute('aria-label', shown(0));
      await page.mouse.move(0, 0);
      await expect(region).toHaveAttribute('data-rotating', 'true');
      await page.clock.runFor(CAROUSEL_INTERVAL_MS);
      await expect(currentSlide(page)).toHaveAttribute('aria-label', shown(1));
    }

    // Keyboard focus on the previous button (past the rotation control) stops the rotation; leaving resumes it.
    const before = await currentSlide(page).getAttribute('aria-label');
    await region.getByRole('button', { name: /automatische weergave/i }).focus();
    await page.keyboard.press('Tab');
    await expect(region.getByRole('button', { name: 'Vorige dia' })).toBeFocused();
    await expect(region).toHaveAttribute('data-rotating', 'false');
    await expect(region.locator('[aria-live]')).toHaveAttribute('aria-live', 'polite');
    await page.clock.runFor(CAROUSEL_INTERVAL_MS * 2);
    await expect(currentSlide(page)).toHaveAttribute('aria-label', before!);
    await page.getByRole('link', { name: 'Bekijk het volledige portfolio' }).focus();
    await expect(region).toHaveAttribute('data-rotating', 'true');
    await page.clock.runFor(CAROUSEL_INTERVAL_MS);
    await expect(currentSlide(page)).not.toHaveAttribute('aria-label', before!);
  });

  test('does not rotate by itself under prefers-reduced-motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install();
    await gotoHydrated(page, routes.home);
    await hydrateIsland(carousel(page));
    const region = carousel(page);
    await expect(region.getByRole('button', { name: 'Automatische weergave starten' })).toBeVisible();
    await expect(region).toHaveAttribute('data-rotating', 'false');
    await page.clock.runFor(CAROUSEL_INTERVAL_MS * 2);
    await expect(currentSlide(page)).toHaveAttribute('aria-label', /^1 van/);
  });

  test('keeps its height when the slide changes (no layout shift)', async ({ page }) => {
    await gotoHydrated(page, routes.home);
    await hydrateIsland(carousel(page));
    const region = carousel(page);
    const before = (await region.boundingBox())!.height;
    await region.getByRole('button', { name: 'Volgende dia' }).click();
    await page.waitForTimeout(CAROUSEL_TRANSITION_LOCK_MS);
    expect((await region.boundingBox())!.height).toBe(before);
  });
});

test.describe('/portfolio', () => {
  test('shows every item as a card, new ones marked “Nieuw”', async ({ page }) => {
    const items = await portfolio(page);
    await gotoHydrated(page, routes.portfolio);
    const cards = page.locator('#projecten article');
    await expect(cards).toHaveCount(items.length);
    await expect(cards.locator('h3')).toHaveText(items.map((item) => item.title));
    await expect(cards.filter({ has: page.getByText('Nieuw', { exact: true }) })).toHaveCount(
      items.filter((item) => item.isNieuw).length,
    );
    await expect(page.getByRole('status').filter({ hasText: 'projecten' })).toHaveText(`${items.length} projecten`);
    // Every image goes through gatsby-plugin-image: AVIF and WebP sources with a srcset.
    await expect(cards.first().locator('picture source[type="image/avif"]')).toHaveAttribute(
      'srcset',
      /\/static\/.+\.avif \d+w/,
    );
  });

  test('filters by kind and by location, together, and back to everything', async ({ page }) => {
    const items = await portfolio(page);
    await gotoHydrated(page, routes.portfolio);
    const cards = page.locator('#projecten article');
    const status = page.getByRole('status').filter({ hasText: 'projecten' });

    const kmo = page.getByRole('button', { name: /^KMO-parken/ });
    await kmo.click();
    await expect(kmo).toHaveAttribute('aria-pressed', 'true');
    const kmoItems = items.filter((item) => item.kind === 'kmo-park');
    await expect(cards).toHaveCount(kmoItems.length);
    await expect(status).toHaveText(`${kmoItems.length} van ${items.length} projecten`);

    await page.getByRole('button', { name: /^Alle soorten/ }).click();
    const location = items[0].location;
    await page.getByLabel('Locatie').selectOption(location);
    const inLocation = items.filter((item) => item.location === location);
    await expect(cards).toHaveCount(inLocation.length);

    // A kind the portfolio has, but not in that location: the empty combination says so.
    const kinds = [...new Set(items.map((item) => item.kind))].filter((kind) => kind !== undefined);
    const absent = kinds.find((kind) => !inLocation.some((item) => item.kind === kind));
    test.skip(!absent, 'every kind of this portfolio is in the first location: no empty combination to show');
    await page.getByRole('button', { name: new RegExp(`^${PORTFOLIO_KIND_LABELS[absent!].plural}`) }).click();
    await expect(cards).toHaveCount(0);
    await expect(page.getByText('Voor deze combinatie van soort en locatie staat er geen project')).toBeVisible();
    await page.getByRole('button', { name: 'Toon alle projecten' }).click();
    await expect(cards).toHaveCount(items.length);
    await expect(page.getByLabel('Locatie')).toHaveValue('');
  });

  test('has no axe violations, filtered or not @both-widths', async ({ page }) => {
    await gotoHydrated(page, routes.portfolio);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: /^Nieuwbouw/ }).click();
    await expect(page.getByRole('button', { name: /^Nieuwbouw/ })).toHaveAttribute('aria-pressed', 'true');
    expect(await axeViolations(page)).toEqual([]);
  });
});

test('GET /api/portfolio serves items whose images load', async ({ page }) => {
  const items = await portfolio(page);
  for (const item of items) {
    const image = await page.request.get(item.image);
    expect(image.ok(), item.image).toBe(true);
    expect(image.headers()['content-type']).toBe('image/png');
  }
});
