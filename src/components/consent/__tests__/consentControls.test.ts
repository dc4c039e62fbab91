import { JSDOM } from 'jsdom';
import {
  COOKIE_CONSENT_KEY,
  COOKIE_PREFERENCES_KEY,
  SHOW_COOKIE_BANNER_EVENT,
  SHOW_COOKIE_SETTINGS_EVENT,
} from '../../../lib/constants';
import { DEFAULT_DIALOG_PREFERENCES, readConsent, type CookiePreferences } from '../../../lib/consent';
import { consentControlsScript } from '../consentControls';
import { CONSENT_SAVED_EVENT, CONSENT_STORED_ATTRIBUTE, type ConsentSavedDetail } from '../cookieEvents';

const checked = (on: boolean) => (on ? ' checked' : '');

/** The banner, the footer's button and the dialog as the server draws them (switches at the defaults). */
const BODY = `
  <section data-cookie-banner data-answered-inline>
    <button data-cookie-action="all-accepted">Alle cookies accepteren</button>
    <button data-cookie-action="necessary-only">Alleen noodzakelijke cookies</button>
    <button data-open-cookie-settings id="preferences">Cookievoorkeuren</button>
  </section>
  <footer><button data-open-cookie-settings id="footer">Cookie-instellingen</button></footer>
  <dialog id="cookie-preferences" class="native-dialog">
    <form method="dialog">
      <input type="checkbox" role="switch" name="necessary" checked disabled>
      <input type="checkbox" role="switch" name="functional"${checked(DEFAULT_DIALOG_PREFERENCES.functional)}>
      <input type="checkbox" role="switch" name="analytical"${checked(DEFAULT_DIALOG_PREFERENCES.analytical)}>
      <button type="submit" value="cancel" id="cancel">Annuleren</button>
      <button type="submit" value="save" id="save">Voorkeuren opslaan</button>
    </form>
  </dialog>`;

/** A page whose <head> script runs with `stored` in local storage, before the body is parsed. */
function loadPage(stored: Record<string, string> = {}, body = BODY) {
  const dom = new JSDOM('<!doctype html><html><head></head><body></body></html>', {
    runScripts: 'outside-only',
    url: 'http://127.0.0.1/',
  });
  const { window } = dom;
  Object.entries(stored).forEach(([key, value]) => window.localStorage.setItem(key, value));
  window.eval(consentControlsScript);
  const { document } = window;
  const html = document.documentElement;
  const bannerHiddenBeforeContent = html.hasAttribute(CONSENT_STORED_ATTRIBUTE);
  document.body.innerHTML = body;
  // jsdom has no modal dialogs: open and close as the browser does, by the attribute.
  const dialog = () => document.getElementById('cookie-preferences') as HTMLDialogElement | null;
  const stubDialog = () => {
    const element = dialog();
    if (element) element.showModal = () => element.setAttribute('open', '');
  };
  stubDialog();
  const saved: ConsentSavedDetail[] = [];
  window.addEventListener(CONSENT_SAVED_EVENT, (event) => saved.push((event as CustomEvent).detail));
  const input = (name: string) => document.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
  return {
    window,
    document,
    saved,
    bannerHiddenBeforeContent,
    stubDialog,
    bannerShown: () => !html.hasAttribute(CONSENT_STORED_ATTRIBUTE),
    dialogOpen: () => dialog()?.hasAttribute('open') ?? false,
    click: (selector: string) => document.querySelector<HTMLElement>(selector)!.click(),
    fire: (type: string) => window.dispatchEvent(new window.Event(type)),
    switches: () => ({ functional: input('functional').checked, analytical: input('analytical').checked }),
    toggle: (name: string) => input(name).click(),
    /** 'Annuleren' or 'Voorkeuren opslaan', as the browser submits a method="dialog" form; it then closes the dialog. */
    submit(buttonId: 'cancel' | 'save') {
      const submitter = document.getElementById(buttonId)!;
      const event = new window.SubmitEvent('submit', { submitter, bubbles: true, cancelable: true });
      document.querySelector('form')!.dispatchEvent(event);
      dialog()!.removeAttribute('open');
    },
    storage: () => ({
      consent: window.localStorage.getItem(COOKIE_CONSENT_KEY),
      preferences: JSON.parse(window.localStorage.getItem(COOKIE_PREFERENCES_KEY) ?? 'null') as unknown,
    }),
  };
}

const ALL: CookiePreferences = { necessary: true, functional: true, analytical: true };
const NONE: CookiePreferences = { necessary: true, functional: false, analytical: false };

