import fs from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { firm, officeFacts } from '../src/config/firm';
import { EMERGENCY_WARNING } from '../src/lib/emergency/emergencyMessages';
import { EMERGENCY_PRICE, emergencyPhone } from '../src/lib/emergency/emergencyLine';
import { nonUrgentPhone } from '../src/lib/offices';

const EMERGENCY_NUMBER = emergencyPhone.display;
import { routes } from '../src/lib/routes';
import { publicDir } from './builtHtml';
import { expect, gotoHydrated, isMobile, test, waitUntilInteractive } from './fixtures';
import { holdRequests } from './support/holdRequests';
import { ISLAND_READY_ATTRIBUTE, REACT_STARTED_ATTRIBUTE } from '../src/runtime/markers';
import { TOOLTIP_OPEN_DELAY_MS } from '../src/lib/constants';

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

/**
 * Holds Gatsby's app bundle until `release` is called: the page is painted and its scripts are loading, but
 * no React code has run yet, the moment a visitor on a slow phone may already tap.
 */
function holdAppBundle(page: Page): Promise<() => void> {
  return holdRequests(page, /\/app-[^/]+\.js$/);
}

test.describe('the page starts by itself, and nothing done before it is ready is lost', () => {
  test('the framework scripts start after the first paint: the page hydrates with no input from the visitor', async ({
    page,
  }) => {
    await page.goto(routes.overOns);
    await waitUntilInteractive(page);
    // Gatsby's app bundle once, started from the template that held it, async as Gatsby writes it.
    expect(await page.locator('body > script[src*="/app-"][async]').count()).toBe(1);
  });

  test('a tap made before hydration takes effect once it finishes, exactly once @both-widths', async ({ page }) => {
    const release = await holdAppBundle(page);
    await page.goto(routes.home, { waitUntil: 'domcontentloaded' });
    // The testimonials carousel needs its code: the tap is held until it has hydrated.
    const slides = page.locator('#getuigenissen [aria-roledescription="dia"]');
    const quoteOf = (slide: Locator) => slide.locator('blockquote').first();
    const shownQuote = quoteOf(page.locator('#getuigenissen [aria-roledescription="dia"]:not([hidden])'));
    const [first, second] = [await quoteOf(slides.nth(0)).textContent(), await quoteOf(slides.nth(1)).textContent()];
    await page.getByRole('button', { name: 'Volgende getuigenissen' }).click();
    await page.waitForTimeout(300);
    await expect(shownQuote).toHaveText(first!); // nothing could answer yet
    release();
    await waitUntilInteractive(page);
    // One page on, wherever the phone's narrower pages put it: its first quote is the one the server's second page had.
    await expect(shownQuote).toHaveText(second!, { timeout: 15_000 });
    await page.waitForTimeout(800); // a second application would move on again
    await expect(shownQuote).toHaveText(second!);
  });

  test('every Noodnummer button opens the emergency dialog before any script has run @both-widths', async ({
    page,
  }) => {
    const release = await holdAppBundle(page);
    await page.goto(routes.overOns, { waitUntil: 'domcontentloaded' });
    const menu = page.locator('#mobile-menu');
    let opener;
    if (isMobile(page)) {
      opener = page.getByRole('button', { name: 'Menu', exact: true });
      await opener.tap();
      await expect(menu).toBeVisible();
      await page.getByRole('button', { name: 'Bel noodnummer' }).tap();
    } else {
      opener = page.getByRole('button', { name: 'Noodnummer' });
      await opener.click();
    }
    const dialog = page.getByRole('dialog', { name: 'Noodnummer' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(EMERGENCY_WARNING);
    await expect(menu).toBeHidden(); // one overlay at a time: the menu closed as the dialog opened
    await dialog.getByRole('button', { name: 'Sluiten' }).click();
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
    // All of it before React started.
    expect(await page.evaluate((mark) => document.documentElement.hasAttribute(mark), REACT_STARTED_ATTRIBUTE)).toBe(
      false,
    );
    release();
  });

  test('links work natively before any script has run', async ({ page }) => {
    await holdAppBundle(page);
    await page.goto(routes.overOns, { waitUntil: 'domcontentloaded' });
    await page.getByRole('contentinfo').getByRole('link', { name: 'Contact', exact: true }).first().click();
    await expect(page).toHaveURL(/\/contact$/);
  });

  test('showCookieSettings dispatched right after load opens the preferences, even before React listens', async ({
    page,
  }) => {
    const release = await holdAppBundle(page);
    await page.goto(routes.home, { waitUntil: 'domcontentloaded' });
    await page.evaluate(() => window.dispatchEvent(new Event('showCookieSettings')));
    release();
    await expect(page.getByRole('dialog', { name: 'Cookievoorkeuren aanpassen' })).toBeVisible();

    await page.goto(routes.overOns); // and at the load event itself
    await page.evaluate(() => window.dispatchEvent(new Event('showCookieBanner')));
    await expect(page.getByRole('region', { name: 'Cookies op onze website' })).toBeVisible();
  });

  test('Onze locaties opens on the first hover before any script of the page has come, and stays answered after @desktop-only', async ({
    page,
  }) => {
    const release = await holdAppBundle(page);
    await page.goto(routes.home, { waitUntil: 'domcontentloaded' });
    const locations = page.getByRole('button', { name: 'Onze locaties' });
    const menu = page.locator('#locations-menu');
    await locations.hover();
    await expect(locations).toHaveAttribute('aria-expanded', 'true');
    await expect(menu).toBeVisible();
    await page.mouse.move(700, 600);
    await expect(menu).toBeHidden();
    release();
    await page.waitForSelector(`html[${REACT_STARTED_ATTRIBUTE}]`, { state: 'attached' });
    await locations.hover();
    await expect(menu).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(locations).toHaveAttribute('aria-expanded', 'false');
  });
});

test.describe('skip links and landmarks', () => {
  test('Tab reaches the two skip links first; they move focus to the main content and the navigation @both-widths', async ({
    page,
  }) => {
    await gotoHydrated(page, routes.overOns);
    await page.keyboard.press('Tab');
    const toMain = page.getByRole('link', { name: 'Spring naar hoofdinhoud' });
    await expect(toMain).toBeFocused();
    await expect(toMain).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.locator('#main-content')).toBeFocused();

    await page.keyboard.press('Shift+Tab'); // back into the skip links
    await page.getByRole('link', { name: 'Spring naar navigatie' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('#navigation')).toBeFocused();
  });

  test('there is a polite announcement region and Gatsby’s route announcer', async ({ page }) => {
    await gotoHydrated(page, routes.home);
    await expect(page.locator('[aria-live="polite"]').first()).toBeAttached();
    await expect(page.locator('#gatsby-announcer')).toBeAttached();
  });
});

test.describe('header', () => {
  test('gains a shadow and becomes compact past 50 px of scroll, and loses them again at the top', async ({ page }) => {
    await gotoHydrated(page, routes.overOns);
    const header = page.locator('#site-header');
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    const topBefore = (await header.boundingBox())!.y;
    // Its layout box stays as it is (offsetHeight ignores the transform): a change of size would shift what it holds.
    const heightBefore = await header.evaluate((el) => (el as HTMLElement).offsetHeight);
    await page.evaluate(() => window.scrollTo(0, 40));
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    await page.evaluate(() => window.scrollTo(0, 200));
    await expect(header).toHaveAttribute('data-scrolled', 'true');
    await expect(header).not.toHaveCSS('box-shadow', 'none');
    await expect.poll(async () => (await header.boundingBox())!.y).toBeLessThan(topBefore);
    expect(await header.evaluate((el) => (el as HTMLElement).offsetHeight)).toBe(heightBefore);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    await expect(header).toHaveCSS('box-shadow', 'none');
  });

  test('the top bar shows only on large screens, with locations, e-mail, emergency and the portal @both-widths', async ({
    page,
  }) => {
    await gotoHydrated(page, routes.home);
    const email = page.getByRole('banner').getByRole('link', { name: firm.email });
    if (isMobile(page)) {
      await expect(email).toBeHidden();
      return;
    }
    await expect(email).toHaveAttribute('href', `mailto:${firm.email}`);
    await expect(page.getByRole('banner').getByRole('link', { name: /Opensyndic/ })).toHaveAttribute(
      'target',
      '_blank',
    );
    const locations = page.getByRole('button', { name: 'Onze locaties' });
    await expect(locations).toHaveAttribute('aria-expanded', 'false');
    await locations.hover();
    await expect(locations).toHaveAttribute('aria-expanded', 'true');
    const menu = page.locator('#locations-menu');
    for (const office of officeFacts) await expect(menu).toContainText(office.name);
    await page.mouse.move(700, 600);
    await expect(menu).toBeHidden();
  });

  test('the Diensten dropdown lists five service pages, sub-pages indented under Residentieel @desktop-only', async ({
    page,
  }) => {
    await gotoHydrated(page, routes.home);
    await page.getByRole('button', { name: 'Diensten' }).click();
    const items = page.getByRole('menu').getByRole('menuitem');
    await expect(items).toHaveText([
      'Residentieel',
      /Appartementsgebouwen/,
      /Assistentiewoningen/,
      'KMO-parken',
      'Nieuwbouw',
    ]);
    const indent = async (i: number) =>
      parseFloat(await items.nth(i).evaluate((el) => getComputedStyle(el).paddingLeft));
    expect(await indent(1)).toBeGreaterThan(await indent(0));
    expect(await indent(2)).toBeGreaterThan(await indent(0));
    expect(await indent(3)).toBe(await indent(0));
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toBeHidden();
    await page.getByRole('button', { name: 'Diensten' }).click();
    await items.nth(3).click();
    await expect(page).toHaveURL(/\/kmo-parken$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Hoofdnavigatie' });
    for (const name of ['Home', 'Over ons', 'Portfolio', 'Contact', 'Vrijblijvende offerte'])
      await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
  });
});

test.describe('mobile menu', () => {
  test('opens as a dialog, traps focus, locks scrolling, and Escape returns focus to the toggle', async ({ page }) => {
    await gotoHydrated(page, routes.overOns);
    // While the menu is open the rest of the page is aria-hidden, so the toggle is found by its attributes.
    const toggle = page.locator('button[aria-controls="mobile-menu"]');
    await expect(toggle).toHaveAccessibleName('Menu');
    await expect(toggle).toHaveAttribute('aria-haspopup', 'dialog');
    const controls = await toggle.getAttribute('aria-controls');
    await toggle.click();
    const menu = page.locator(`#${controls}`);
    await expect(menu).toBeVisible();
    for (const name of ['Blog', 'Vacatures', 'FAQ', 'Vrijblijvende offerte', /Opensyndic inloggen/])
      await expect(menu.getByRole('link', { name })).toBeVisible();
    await expect(menu.getByRole('button', { name: 'Bel noodnummer' })).toBeVisible();
    for (const office of officeFacts) await expect(menu).toContainText(office.name);
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');

    for (let i = 0; i < 40; i++) {
      await page.keyboard.press('Tab');
      expect(await menu.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
  });

  test("a tap that opens the menu shows no hint on its close button; the keyboard's focus does", async ({ page }) => {
    await gotoHydrated(page, routes.overOns);
    await page.waitForSelector(`#mobile-menu [${ISLAND_READY_ATTRIBUTE}]`, { state: 'attached' });
    // A tap, as on a phone: a mouse would stay where the menu's close button comes, and hover is a hint's cue.
    await page.locator('button[aria-controls="mobile-menu"]').tap();
    const close = page.getByRole('button', { name: 'Menu sluiten' });
    await expect(close).toBeFocused();
    const hint = page.locator('#mobile-menu [role="tooltip"]');
    await page.waitForTimeout(TOOLTIP_OPEN_DELAY_MS + 300);
    await expect(hint).toHaveCount(0);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Shift+Tab');
    await expect(close).toBeFocused();
    await expect(hint).toHaveText('Menu sluiten');
  });

  test('scrolling, the menu and the cookie settings add no CSS: their styles are in place before', async ({ page }) => {
    // A rule inserted at a tap (MUI's modal took a new class once open) or at the first scroll (the compact header's
    // class) made Chromium rebuild the page's style rules and recalculate its style in that frame: in a trace, the
    // largest part of the menu tap's time.
    await page.addInitScript(() => {
      const inserted: string[] = ((window as unknown as { insertedRules: string[] }).insertedRules = []);
      const insertRule = CSSStyleSheet.prototype.insertRule;
      CSSStyleSheet.prototype.insertRule = function (rule: string, index?: number) {
        inserted.push(rule);
        return insertRule.call(this, rule, index);
      };
    });
    await gotoHydrated(page, routes.home);
    const menu = page.locator('#mobile-menu');
    const cookieSettings = page.locator('#cookie-preferences');
    const insertedRules = () => page.evaluate(() => (window as unknown as { insertedRules: string[] }).insertedRules);
    const before = (await insertedRules()).length;
    await page.evaluate(() => window.scrollTo(0, 400));
    await expect(page.locator('#site-header')).toHaveAttribute('data-scrolled', 'true');
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await expect(menu).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await page.locator('footer [data-open-cookie-settings]').click();
    await expect(cookieSettings).toBeVisible();
    expect((await insertedRules()).slice(before)).toEqual([]);
  });

  test('without any script, the menu opens, locks scrolling, and closes by Escape, its button or a tap beside it', async ({
    page,
  }) => {
    await holdAppBundle(page);
    await page.goto(routes.home, { waitUntil: 'domcontentloaded' });
    const toggle = page.locator('button[aria-controls="mobile-menu"]');
    const menu = page.locator('#mobile-menu');
    await toggle.tap();
    await expect(menu).toBeVisible();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    expect(await menu.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();
    await toggle.tap();
    await menu.getByRole('button', { name: 'Menu sluiten' }).tap();
    await expect(menu).toBeHidden();
    // On a screen taller than the menu, a tap on the dimmed page below it.
    await page.setViewportSize({ width: 390, height: 2400 });
    await toggle.tap();
    const menuBottom = (await menu.boundingBox())!.y + (await menu.boundingBox())!.height;
    expect(menuBottom).toBeLessThan(2300);
    await page.touchscreen.tap(200, 2350);
    await expect(menu).toBeHidden();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
  });

  test('tapping the portal login closes the menu', async ({ page, context }) => {
    await context.route(`${new URL(firm.ownerPortalUrl).origin}/**`, (route) => route.fulfill({ body: 'portal' }));
    await gotoHydrated(page, routes.home);
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    const popup = context.waitForEvent('page');
    await page.getByRole('link', { name: /Opensyndic inloggen/ }).click();
    await (await popup).close();
    await expect(page.locator('#mobile-menu')).toBeHidden();
  });

  test('a link in the menu navigates and closes it', async ({ page }) => {
    await gotoHydrated(page, routes.home);
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    // What the visitor waits for, step by step: the open menu, then the new page, then the menu gone.
    const menu = page.locator('#mobile-menu');
    await expect(menu).toBeVisible();
    await menu.getByRole('link', { name: 'FAQ' }).click();
    await expect(page.getByRole('heading', { level: 1, name: /veelgestelde vragen/i })).toBeVisible();
    await expect(page).toHaveURL(/\/faq$/);
    await expect(menu).toBeHidden();
  });
});

test.describe('emergency dialog', () => {
  test('every Noodnummer button opens it; it shows the number and the warning; Escape returns focus @both-widths', async ({
    page,
  }) => {
    await gotoHydrated(page, routes.home);
    let opener;
    if (isMobile(page)) {
      await page.getByRole('button', { name: 'Menu', exact: true }).click();
      await page.getByRole('button', { name: 'Bel noodnummer' }).click();
      await expect(page.locator('#mobile-menu')).toBeHidden();
      opener = page.getByRole('button', { name: 'Menu', exact: true });
    } else {
      opener = page.getByRole('button', { name: 'Noodnummer' });
      await opener.click();
    }
    const dialog = page.getByRole('dialog', { name: 'Noodnummer' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('heading', { name: 'Noodnummer' })).toBeFocused(); // a screen reader starts there
    await expect(dialog).toContainText(EMERGENCY_NUMBER);
    // The paid number carries its price (Ethical Code for telecommunications), and the spec's warning as it is.
    await expect(dialog).toContainText(`Tarief: ${EMERGENCY_PRICE}`);
    await expect(dialog).toContainText(EMERGENCY_WARNING);
    await expect(dialog).not.toContainText('dag en nacht');
    await expect(dialog.getByRole('link', { name: nonUrgentPhone.display }).first()).toHaveAttribute(
      'href',
      nonUrgentPhone.href,
    );
    await expect(dialog.getByRole('link', { name: `Bel ${EMERGENCY_NUMBER}` })).toHaveAttribute(
      'href',
      emergencyPhone.href,
    );
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test('the close button and the call button close it @desktop-only', async ({ page }) => {
    await gotoHydrated(page, routes.home);
    const dialog = page.getByRole('dialog', { name: 'Noodnummer' });
    await page.getByRole('button', { name: 'Noodnummer' }).click();
    await dialog.getByRole('button', { name: 'Sluiten' }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: 'Noodnummer' }).click();
    // Chromium cannot open tel: links headless; the click itself must close the dialog.
    await dialog
      .getByRole('link', { name: `Bel ${EMERGENCY_NUMBER}` })
      .evaluate((a) => a.addEventListener('click', (e) => e.preventDefault()));
    await dialog.getByRole('link', { name: `Bel ${EMERGENCY_NUMBER}` }).click();
    await expect(dialog).toBeHidden();
  });

  test('a click on the dimmed page beside it closes it and returns focus; a click inside does not @desktop-only', async ({
    page,
  }) => {
    await gotoHydrated(page, routes.home);
    const opener = page.getByRole('button', { name: 'Noodnummer' });
    const dialog = page.getByRole('dialog', { name: 'Noodnummer' });
    await opener.click();
    await dialog.getByText(EMERGENCY_WARNING).click();
    await expect(dialog).toBeVisible();
    await page.mouse.click(20, 450);
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });
});

test.describe('footer', () => {
  test('has the legal block from the firm config, offices, LinkedIn, and legal links in a new tab', async ({
    page,
  }) => {
    await gotoHydrated(page, routes.home);
    const footer = page.getByRole('contentinfo');
    // The copyright year is the year the served build was made.
    const builtIn = fs.statSync(path.join(publicDir, 'index.html')).mtime.getFullYear();
    await expect(footer).toContainText(`© ${builtIn} ${firm.legalName}`);
    // Company law (WVV art. 2:20) and the BIV's rules: seat, enterprise number with RPR and court, VAT, BIV numbers
    // with the country of recognition, supervising body, and a link to the code of conduct.
    const seat = firm.registeredSeat;
    await expect(footer).toContainText(`${seat.street}, ${seat.postalCode} ${seat.city}`);
    await expect(footer).toContainText(`${firm.legal.companyNumber}, ${firm.legal.registerCourt}`);
    await expect(footer).toContainText(firm.legal.vatNumber);
    for (const number of firm.legal.bivNumbers) await expect(footer).toContainText(number);
    await expect(footer).toContainText(`erkend in ${firm.legal.recognitionCountry}`);
    await expect(footer).toContainText(firm.legal.supervisoryAuthority);
    await expect(footer).toContainText(firm.legal.liabilityInsurer);
    await expect(footer.getByRole('link', { name: /deontologische code/ })).toHaveAttribute(
      'href',
      firm.legal.codeOfConductUrl,
    );
    const { qualityMark } = firm;
    if (qualityMark) await expect(footer).toContainText(`${qualityMark.name}, certificaat nr. ${qualityMark.number}`);
    else await expect(footer).not.toContainText('Kwaliteitscertificaat');
    await expect(footer.getByRole('link', { name: /LinkedIn/ })).toHaveAttribute('href', firm.linkedInUrl);
    for (const office of officeFacts.filter((facts) => facts.isNew))
      await expect(footer.locator('li', { hasText: office.name }).first()).toContainText('Nieuw!');
    for (const path of [routes.privacybeleid, routes.cookiebeleid, routes.algemeneVoorwaarden, routes.sitemap]) {
      await expect(footer.locator(`a[href="${path}"]`)).toHaveAttribute('target', '_blank');
    }
    // The footer is never hydrated; its lazy images must still show once they load. A firm without a quality mark
    // shows none.
    if (!qualityMark) {
      await expect(footer.getByRole('img', { name: /certificaat|keurmerk/i })).toHaveCount(0);
      return;
    }
    const certificate = footer.getByRole('img', { name: new RegExp(qualityMark.name) });
    await certificate.scrollIntoViewIfNeeded();
    await expect
      .poll(() => certificate.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    await expect(certificate).toHaveCSS('opacity', '1');
  });
});

test.describe('routing and scrolling', () => {
  test('an unknown path, nested too, answers 404 and lands on the home page', async ({ page }) => {
    for (const path of ['/bestaat-niet', '/vacatures/x/y']) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Uw betrouwbare partner in vastgoedbeheer');
    }
  });

  test('a route change scrolls back to the top, and footer links navigate without a reload', async ({ page }) => {
    await gotoHydrated(page, routes.home);
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 7));
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.getByRole('contentinfo').getByRole('link', { name: 'Over ons' }).click();
    await expect(page).toHaveURL(/\/over-ons$/);
    await expect.poll(() => scrollY(page)).toBe(0);
    // The footer is never hydrated (a static island); its links are still routed client-side.
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(7);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Over ons');
  });

  test('content adopted from the server HTML renders in full after a client-side navigation', async ({ page }) => {
    await gotoHydrated(page, routes.overOns);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Residentieel' }).click();
    await expect(page).toHaveURL(/\/residentieel$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Residentieel');
    await expect(page.locator('main section h2').first()).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Over ons');
    await expect(page.getByRole('contentinfo')).toContainText('Kantoren');
  });

  test('a link to the page already open scrolls smoothly to the top without reloading', async ({ page }) => {
    await gotoHydrated(page, routes.overOns);
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.getByRole('contentinfo').getByRole('link', { name: 'Over ons' }).click();
    await expect.poll(() => scrollY(page)).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);
  });

  test('an in-page anchor scrolls to its target just below the fixed header @both-widths', async ({ page }) => {
    await gotoHydrated(page, routes.home);
    await page.getByRole('link', { name: 'Ontdek onze diensten' }).click();
    // Wait until the smooth scroll has come to rest.
    await expect
      .poll(async () => {
        const before = await scrollY(page);
        await page.waitForTimeout(200);
        return before > 0 && before === (await scrollY(page));
      })
      .toBe(true);
    const headerBottom = await page.locator('#site-header').evaluate((el) => el.getBoundingClientRect().bottom);
    const top = await page.locator('#services').evaluate((el) => el.getBoundingClientRect().top);
    expect(top - headerBottom).toBeGreaterThanOrEqual(0);
    expect(top - headerBottom).toBeLessThan(40);
    await expect(page).toHaveURL(/#services$/);
  });
});

test.describe('notifications', () => {
  test('F8 moves focus to the notification region', async ({ page }) => {
    await gotoHydrated(page, routes.home);
    await page.keyboard.press('F8');
    await expect(page.getByRole('region', { name: 'Meldingen (F8)' })).toBeFocused();
  });
});
