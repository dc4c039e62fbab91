import { test as base, expect, type Locator, type Page } from '@playwright/test';
import { COOKIE_CONSENT_KEY } from '../src/lib/constants';
import { HYDRATED_ATTRIBUTE, PENDING_ISLANDS_ATTRIBUTE } from '../src/runtime/markers';
import { RETURNING_VISITOR_STORAGE } from '../testing/returningVisitor';

export { expect, HYDRATED_ATTRIBUTE };

/**
 * How long a test waits for what the page does once it has loaded, is interactive and the browser is idle (reCAPTCHA,
 * overlay code): on a quiet machine within 2 s, but the load event and the idle period came after more than the usual
 * 7 s while other builds kept the 2 cores busy.
 */
export const AFTER_IDLE_TIMEOUT_MS = 30_000;

/** Whether the current project is the phone-sized one. */
export function isMobile(page: Page): boolean {
  return (page.viewportSize()?.width ?? 0) < 1200;
}

interface Options {
  /**
   * A first visit: no cookie choice is stored, so the banner shows (`test.use({ firstVisit: true })`, for the tests of
   * the banner). Otherwise the visitor returns having chosen 'necessary only', and the banner stays out of the way.
   */
  firstVisit: boolean;
}

interface Fixtures {
  /** Stores the returning visitor's cookie choice before the page loads, unless the test is a first visit. */
  cookieChoice: void;
  /** Content-Security-Policy violations seen on the page; asserted empty after every test. */
  cspViolations: string[];
}

export const test = base.extend<Options & Fixtures>({
  firstVisit: [false, { option: true }],
  cookieChoice: [
    async ({ page, firstVisit }, use) => {
      if (!firstVisit)
        await page.addInitScript(
          ([consentKey, entries]) => {
            // A choice the test made on an earlier load of this page stays.
            if (!window.localStorage.getItem(consentKey))
              for (const [key, value] of entries) window.localStorage.setItem(key, value);
          },
          [COOKIE_CONSENT_KEY, RETURNING_VISITOR_STORAGE] as const,
        );
      await use();
    },
    { auto: true },
  ],
  cspViolations: [
    async ({ page }, use) => {
      const violations: string[] = [];
      page.on('console', (msg) => {
        if (msg.type() === 'error' && /Content Security Policy/i.test(msg.text())) violations.push(msg.text());
      });
      await use(violations);
      expect(violations, 'no CSP violations').toEqual([]);
    },
    { auto: true },
  ],
});

/**
 * Opens a page and, without any input from the visitor, waits until React has hydrated it (PageShell marks
 * <html>) and every 'load' island (forms, tabs, carousels: see src/runtime/island.tsx) has its code.
 */
export async function gotoHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitUntilInteractive(page);
}

/** Waits until React has hydrated the page and every deferred island has its code. */
export async function waitUntilInteractive(page: Page): Promise<void> {
  await page.waitForFunction(
    ([hydrated, pending]) => {
      const html = document.documentElement;
      return html.getAttribute(hydrated) === 'true' && (html.getAttribute(pending) ?? '0') === '0';
    },
    [HYDRATED_ATTRIBUTE, PENDING_ISLANDS_ATTRIBUTE],
  );
}

/**
 * Scrolls a 'visible' island (a carousel or the office tabs, below the fold) into view, as a visitor would, and waits
 * until its code has hydrated it: such islands do not hold up waitUntilInteractive.
 */
export async function hydrateIsland(inside: Locator): Promise<void> {
  await inside.scrollIntoViewIfNeeded();
  await expect(inside.locator('xpath=ancestor::*[@data-deferred-island][1]')).toHaveAttribute('data-island-ready', '');
}