describe('the consent controls (the inline script)', () => {
  it('hides the banner before the content when a valid choice is stored, and only then', () => {
    expect(loadPage().bannerHiddenBeforeContent).toBe(false);
    expect(loadPage({ [COOKIE_CONSENT_KEY]: 'necessary-only' }).bannerHiddenBeforeContent).toBe(true);
    expect(loadPage({ [COOKIE_CONSENT_KEY]: 'misschien' }).bannerHiddenBeforeContent).toBe(false);
  });

  it.each([
    ['Alle cookies accepteren', 'all-accepted', ALL],
    ['Alleen noodzakelijke cookies', 'necessary-only', NONE],
  ] as const)('%s stores %s with its preferences, hides the banner and says so', (_, choice, preferences) => {
    const page = loadPage();
    page.click(`[data-cookie-action="${choice}"]`);
    expect(page.storage()).toEqual({ consent: choice, preferences });
    expect(page.bannerShown()).toBe(false);
    expect(page.saved).toEqual([{ choice, preferences }]);
  });

  it.each([
    ['nothing stored', {}],
    ['all-accepted', { [COOKIE_CONSENT_KEY]: 'all-accepted' }],
    ['necessary-only', { [COOKIE_CONSENT_KEY]: 'necessary-only' }],
    ['custom', { [COOKIE_CONSENT_KEY]: 'custom', [COOKIE_PREFERENCES_KEY]: '{"functional":false,"analytical":true}' }],
    ['custom, corrupt', { [COOKIE_CONSENT_KEY]: 'custom', [COOKIE_PREFERENCES_KEY]: '{kapot' }],
    ['custom, not an object', { [COOKIE_CONSENT_KEY]: 'custom', [COOKIE_PREFERENCES_KEY]: '7' }],
    ['an unknown choice', { [COOKIE_CONSENT_KEY]: 'misschien' }],
  ])('opens the dialog with the switches as the consent store reads them: %s', (_, stored) => {
    const page = loadPage(stored);
    page.click('#footer');
    expect(page.dialogOpen()).toBe(true);
    const state = readConsent(page.window.localStorage);
    const expected = state.status === 'decided' ? state.preferences : DEFAULT_DIALOG_PREFERENCES;
    expect(page.switches()).toEqual({ functional: expected.functional, analytical: expected.analytical });
  });

  it('stores custom with the switches as set on Voorkeuren opslaan, and nothing on Annuleren', () => {
    const page = loadPage();
    page.click('#preferences');
    page.toggle('analytical');
    page.submit('cancel');
    expect(page.storage().consent).toBeNull();
    expect(page.bannerShown()).toBe(true);
    // A cancelled change is not shown again.
    page.click('#preferences');
    expect(page.switches()).toEqual({
      functional: DEFAULT_DIALOG_PREFERENCES.functional,
      analytical: DEFAULT_DIALOG_PREFERENCES.analytical,
    });
    page.toggle('analytical');
    page.submit('save');
    const preferences = { ...DEFAULT_DIALOG_PREFERENCES, analytical: !DEFAULT_DIALOG_PREFERENCES.analytical };
    expect(page.storage()).toEqual({ consent: 'custom', preferences });
    expect(page.saved).toEqual([{ choice: 'custom', preferences }]);
    expect(page.bannerShown()).toBe(false);
  });

  it('showCookieBanner shows the banner again; showCookieSettings shows it with the dialog open', () => {
    const page = loadPage({ [COOKIE_CONSENT_KEY]: 'all-accepted' });
    expect(page.bannerShown()).toBe(false);
    page.fire(SHOW_COOKIE_BANNER_EVENT);
    expect(page.bannerShown()).toBe(true);
    expect(page.dialogOpen()).toBe(false);
    page.click('[data-cookie-action="all-accepted"]');
    page.fire(SHOW_COOKIE_SETTINGS_EVENT);
    expect(page.bannerShown()).toBe(true);
    expect(page.dialogOpen()).toBe(true);
    expect(page.switches()).toEqual({ functional: true, analytical: true });
  });

  it('opens the dialog once the page is parsed when showCookieSettings comes before it', () => {
    const page = loadPage({}, '');
    page.fire(SHOW_COOKIE_SETTINGS_EVENT);
    page.document.body.innerHTML = BODY;
    page.stubDialog();
    expect(page.dialogOpen()).toBe(false);
    page.document.dispatchEvent(new page.window.Event('DOMContentLoaded'));
    expect(page.dialogOpen()).toBe(true);
  });

  it('hides the banner on a choice stored by the page (the map) or in another tab', () => {
    const page = loadPage();
    const detail: ConsentSavedDetail = { choice: 'custom', preferences: { ...NONE, functional: true } };
    page.window.dispatchEvent(new page.window.CustomEvent(CONSENT_SAVED_EVENT, { detail }));
    expect(page.bannerShown()).toBe(false);
    const other = loadPage();
    other.window.dispatchEvent(
      new other.window.StorageEvent('storage', { key: COOKIE_CONSENT_KEY, newValue: 'necessary-only' }),
    );
    expect(other.bannerShown()).toBe(false);
  });
});
