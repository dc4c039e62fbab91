import fs from 'node:fs';
import path from 'node:path';
import { axeViolations } from './support/axe';
import { formatDutchDate } from '../src/lib/content/dutchDate';
import { routes } from '../src/lib/routes';
import { firmClaims } from '../src/config/firm';
import { EMERGENCY_PRICE, emergencyPhone } from '../src/lib/emergency/emergencyLine';
import { isSample, SAMPLE_LABEL, SAMPLE_PORTFOLIO_NOTE, SAMPLE_TESTIMONIALS_NOTE } from '../src/lib/samples';
import { longestStayInBackupsDays, RETENTION_DAYS_DEFAULT } from '../src/config/retention';
import { literalPattern } from '../src/lib/text/literalPattern';
import { expect, gotoHydrated, test } from './fixtures';
import { holdRequests } from './support/holdRequests';

const ACCENTED_SLUG = 'efficiënt-meldingssysteem-qr-codes-fixform';
const ARTICLE = '/blog/de-rol-van-een-reservefonds';

async function expectNoAxeViolations(page: import('@playwright/test').Page) {
  expect(await axeViolations(page)).toEqual([]);
}

function jsonLdOfType(scripts: string[], type: string): Record<string, unknown> | undefined {
  return scripts.map((s) => JSON.parse(s) as Record<string, unknown>).find((data) => data['@type'] === type);
}

