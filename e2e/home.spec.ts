import { axeViolations } from './support/axe';
import { recordShifts } from './support/layoutShifts';
import type { Locator, Page } from '@playwright/test';
import { firm, officeFacts } from '../src/config/firm';
import { internationalPhone } from '../src/lib/phone';
import {
  MOBILE_BREAKPOINT_PX,
  TESTIMONIAL_COUNT,
  TESTIMONIALS_PER_PAGE_DESKTOP,
  TESTIMONIALS_PER_PAGE_MOBILE,
} from '../src/lib/constants';
import { offices } from '../src/lib/offices';
import { routes } from '../src/lib/routes';
import { statFigures } from '../src/lib/stats';
import { testimonials } from '../src/lib/testimonials';
import { expect, gotoHydrated, hydrateIsland, test } from './fixtures';

/** Testimonials per page at this project's viewport width. */
function perPage(page: Page): number {
  return (page.viewportSize()?.width ?? 0) >= MOBILE_BREAKPOINT_PX
    ? TESTIMONIALS_PER_PAGE_DESKTOP
    : TESTIMONIALS_PER_PAGE_MOBILE;
}

/** The testimonials carousel; the home page also has the portfolio carousel. */
function carousel(page: Page) {
  const root = page.locator('#getuigenissen [aria-roledescription="carrousel"]');
  return {
    root,
    slides: root.locator('[aria-roledescription="dia"]'),
    current: root.locator('[aria-roledescription="dia"]:not([hidden])'),
    previous: root.getByRole('button', { name: 'Vorige getuigenissen' }),
    next: root.getByRole('button', { name: 'Volgende getuigenissen' }),
  };
}

/** The home page with its testimonials carousel hydrated, and how many pages of quotes it has at this width. */
async function openCarousel(page: Page) {
  await gotoHydrated(page, routes.home);
  const c = carousel(page);
  await hydrateIsland(c.root);
  return { c, pages: TESTIMONIAL_COUNT / perPage(page) };
}

async function visibleQuotes(slide: Locator): Promise<string[]> {
  return (await slide.locator('blockquote').allInnerTexts()).map((text) => text.trim());
}

