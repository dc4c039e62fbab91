import {
  COOKIE_CONSENT_KEY,
  COOKIE_PREFERENCES_KEY,
  SHOW_COOKIE_BANNER_EVENT,
  SHOW_COOKIE_SETTINGS_EVENT,
} from '../../lib/constants';
import { parseStoredConsent } from '../../lib/consent';
import {
  CONSENT_SAVED_EVENT,
  CONSENT_STORED_ATTRIBUTE,
  COOKIE_CHOICE_ATTRIBUTE,
  COOKIE_PREFERENCES_DIALOG_ID,
  OPEN_COOKIE_SETTINGS_SELECTOR,
  SAVE_PREFERENCES_VALUE,
  type ConsentSavedDetail,
} from './cookieEvents';

export interface ConsentControlsConfig {
  consentKey: string;
  preferencesKey: string;
  storedAttribute: string;
  savedEvent: string;
  showBannerEvent: string;
  showSettingsEvent: string;
  choiceAttribute: string;
  openSettings: string;
  dialogId: string;
  saveValue: string;
}

/**
 * The cookie banner and its preferences dialog are server HTML in every page (a native modal `<dialog>` with a form of
 * native switches); this one script, inlined in <head>, answers them, so a tap works the moment the page paints,
 * before any bundle has come, as a plain button does:
 * - before the first paint, a stored choice hides the banner (CONSENT_STORED_ATTRIBUTE);
 * - a banner button stores its choice; 'Voorkeuren opslaan' stores 'custom' with the switches as set;
 * - 'Cookievoorkeuren', 'Cookie-instellingen' and the `showCookieSettings` event open the dialog, its switches set from
 *   the stored choice (or as the server drew them: the defaults); `showCookieBanner` shows the banner again.
 * It says it stored a choice with CONSENT_SAVED_EVENT, which the consent store fires too: on that the banner hides.
 * Its own source, so it must stay plain ES2019 without imports; `parseStored` is the consent store's own reading of
 * the stored values (parseStoredConsent), so both grant the same.
 */
export function answerConsentControls(config: ConsentControlsConfig, parseStored: typeof parseStoredConsent): void {
  const html = document.documentElement;
  const storage = (): Storage | null => {
    try {
      return window.localStorage;
    } catch {
      return null; // storage disabled: every visit asks again
    }
  };
  const read = (key: string): string | null => {
    try {
      const store = storage();
      return store ? store.getItem(key) : null;
    } catch {
      return null;
    }
  };
  const stored = () => parseStored(read(config.consentKey), read(config.preferencesKey));
  /** What a banner button's choice grants; null for anything but 'all-accepted' and 'necessary-only'. */
  const impliedBy = (choice: string | null): ConsentSavedDetail | null =>
    choice === 'custom' ? null : parseStored(choice, null);
  const switchOf = (form: HTMLFormElement, name: string) => {
    const input = form.elements.namedItem(name);
    return input instanceof HTMLInputElement ? input : null;
  };
  const showBanner = (show: boolean) => {
    if (show) html.removeAttribute(config.storedAttribute);
    else html.setAttribute(config.storedAttribute, '');
  };
  const store = (detail: ConsentSavedDetail) => {
    try {
      const target = storage();
      if (target) {
        target.setItem(config.consentKey, detail.choice);
        target.setItem(config.preferencesKey, JSON.stringify(detail.preferences));
      }
    } catch {
      // full or refused: the choice holds for this page (the event below), and the next visit asks again
    }
    window.dispatchEvent(new CustomEvent(config.savedEvent, { detail }));
  };
  const setSwitches = (form: HTMLFormElement) => {
    form.reset();
    // Nothing valid stored: the switches stay as the server drew them (the defaults).
    const choice = stored();
    if (!choice) return;
    (['functional', 'analytical'] as const).forEach((name) => {
      const input = switchOf(form, name);
      if (input) input.checked = choice.preferences[name];
    });
  };
  const openSettings = () => {
    const dialog = document.getElementById(config.dialogId);
    if (!(dialog instanceof HTMLDialogElement)) {
      // Asked for before the page is parsed (the dialog comes after the footer).
      document.addEventListener('DOMContentLoaded', openSettings, { once: true });
      return;
    }
    if (dialog.open) return;
    const form = dialog.querySelector('form');
    if (form) setSwitches(form);
    dialog.showModal();
  };

  if (stored()) showBanner(false);
  // A choice stored here or by the page's own code (the map's 'Kaart tonen'): the banner has its answer.
  window.addEventListener(config.savedEvent, () => showBanner(false));
  window.addEventListener(config.showBannerEvent, () => showBanner(true));
  window.addEventListener(config.showSettingsEvent, () => {
    showBanner(true);
    openSettings();
  });
  // Another tab stored a choice: the banner here has its answer too.
  window.addEventListener('storage', (event) => {
    if (event.key === config.consentKey || event.key === null) showBanner(!parseStored(event.newValue, null));
  });
  document.addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target : null;
    if (!target) return;
    if (target.closest(config.openSettings)) {
      openSettings();
      return;
    }
    const button = target.closest(`[${config.choiceAttribute}]`);
    const implied = impliedBy(button ? button.getAttribute(config.choiceAttribute) : null);
    if (implied) store(implied);
  });
  // The dialog's form has method="dialog": the browser closes it on either button; 'Voorkeuren opslaan' also stores.
  document.addEventListener('submit', (event) => {
    const form = event.target;
    const submitter = (event as SubmitEvent).submitter as HTMLButtonElement | null;
    if (!(form instanceof HTMLFormElement) || !form.closest(`#${config.dialogId}`)) return;
    if (!submitter || submitter.value !== config.saveValue) return;
    const checked = (name: string) => {
      const input = switchOf(form, name);
      return input !== null && input.checked;
    };
    store({
      choice: 'custom',
      preferences: { necessary: true, functional: checked('functional'), analytical: checked('analytical') },
    });
  });
}

/** The inline <head> script (gatsby-ssr; the CSP allows it by its hash). A module of its own: no bundle carries it. */
export const consentControlsScript = `(${answerConsentControls.toString()})(${JSON.stringify({
  consentKey: COOKIE_CONSENT_KEY,
  preferencesKey: COOKIE_PREFERENCES_KEY,
  storedAttribute: CONSENT_STORED_ATTRIBUTE,
  savedEvent: CONSENT_SAVED_EVENT,
  showBannerEvent: SHOW_COOKIE_BANNER_EVENT,
  showSettingsEvent: SHOW_COOKIE_SETTINGS_EVENT,
  choiceAttribute: COOKIE_CHOICE_ATTRIBUTE,
  openSettings: OPEN_COOKIE_SETTINGS_SELECTOR,
  dialogId: COOKIE_PREFERENCES_DIALOG_ID,
  saveValue: SAVE_PREFERENCES_VALUE,
} satisfies ConsentControlsConfig)},${parseStoredConsent.toString()});`;