test.describe('blog overview', () => {
  test('lists all 20 articles newest first, each with image, Dutch date, category and excerpt', async ({ page }) => {
    await gotoHydrated(page, routes.blog);
    const cards = page.locator('#artikels article');
    await expect(cards).toHaveCount(20);
    const dates = await cards.locator('time').evaluateAll((els) => els.map((el) => el.getAttribute('datetime') ?? ''));
    expect(dates).toEqual([...dates].sort().reverse());
    const first = cards.first();
    await expect(first.locator('img:not([aria-hidden="true"])').first()).toHaveAttribute('alt', /\S{3,}/);
    await expect(first.locator('time')).toHaveText(formatDutchDate(dates[0]));
    await expect(first.locator('h3 a')).toHaveAttribute('href', /^\/blog\//);
    await expectNoAxeViolations(page);
  });

  test('filters by category without a page reload, with its own URL', async ({ page }) => {
    await gotoHydrated(page, routes.blog);
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    const filter = page.getByRole('navigation', { name: 'Filter op categorie' });
    await filter.getByRole('link', { name: /^Renovatie en energie/ }).click();
    await expect(page).toHaveURL(/\/blog\/categorie\/renovatie-en-energie#artikels$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blog: Renovatie en energie');
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    await expect(filter.getByRole('link', { name: /^Renovatie en energie/ })).toHaveAttribute('aria-current', 'page');
    const categories = await page.locator('#artikels article p').first().allTextContents();
    expect(categories.join(' ')).toContain('Renovatie en energie');
    const count = await page.locator('#artikels article').count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThan(20);
    for (const meta of await page.locator('#artikels article p:first-of-type').allTextContents())
      expect(meta).toContain('Renovatie en energie');
    await filter.getByRole('link', { name: /^Alle artikels/ }).click();
    await expect(page.locator('#artikels article')).toHaveCount(20);
  });

  test('a category page works on its own too', async ({ page }) => {
    const response = await page.goto('/blog/categorie/financieel-beheer');
    expect(response?.status()).toBe(200);
    await expect(page.locator('#artikels article').first()).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe('an article', () => {
  test('shows its title, Dutch date, cover, reading time, body, related articles and BlogPosting data', async ({
    page,
  }) => {
    await gotoHydrated(page, ARTICLE);
    const h1 = page.getByRole('heading', { level: 1 });
    await expect(h1).toBeVisible();
    const header = page.locator('header').filter({ has: h1 });
    await expect(header.locator('time')).toHaveText(
      /^\d{1,2} (januari|februari|maart|april|mei|juni|juli|augustus|september|oktober|november|december) 20\d\d$/,
    );
    await expect(header).toContainText('min. leestijd');
    const cover = page.locator('main article img').first();
    await expect(cover).toBeVisible();
    expect(await cover.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(300);
    expect(
      ((await page.locator('main article .markdown-body').textContent()) ?? '').trim().split(/\s+/).length,
    ).toBeGreaterThan(600);
    await expect(page.locator('main').getByText('{{')).toHaveCount(0);
    const related = page.locator('#lees-ook article');
    await expect(related).toHaveCount(3);
    const data = jsonLdOfType(
      await page.locator('script[type="application/ld+json"]').allTextContents(),
      'BlogPosting',
    );
    expect(data).toMatchObject({ headline: await h1.innerText(), inLanguage: 'nl-BE' });
    expect(String(data?.datePublished)).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await expectNoAxeViolations(page);

    await related.first().getByRole('link').click();
    await expect(page).not.toHaveURL(new RegExp(`${ARTICLE}$`));
    await expect(page.locator('#lees-ook')).toBeVisible();
  });

  test('the article with an accent in its slug is served encoded, raw and decomposed', async ({ page, request }) => {
    for (const path of [
      `/blog/${encodeURIComponent(ACCENTED_SLUG)}`,
      `/blog/${encodeURI(ACCENTED_SLUG.normalize('NFD'))}`,
    ]) {
      const res = await request.get(path);
      expect([path, res.status()]).toEqual([path, 200]);
      expect(await res.text()).toContain('melden met QR-codes');
    }
    await gotoHydrated(page, `/blog/${ACCENTED_SLUG}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/melden met QR-codes/i);
    // Client-side navigation to it loads its page data too.
    await gotoHydrated(page, routes.blog);
    await page
      .locator(`a[href="/blog/${ACCENTED_SLUG}"], a[href="/blog/${encodeURIComponent(ACCENTED_SLUG)}"]`)
      .first()
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/melden met QR-codes/i);
  });
});

test.describe('home blog teaser', () => {
  test('shows the newest article, the satisfaction report and the podcast, linking to /blog', async ({ page }) => {
    await page.goto(routes.home);
    const teaser = page.locator('section#blog');
    const links = await teaser.locator('article h3 a').evaluateAll((els) => els.map((a) => a.getAttribute('href')));
    expect(links).toHaveLength(3);
    expect(links[0]).toBe('/blog/nieuwe-regels-renovatieplicht-vlaanderen');
    expect(links).toEqual(expect.arrayContaining(['/blog/tevredenheidsrapport-2024', '/blog/vastgoedpraat-podcast']));
    await expect(teaser.getByRole('link', { name: 'Alle artikels op de blog' })).toHaveAttribute('href', routes.blog);
  });
});

/** The spec's vacancy routes; content/vacatures makes them (routes.ts does not know them). */
const VACANCY_PATHS = ['/vacatures/beheerder-syndicus', '/vacatures/assistent-beheerder-syndicus'];

test.describe('vacancies', () => {
  test('a vacancy has the ad, how to apply and complete JobPosting data', async ({ page }) => {
    await gotoHydrated(page, VACANCY_PATHS[0]);
    for (const heading of ['Wat u doet', 'Wie u bent', 'Wat wij bieden', 'Solliciteren']) {
      await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    }
    await expect(page.getByRole('link', { name: 'Solliciteer per e-mail' })).toHaveAttribute(
      'href',
      /^mailto:.+\?subject=/,
    );
    const data = jsonLdOfType(await page.locator('script[type="application/ld+json"]').allTextContents(), 'JobPosting');
    for (const key of [
      'title',
      'description',
      'datePosted',
      'validThrough',
      'employmentType',
      'hiringOrganization',
      'jobLocation',
    ]) {
      expect(data, key).toHaveProperty(key);
    }
    await expectNoAxeViolations(page);
  });

  test('the overview links to both vacancies', async ({ page }) => {
    await page.goto(routes.vacatures);
    for (const path of VACANCY_PATHS) {
      await expect(page.locator(`#openstaande-vacatures a[href="${path}"]`)).toHaveCount(1);
    }
  });
});

test.describe('FAQ', () => {
  test('questions are grouped by theme in an accordion that works by mouse and keyboard', async ({ page }) => {
    await gotoHydrated(page, routes.faq);
    const questions = page.locator('main h3 button');
    expect(await questions.count()).toBeGreaterThanOrEqual(15);
    expect(await page.locator('main h2').count()).toBeGreaterThanOrEqual(5);
    const first = questions.first();
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await first.click();
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    const region = page.locator(`[id="${await first.getAttribute('aria-controls')}"]`);
    await expect(region).toBeVisible();
    await expect(region).toHaveAttribute('role', 'region');
    const second = questions.nth(1);
    await second.focus();
    await page.keyboard.press('Enter');
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Space');
    await expect(second).toHaveAttribute('aria-expanded', 'false');
    const data = jsonLdOfType(await page.locator('script[type="application/ld+json"]').allTextContents(), 'FAQPage');
    expect((data?.mainEntity as unknown[]).length).toBe(await questions.count());
    await expectNoAxeViolations(page);
  });
});

test.describe('FAQ before its scripts', () => {
  test('a question opens and closes at once while every bundle is still on its way', async ({ page }) => {
    const release = await holdRequests(page, /\.js$/);
    await page.goto(routes.faq, { waitUntil: 'domcontentloaded' });
    const first = page.locator('main h3 button').first();
    const answer = page.locator(`[id="${await first.getAttribute('aria-controls')}"]`);
    await first.click();
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(answer).toBeVisible();
    await first.press('Enter');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect(answer).toBeHidden();
    release();
  });
});

test.describe('legal pages', () => {
  test('each shows its date and has the firm facts filled in', async ({ page }) => {
    for (const path of [routes.privacybeleid, routes.cookiebeleid, routes.algemeneVoorwaarden]) {
      await page.goto(path);
      await expect(page.getByText(/^Laatst bijgewerkt op \d{1,2} \w+ 20\d\d$/)).toBeVisible();
      await expect(page.locator('main')).not.toContainText('{{');
    }
  });
});

test.describe('feeds for machines', () => {
  test('the RSS feed has every article, newest first', async ({ request }) => {
    const res = await request.get('/rss.xml');
    expect(res.status()).toBe(200);
    const xml = await res.text();
    const links = [...xml.matchAll(/<item>[\s\S]*?<link>([^<]+)<\/link>/g)].map((m) => m[1]);
    expect(links).toHaveLength(20);
    expect(links[0]).toMatch(/\/blog\/nieuwe-regels-renovatieplicht-vlaanderen$/);
  });

  test('the sitemap has every article and vacancy but no thank-you page, and robots.txt points to it', async ({
    request,
  }) => {
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toMatch(/Sitemap: .+\/sitemap-index\.xml/);
    const index = await (await request.get('/sitemap-index.xml')).text();
    const sitemapPaths = [...index.matchAll(/<loc>[^<]*?(\/sitemap-\d+\.xml)<\/loc>/g)].map((m) => m[1]);
    const sitemaps = await Promise.all(sitemapPaths.map(async (p) => (await request.get(p)).text()));
    const urls = sitemaps.join('\n');
    expect(urls).toContain('/blog/de-rol-van-een-reservefonds</loc>');
    expect(urls).toContain('/blog/effici%C3%ABnt-meldingssysteem-qr-codes-fixform</loc>');
    expect(urls).toContain(`${VACANCY_PATHS[1]}</loc>`);
    expect(urls).not.toContain('/bedankt');
    expect([...urls.matchAll(/<loc>[^<]*\/blog\/[^/<]+<\/loc>/g)]).toHaveLength(20);
  });
});

test.describe('HTML sitemap', () => {
  test('lists every article', async ({ page }) => {
    await page.goto(routes.sitemap);
    const articleLinks = page.locator('main a[href^="/blog/"]');
    await expect(articleLinks).toHaveCount(20);
    // The vacancies come from content/vacatures, listed under Vacatures.
    for (const path of VACANCY_PATHS) await expect(page.locator(`main a[href="${path}"]`)).toHaveCount(1);
  });
});

test.describe('what the firm can sign', () => {
  const PAID_NUMBER_PAGES = [
    routes.home,
    routes.contact,
    routes.faq,
    routes.residentieel,
    routes.syndicusAppartementen,
    routes.overOns,
    routes.contactBedankt,
    `/blog/${ACCENTED_SLUG}`,
    '/blog/verzekeringen-mede-eigendommen',
  ];

  test('the paid number never appears without its price, and no page promises what the firm did not confirm', async ({
    page,
  }) => {
    for (const path of PAID_NUMBER_PAGES) {
      await page.goto(path);
      // Every text that shows the number has its price beside it (in the same element or one of its 3 parents).
      const unpriced = await page.evaluate(
        ({ number, price }) => {
          const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
          const found: string[] = [];
          let shown = 0;
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            if (!node.textContent?.includes(number) || node.parentElement?.closest('script')) continue;
            shown += 1;
            let element: Element | null = node.parentElement;
            let priced = false;
            for (let level = 0; element && level < 4 && !priced; level += 1, element = element.parentElement)
              priced = (element.textContent ?? '').includes(price);
            if (!priced) found.push((node.parentElement?.parentElement?.textContent ?? '').slice(0, 120));
          }
          return { shown, found };
        },
        { number: emergencyPhone.display, price: EMERGENCY_PRICE },
      );
      expect(unpriced.found, path).toEqual([]);
      if (path !== routes.home) expect(unpriced.shown, `${path} shows the emergency number`).toBeGreaterThan(0);
      const text = (await page.locator('main').textContent()) ?? '';
      expect(text, path).not.toMatch(
        /dag en nacht|24 uur op 24|7 dagen op 7|kom langs in (een van )?onze (drie )?kantoren/i,
      );
      // The recommendation rate always says whom it counts.
      const rate = new RegExp(`${literalPattern(firmClaims.survey.recommendRate)}.{0,160}`, 'g');
      for (const match of text.matchAll(rate)) expect(match[0], path).toContain(String(firmClaims.survey.year));
    }
  });

  test('sample testimonials and buildings are shown as samples, and only those', async ({ page, request }) => {
    const content = path.resolve(__dirname, '../content');
    const testimonialSamples = (
      JSON.parse(fs.readFileSync(path.join(content, 'testimonials.json'), 'utf8')) as { testimonials: object[] }
    ).testimonials.filter(isSample).length;
    const buildingSamples = fs
      .readdirSync(path.join(content, 'portfolio'), { withFileTypes: true })
      .map((entry) => path.join(content, 'portfolio', entry.name, 'index.json'))
      .filter((file) => fs.existsSync(file))
      .filter((file) => isSample(JSON.parse(fs.readFileSync(file, 'utf8')))).length;

    const home = await (await request.get(routes.home)).text();
    expect(home.match(/class="testimonial-sample"/g) ?? []).toHaveLength(testimonialSamples);
    expect(home.includes(SAMPLE_TESTIMONIALS_NOTE)).toBe(testimonialSamples > 0);
    await page.goto(routes.portfolio);
    const cards = page.locator('main li article');
    expect(await cards.count()).toBeGreaterThan(0);
    await expect(page.locator('main li article .portfolio-sample')).toHaveCount(buildingSamples);
    if (buildingSamples) {
      await expect(page.locator('main li .portfolio-sample').first()).toHaveText(SAMPLE_LABEL);
      await expect(page.getByText(SAMPLE_PORTFOLIO_NOTE)).toBeVisible();
    } else await expect(page.getByText(SAMPLE_PORTFOLIO_NOTE)).toHaveCount(0);
  });

  test('the privacy policy says what is kept, how long and why, and whom to complain to', async ({ page }) => {
    await page.goto(routes.privacybeleid);
    const main = page.locator('main');
    for (const words of [
      `${RETENTION_DAYS_DEFAULT} dagen nadat een bericht bij ons kantoor is afgeleverd`,
      'tot het is afgeleverd',
      'Een medewerker behandelt het en verwijdert het daarna',
      `${RETENTION_DAYS_DEFAULT} dagen nadat de melding is afgesloten`,
      `Elke reservekopie wordt ${RETENTION_DAYS_DEFAULT} dagen nadat ze gemaakt werd verwijderd`,
      `hoogstens ${longestStayInBackupsDays(RETENTION_DAYS_DEFAULT)} dagen`,
      // reCAPTCHA loads with every form, the report form too.
      'de pagina om een defect te melden',
      // Contractors get a report only as the policy's section on recipients says.
      'kan de beheerder de melding doorsturen naar een aannemer',
      'raad van mede-eigendom',
      'als verwerker',
      'artikel 6.1.f AVG',
      'Gegevensbeschermingsautoriteit (GBA)',
      'Drukpersstraat 35',
      // Beside the GBA, the BIV for how the firm practises as a syndic.
      'Uitvoerende Kamer van het Beroepsinstituut van Vastgoedmakelaars (BIV)',
    ])
      await expect(main).toContainText(words);
    await expect(main).not.toContainText('privacybeleid van Google');
  });
});
