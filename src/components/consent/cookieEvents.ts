import { SHOW_COOKIE_BANNER_EVENT, SHOW_COOKIE_SETTINGS_EVENT } from '../../lib/constants';

/** Reopens the cookie banner from anywhere (the spec's `showCookieBanner` window event). */
export function requestCookieBanner(): void {
  window.dispatchEvent(new Event(SHOW_COOKIE_BANNER_EVENT));
}

/** Reopens the banner with the preferences dialog open (the spec's `showCookieSettings` window event). */
export function requestCookieSettings(): void {
  window.dispatchEvent(new Event(SHOW_COOKIE_SETTINGS_EVENT));
}

/**
 * Marks a button that opens the cookie preferences without its own click handler, so it also works inside
 * server-rendered HTML that is never hydrated (the footer). The banner listens for clicks on it.
 */
export const OPEN_COOKIE_SETTINGS_ATTRIBUTE = { 'data-open-cookie-settings': '' } as const;
export const OPEN_COOKIE_SETTINGS_SELECTOR = '[data-open-cookie-settings]';

/**
 * Set on <html> by the inline consent script before the first paint when a cookie choice is stored: CSS then hides the
 * server-rendered banner, until React owns it.
 */
export const CONSENT_STORED_ATTRIBUTE = 'data-cookie-consent';

/**
 * The two window events can fire before React listens (right after load, while the page hydrates): the inline
 * consent script notes the latest request on <html> until the banner takes over and marks that it listens.
 */
export const EARLY_COOKIE_REQUEST_ATTRIBUTE = 'data-cookie-request';
export const COOKIE_EVENTS_LISTENED_ATTRIBUTE = 'data-cookie-events-listened';
export type EarlyCookieRequest = 'banner' | 'settings';
