import type { Page } from '@playwright/test';
import { firmSettings } from '../src/config/firm';
import { COOKIE_CONSENT_KEY, COOKIE_PREFERENCES_KEY } from '../src/lib/constants';
import { routes } from '../src/lib/routes';
import { REACT_STARTED_ATTRIBUTE } from '../src/runtime/markers';
import { expect, gotoHydrated, test } from './fixtures';
import { holdRequests } from './support/holdRequests';

async function stored(page: Page) {
  return page.evaluate(
    ([c, p]) => ({ consent: localStorage.getItem(c), preferences: JSON.parse(localStorage.getItem(p) ?? 'null') }),
    [COOKIE_CONSENT_KEY, COOKIE_PREFERENCES_KEY],
  );
}

/** Whether React has started on the page: the tests that hold its bundle check that it has not. */
const reactStarted = (page: Page) =>
  page.evaluate((mark) => document.documentElement.hasAttribute(mark), REACT_STARTED_ATTRIBUTE);

/** Opens a page with Gatsby's app bundle held back: it paints and its inline scripts run, none of its bundles. */
async function gotoWithoutBundles(page: Page, path: string) {
  await holdRequests(page, /\/app-[^/]+\.js$/);
  await page.goto(path, { waitUntil: 'domcontentloaded' });
}

const banner = (page: Page) => page.getByRole('region', { name: 'Cookies op onze website' });
const dialog = (page: Page) => page.getByRole('dialog', { name: 'Cookievoorkeuren aanpassen' });

/**
 * In the open preferences, turns the analytical cookies the other way and saves: 'custom' is stored with them so, and
 * the dialog and the banner close.
 */
async function switchAnalyticsAndSave(page: Page) {
  const on = firmSettings.cookiePreferencesOnByDefault;
  await dialog(page).getByRole('switch', { name: 'Analytische cookies' }).click();
  await dialog(page).getByRole('button', { name: 'Voorkeuren opslaan' }).click();
  await expect(dialog(page)).toBeHidden();
  await expect(banner(page)).toBeHidden();
  expect(await stored(page)).toEqual({
    consent: 'custom',
    preferences: { necessary: true, functional: on, analytical: !on },
  });
}

/** On the home page, answers the banner with one of its buttons, after which it must be gone. */
async function answerBanner(page: Page, button: string) {
  await gotoHydrated(page, routes.home);
  await banner(page).getByRole('button', { name: button }).click();
  await expect(banner(page)).toBeHidden();
}

