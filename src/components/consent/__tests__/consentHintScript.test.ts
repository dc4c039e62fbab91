import { JSDOM } from 'jsdom';
import { COOKIE_CONSENT_KEY, SHOW_COOKIE_BANNER_EVENT, SHOW_COOKIE_SETTINGS_EVENT } from '../../../lib/constants';
import { COOKIE_EVENTS_LISTENED_ATTRIBUTE, EARLY_COOKIE_REQUEST_ATTRIBUTE } from '../cookieEvents';
import { consentHintScript } from '../consentHintScript';

function loadPage(storedConsent?: string) {
  const dom = new JSDOM('<!doctype html><html><head></head><body></body></html>', {
    runScripts: 'outside-only',
    url: 'http://127.0.0.1/',
  });
  if (storedConsent) dom.window.localStorage.setItem(COOKIE_CONSENT_KEY, storedConsent);
  dom.window.eval(consentHintScript);
  const html = dom.window.document.documentElement;
  return {
    html,
    fire: (type: string) => dom.window.dispatchEvent(new dom.window.Event(type)),
    request: () => html.getAttribute(EARLY_COOKIE_REQUEST_ATTRIBUTE),
  };
}

describe('consentHintScript', () => {
  it('marks <html> before paint only when a choice is stored', () => {
    expect(loadPage().html.hasAttribute('data-cookie-consent')).toBe(false);
    expect(loadPage('necessary-only').html.hasAttribute('data-cookie-consent')).toBe(true);
  });

  it('notes a window event fired before the banner listens; a settings request outranks a banner request', () => {
    const page = loadPage('all-accepted');
    expect(page.request()).toBeNull();
    page.fire(SHOW_COOKIE_BANNER_EVENT);
    expect(page.request()).toBe('banner');
    page.fire(SHOW_COOKIE_SETTINGS_EVENT);
    expect(page.request()).toBe('settings');
    page.fire(SHOW_COOKIE_BANNER_EVENT);
    expect(page.request()).toBe('settings');
  });

  it('notes nothing once the banner listens itself', () => {
    const page = loadPage();
    page.html.setAttribute(COOKIE_EVENTS_LISTENED_ATTRIBUTE, '');
    page.fire(SHOW_COOKIE_SETTINGS_EVENT);
    expect(page.request()).toBeNull();
  });
});