test.describe('home page', () => {
  test('shows its sections in the order of the spec', async ({ page }) => {
    await gotoHydrated(page, routes.home);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Uw betrouwbare partner in vastgoedbeheer');
    // textContent, not innerText: sections off screen are not laid out yet (content-visibility: auto).
    const h2s = (await page.locator('main h2').allTextContents()).map((text) => text.trim());
    // Other teams add the portfolio carousel (after the testimonials) and the blog teaser (after the careers teaser);
    // the sections of this page must keep this relative order around them.
    const expected = [
      'Onze diensten',
      'Ervaring waarop u kunt bouwen',
      'Wat onze klanten zeggen',
      'Werken bij ons',
      'Op zoek naar een nieuwe syndicus?',
      'Contact',
    ];
    const positions = expected.map((title) => h2s.indexOf(title));
    expect(
      positions.every((p) => p >= 0),
      `h2s on the page: ${h2s.join(' | ')}`,
    ).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    // The hero comes before all of them, with the quote button and the link to #services.
    const hero = page.locator('main header').first();
    await expect(hero.getByRole('link', { name: 'Vrijblijvende offerte' })).toHaveAttribute('href', routes.offerte);
    await expect(hero.getByRole('link', { name: 'Ontdek onze diensten' })).toHaveAttribute('href', '#services');
  });

  test('the services link to the three service pages and name the four pillars', async ({ page }) => {
    await gotoHydrated(page, routes.home);
    const services = page.locator('#services');
    for (const [name, href] of [
      ['Meer over residentieel beheer', routes.residentieel],
      ['Meer over KMO-parken', routes.kmoParken],
      ['Meer over nieuwbouw', routes.nieuwbouw],
    ]) {
      await expect(services.getByRole('link', { name })).toHaveAttribute('href', href);
    }
    for (const pillar of ['Administratief beheer', 'Financieel beheer', 'Juridisch beheer', 'Technisch beheer']) {
      await expect(services.getByRole('heading', { name: pillar })).toBeVisible();
    }
    // Every card has its illustration, with a Dutch description.
    const images = services.locator('img[alt^="Tekening"]');
    await expect(images).toHaveCount(3);
  });

  test('shows the key figures, the careers teaser and the offices', async ({ page }) => {
    await gotoHydrated(page, routes.home);
    const stats = page.locator('#over-ons');
    for (const figure of [
      statFigures.buildings,
      statFigures.residents,
      statFigures.officeLocations,
      statFigures.professionals,
    ]) {
      await expect(stats).toContainText(figure.value);
      await expect(stats).toContainText(figure.label);
    }
    await expect(page.getByRole('link', { name: 'Bekijk de vacatures' })).toHaveAttribute('href', routes.vacatures);
    const contact = page.locator('#contact');
    for (const office of offices) {
      await expect(contact.getByRole('link', { name: office.phone })).toHaveAttribute(
        'href',
        `tel:${office.phone.replace(/\s/g, '')}`,
      );
    }
    await expect(contact.getByRole('link', { name: 'Op afspraak' })).toHaveAttribute('href', routes.contact);
    await expect(contact.getByRole('link', { name: 'Naar het contactformulier' })).toHaveAttribute(
      'href',
      routes.contact,
    );
  });

  test('the in-page link to the services leaves their heading in view below the fixed header @both-widths', async ({
    page,
  }) => {
    await gotoHydrated(page, routes.home);
    await page.getByRole('link', { name: 'Ontdek onze diensten' }).click();
    await expect(page).toHaveURL(/#services$/);
    const heading = page.getByRole('heading', { name: 'Onze diensten' });
    await expect
      .poll(async () => {
        const headerBottom = await page.locator('#site-header').evaluate((el) => el.getBoundingClientRect().bottom);
        const top = await heading.evaluate((el) => el.getBoundingClientRect().top);
        return top >= headerBottom && top - headerBottom < 120;
      })
      .toBe(true);
  });

  interface OfficeJsonLd {
    address?: Record<string, string>;
    telephone: string;
    openingHoursSpecification: Array<Record<string, unknown>>;
  }
  interface OrganisationJsonLd {
    '@type': string;
    department: OfficeJsonLd[];
  }

  test('describes the firm and its three offices as JSON-LD', async ({ page }) => {
    await page.goto(routes.home);
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const data = blocks.map((text) => JSON.parse(text) as OrganisationJsonLd);
    const agent = data.find((d) => d['@type'] === 'RealEstateAgent');
    expect(agent).toBeDefined();
    expect(agent).toMatchObject({ '@context': 'https://schema.org', name: firm.name, email: firm.email });
    expect(agent!.department).toHaveLength(officeFacts.length);
    for (const [index, facts] of officeFacts.entries()) {
      const department = agent!.department[index];
      expect(department.telephone).toBe(internationalPhone(facts.phone));
      if (facts.address) {
        expect(department.address).toMatchObject({
          streetAddress: facts.address.street,
          postalCode: facts.address.postalCode,
          addressCountry: 'BE',
        });
        expect(department.openingHoursSpecification[0]).toMatchObject({ opens: '09:00', closes: '12:00' });
      }
    }
    expect(data.some((d) => d['@type'] === 'BreadcrumbList')).toBe(false);
  });
});

test.describe('testimonial carousel', () => {
  test('is in the server HTML with all 18 quotes and only the first page visible', async ({ request }) => {
    const page = await (await request.get(routes.home)).text();
    // Only the testimonials section: the portfolio carousel further down has slides of its own.
    const html = page.slice(
      page.indexOf('id="getuigenissen"'),
      page.indexOf('</section>', page.indexOf('id="getuigenissen"')),
    );
    expect(html.match(/<blockquote/g)).toHaveLength(TESTIMONIAL_COUNT);
    expect(html).toContain('aria-roledescription="carrousel"');
    const slides = html.match(/<div[^>]*aria-roledescription="dia"[^>]*>/g) ?? [];
    expect(slides.length).toBe(TESTIMONIAL_COUNT / TESTIMONIALS_PER_PAGE_DESKTOP);
    expect(slides.filter((tag) => / hidden(=""|\s|>)/.test(tag))).toHaveLength(slides.length - 1);
    for (const t of testimonials) expect(html).toContain(t.name);
  });

  test('follows the APG carousel pattern: labelled carousel, labelled slides, polite live region @both-widths', async ({
    page,
  }) => {
    const { c, pages } = await openCarousel(page);
    await expect(c.root).toHaveAttribute('aria-label', /\S/);
    await expect(c.slides).toHaveCount(pages);
    await expect(c.slides.first()).toHaveAttribute('aria-label', `1 van ${pages}`);
    await expect(c.slides.last()).toHaveAttribute('aria-label', `${pages} van ${pages}`);
    await expect(c.root.locator('[aria-live="polite"]')).toContainText(testimonials[0].quote);
    await expect(c.current).toHaveCount(1);
    await expect(c.current.locator('figure blockquote')).toHaveCount(perPage(page));
    await expect(c.current.locator('figcaption').first()).toContainText(testimonials[0].name);
    // The recommendation rate is shown beside the quotes.
    await expect(page.locator('#getuigenissen')).toContainText(
      `${statFigures.recommendRate.value} ${statFigures.recommendRate.label}`,
    );
    for (const button of [c.previous, c.next]) {
      const box = (await button.boundingBox())!;
      expect(box.width).toBeGreaterThanOrEqual(24);
      expect(box.height).toBeGreaterThanOrEqual(24);
    }
  });

  test('shows 3 per page from 768 px and 1 below; previous and next stop at the ends and all 18 are reachable @both-widths', async ({
    page,
  }) => {
    const { c, pages } = await openCarousel(page);
    await expect(c.previous).toBeDisabled();
    await expect(c.next).toBeEnabled();

    const seen: string[] = [];
    for (let i = 1; i <= pages; i++) {
      await expect(c.current).toHaveAttribute('aria-label', `${i} van ${pages}`);
      const quotes = await visibleQuotes(c.current);
      expect(quotes).toHaveLength(perPage(page));
      seen.push(...quotes);
      if (i < pages) await c.next.click();
    }
    expect(seen).toEqual(testimonials.map((t) => t.quote));
    await expect(c.next).toBeDisabled();
    await expect(c.previous).toBeEnabled();

    // No wrap: next on the last page stays on the last page.
    await c.next.click({ force: true });
    await expect(c.current).toHaveAttribute('aria-label', `${pages} van ${pages}`);
    await c.previous.click();
    await expect(c.current).toHaveAttribute('aria-label', `${pages - 1} van ${pages}`);
  });

  test('is operable with the keyboard, and focus stays on a button that reaches an end @both-widths', async ({
    page,
  }) => {
    const { c, pages } = await openCarousel(page);
    await c.previous.focus();
    await page.keyboard.press('Tab');
    await expect(c.next).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(c.current).toHaveAttribute('aria-label', `2 van ${pages}`);
    await page.keyboard.press('Space');
    await expect(c.current).toHaveAttribute('aria-label', `3 van ${pages}`);
    for (let i = 3; i < pages; i++) await page.keyboard.press('Enter');
    await expect(c.current).toHaveAttribute('aria-label', `${pages} van ${pages}`);
    await expect(c.next).toBeDisabled();
    await expect(c.next).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(c.previous).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(c.current).toHaveAttribute('aria-label', `${pages - 1} van ${pages}`);
  });

  test('does not shift the layout while the page loads and hydrates, also when the font misses the first paint @both-widths', async ({
    page,
  }) => {
    // A slow font is not used for this page (font-display: optional); hydration must not swap it in later.
    await page.route('**/*.woff2', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    });
    const shifts = await recordShifts(page);
    await gotoHydrated(page, routes.home);
    // Scrolled to, the carousel's code loads and hydrates the server HTML in place.
    await hydrateIsland(carousel(page).root);
    await page.waitForTimeout(300);
    expect(await shifts.all()).toEqual([]);
  });

  test('has no accessibility violations on a middle page @both-widths', async ({ page }) => {
    const { c } = await openCarousel(page);
    await c.next.click();
    expect(await axeViolations(page, '#getuigenissen')).toEqual([]);
  });
});
