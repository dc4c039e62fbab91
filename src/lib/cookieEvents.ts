import { SHOW_COOKIE_BANNER_EVENT, SHOW_COOKIE_SETTINGS_EVENT } from './constants';

/** Reopens the cookie banner from anywhere (the spec's `showCookieBanner` window event). */
export function requestCookieBanner(): void {
  window.dispatchEvent(new Event(SHOW_COOKIE_BANNER_EVENT));
}

/** Reopens the banner with the preferences dialog open (the spec's `showCookieSettings` window event). */
export function requestCookieSettings(): void {
  window.dispatchEvent(new Event(SHOW_COOKIE_SETTINGS_EVENT));
}
