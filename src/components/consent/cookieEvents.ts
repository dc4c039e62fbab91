import { ANSWERED_INLINE_ATTRIBUTE } from '../../runtime';
import type { StoredConsent } from '../../lib/consent';

/**
 * The names the cookie banner, the preferences dialog and the inline script that answers them (consentControls.ts)
 * share. The script owns the consent flow from before the first paint; React only reads the stored choice.
 */

/** What a banner button stores (data-cookie-action); 'Cookievoorkeuren' opens the dialog instead. */
export type CookieBannerChoice = 'all-accepted' | 'necessary-only';
export const COOKIE_CHOICE_ATTRIBUTE = 'data-cookie-action';

/** On a part of the page whose controls the inline script answers (the banner, the dialog): never held. */
export const ANSWERED_INLINE = { [ANSWERED_INLINE_ATTRIBUTE]: '' } as const;

/** The attributes of a button that opens the cookie preferences: the inline script answers it. */
export const OPEN_COOKIE_SETTINGS_ATTRIBUTES = {
  'data-open-cookie-settings': '',
  'aria-haspopup': 'dialog',
  ...ANSWERED_INLINE,
} as const;
export const OPEN_COOKIE_SETTINGS_SELECTOR = '[data-open-cookie-settings]';

export const COOKIE_PREFERENCES_DIALOG_ID = 'cookie-preferences';
export const COOKIE_PREFERENCES_TITLE_ID = 'cookie-preferences-title';
/** The value of the submit button that stores the preferences ('Annuleren' submits 'cancel'). */
export const SAVE_PREFERENCES_VALUE = 'save';

/**
 * On <html> while a cookie choice is stored and no one asked for the banner again: CSS then hides the banner, which is
 * in every page's HTML. Set before the first paint, so a returning visitor never sees it.
 */
export const CONSENT_STORED_ATTRIBUTE = 'data-cookie-consent';

/** Fired on window once the script has stored a choice (detail: ConsentSavedDetail), for the consent store. */
export const CONSENT_SAVED_EVENT = 'cookie-consent-saved';
export type ConsentSavedDetail = StoredConsent;