test.describe('cookie banner', () => {
  test.use({ firstVisit: true });

  test('is shown on a first visit, says a choice is needed, and links to the cookie policy twice', async ({ page }) => {
    await gotoHydrated(page, routes.overOns);
    await expect(banner(page)).toBeVisible();
    await expect(banner(page)).toContainText('U moet een keuze maken om verder te gaan');
    for (const name of ['Alle cookies accepteren', 'Alleen noodzakelijke cookies', 'Cookievoorkeuren']) {
      await expect(banner(page).getByRole('button', { name })).toBeVisible();
    }
    await expect(banner(page).getByRole('link', { name: 'Meer informatie' })).toHaveAttribute(
      'href',
      routes.cookiebeleid,
    );
    await expect(banner(page).getByRole('link', { name: 'cookiebeleid' })).toHaveAttribute('href', routes.cookiebeleid);
  });

  test('is already in the static HTML, so it paints with the page', async ({ request }) => {
    const html = await (await request.get(routes.home)).text();
    expect(html).toContain('Cookies op onze website');
  });

  test('accept all stores all-accepted with every category on, hides the banner, and stays hidden', async ({
    page,
  }) => {
    await answerBanner(page, 'Alle cookies accepteren');
    expect(await stored(page)).toEqual({
      consent: 'all-accepted',
      preferences: { necessary: true, functional: true, analytical: true },
    });
    // On the next visit the server-rendered banner must never be visible, not even before hydration.
    await page.addInitScript(() => {
      const w = window as unknown as { bannerEverVisible: boolean };
      w.bannerEverVisible = false;
      const check = () => {
        const el = document.querySelector<HTMLElement>('[data-cookie-banner]');
        if (el && el.getClientRects().length > 0) w.bannerEverVisible = true;
        if (document.readyState !== 'complete') requestAnimationFrame(check);
      };
      new MutationObserver(check).observe(document, { childList: true, subtree: true });
      requestAnimationFrame(check);
    });
    await page.reload();
    await page.waitForLoadState('load');
    await expect(banner(page)).toBeHidden();
    expect(await page.evaluate(() => (window as unknown as { bannerEverVisible: boolean }).bannerEverVisible)).toBe(
      false,
    );
  });

  test('necessary only stores necessary-only with both optional categories off', async ({ page }) => {
    await answerBanner(page, 'Alleen noodzakelijke cookies');
    expect(await stored(page)).toEqual({
      consent: 'necessary-only',
      preferences: { necessary: true, functional: false, analytical: false },
    });
  });

  test('preferences: defaults as the firm set them, necessary locked, save stores custom and closes dialog and banner', async ({
    page,
  }) => {
    // Both on as the spec asks, or both off when the firm chose so (src/config/firm.ts, firmSettings).
    const on = firmSettings.cookiePreferencesOnByDefault;
    const expectSwitch = (name: string) =>
      on
        ? expect(dialog(page).getByRole('switch', { name })).toBeChecked()
        : expect(dialog(page).getByRole('switch', { name })).not.toBeChecked();
    await gotoHydrated(page, routes.home);
    const opener = banner(page).getByRole('button', { name: 'Cookievoorkeuren' });
    await opener.click();
    await expect(dialog(page)).toBeVisible();
    await expect(dialog(page).getByRole('switch', { name: 'Noodzakelijke cookies' })).toBeChecked();
    await expect(dialog(page).getByRole('switch', { name: 'Noodzakelijke cookies' })).toBeDisabled();
    await expectSwitch('Functionele cookies');
    await expectSwitch('Analytische cookies');
    await switchAnalyticsAndSave(page);
  });

  test('answers before any script of the page has come: the preferences, saved, and a choice @both-widths', async ({
    page,
  }) => {
    await gotoWithoutBundles(page, routes.overOns);
    await banner(page).getByRole('button', { name: 'Cookievoorkeuren' }).click();
    await expect(dialog(page)).toBeVisible();
    await expect(dialog(page).getByRole('heading', { name: 'Cookievoorkeuren aanpassen' })).toBeFocused();
    await switchAnalyticsAndSave(page);

    await page.evaluate(() => localStorage.clear());
    await gotoWithoutBundles(page, routes.home);
    await banner(page).getByRole('button', { name: 'Alleen noodzakelijke cookies' }).click();
    await expect(banner(page)).toBeHidden();
    expect((await stored(page)).consent).toBe('necessary-only');
    expect(await reactStarted(page)).toBe(false);
  });

  test('cancel closes only the dialog and returns focus to its button', async ({ page }) => {
    await gotoHydrated(page, routes.home);
    const opener = banner(page).getByRole('button', { name: 'Cookievoorkeuren' });
    await opener.click();
    await dialog(page).getByRole('button', { name: 'Annuleren' }).click();
    await expect(dialog(page)).toBeHidden();
    await expect(banner(page)).toBeVisible();
    await expect(opener).toBeFocused();
    expect((await stored(page)).consent).toBeNull();
  });
});

test.describe('cookie banner, after a choice', () => {
  test('the showCookieBanner and showCookieSettings window events reopen it after a choice', async ({ page }) => {
    await gotoHydrated(page, routes.home);
    await expect(banner(page)).toBeHidden();
    await page.evaluate(() => window.dispatchEvent(new Event('showCookieBanner')));
    await expect(banner(page)).toBeVisible();
    await expect(dialog(page)).toBeHidden();
    await page.evaluate(() => window.dispatchEvent(new Event('showCookieSettings')));
    await expect(dialog(page)).toBeVisible();
    // The stored choice is shown, not the defaults.
    await expect(dialog(page).getByRole('switch', { name: 'Functionele cookies' })).not.toBeChecked();
  });

  test("the footer's Cookie-instellingen shows the stored choice before any script has come, Tab stays inside", async ({
    page,
  }) => {
    await gotoWithoutBundles(page, routes.overOns);
    await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie-instellingen' }).click();
    await expect(dialog(page)).toBeVisible();
    await expect(dialog(page).getByRole('switch', { name: 'Functionele cookies' })).not.toBeChecked();
    await expect(dialog(page).getByRole('switch', { name: 'Analytische cookies' })).not.toBeChecked();
    // From the last control, Tab goes back to the first, not on to the browser's own controls.
    await dialog(page).getByRole('button', { name: 'Voorkeuren opslaan' }).focus();
    await page.keyboard.press('Tab');
    await expect(dialog(page).getByRole('switch', { name: 'Functionele cookies' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeHidden();
    expect(await reactStarted(page)).toBe(false);
  });

  test("the footer's Cookie-instellingen opens the preferences and gets focus back on cancel", async ({ page }) => {
    await gotoHydrated(page, routes.home);
    const button = page.getByRole('contentinfo').getByRole('button', { name: 'Cookie-instellingen' });
    await button.click();
    await expect(dialog(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeHidden();
    await expect(button).toBeFocused();
  });
});
