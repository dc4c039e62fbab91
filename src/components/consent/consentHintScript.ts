import { COOKIE_CONSENT_KEY, SHOW_COOKIE_BANNER_EVENT, SHOW_COOKIE_SETTINGS_EVENT } from '../../lib/constants';
import {
  CONSENT_STORED_ATTRIBUTE,
  COOKIE_EVENTS_LISTENED_ATTRIBUTE,
  EARLY_COOKIE_REQUEST_ATTRIBUTE,
  type EarlyCookieRequest,
} from './cookieEvents';

const request = (kind: EarlyCookieRequest) => JSON.stringify(kind);

/**
 * Inline in <head>, before any content; the server's CSP allows it by its hash.
 * - Marks <html> when a cookie choice is already stored, so CSS hides the server-rendered banner before
 *   first paint.
 * - Notes a `showCookieBanner` or `showCookieSettings` event that fires before the banner listens (the
 *   settings request wins over a plain banner request), so CookieConsentBanner can honour it on hydration.
 */
export const consentHintScript = `(function(){var h=document.documentElement;
try{if(localStorage.getItem(${JSON.stringify(COOKIE_CONSENT_KEY)}))h.setAttribute(${JSON.stringify(CONSENT_STORED_ATTRIBUTE)},'')}catch(e){}
function note(kind){return function(){if(h.hasAttribute(${JSON.stringify(COOKIE_EVENTS_LISTENED_ATTRIBUTE)}))return;if(h.getAttribute(${JSON.stringify(EARLY_COOKIE_REQUEST_ATTRIBUTE)})!==${request('settings')})h.setAttribute(${JSON.stringify(EARLY_COOKIE_REQUEST_ATTRIBUTE)},kind)}}
addEventListener(${JSON.stringify(SHOW_COOKIE_BANNER_EVENT)},note(${request('banner')}));addEventListener(${JSON.stringify(SHOW_COOKIE_SETTINGS_EVENT)},note(${request('settings')}));
})();`;
