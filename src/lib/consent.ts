import { firmSettings } from '../config/firm';
import { COOKIE_CONSENT_KEY, COOKIE_PREFERENCES_KEY } from './constants';

/** The visitor's answer to the cookie banner, as stored under `cookie-consent`. */
export type ConsentChoice = 'all-accepted' | 'necessary-only' | 'custom';

/** The categories, as stored under `cookie-preferences`. Necessary cookies cannot be refused. */
export interface CookiePreferences {
  necessary: true;
  functional: boolean;
  analytical: boolean;
}

export type ConsentState =
  { status: 'undecided' } | { status: 'decided'; choice: ConsentChoice; preferences: CookiePreferences };

export type OptionalCategory = 'functional' | 'analytical';

/**
 * What the preferences dialog starts with when nothing is stored yet: both on, as the spec asks, unless the firm
 * chose otherwise (`firmSettings.cookiePreferencesOnByDefault`; a box ticked in advance is no valid consent).
 */
export const DEFAULT_DIALOG_PREFERENCES: CookiePreferences = {
  necessary: true,
  functional: firmSettings.cookiePreferencesOnByDefault,
  analytical: firmSettings.cookiePreferencesOnByDefault,
};

/** The preferences a choice implies; only 'custom' takes the visitor's own values. */
export function preferencesForChoice(
  choice: ConsentChoice,
  custom: Pick<CookiePreferences, OptionalCategory> = DEFAULT_DIALOG_PREFERENCES,
): CookiePreferences {
  switch (choice) {
    case 'all-accepted':
      return { necessary: true, functional: true, analytical: true };
    case 'necessary-only':
      return { necessary: true, functional: false, analytical: false };
    case 'custom':
      return { necessary: true, functional: custom.functional, analytical: custom.analytical };
  }
}

/** A stored choice and the preferences it grants. */
export interface StoredConsent {
  choice: ConsentChoice;
  preferences: CookiePreferences;
}

/**
 * What the two stored values grant, or null when they hold no valid choice; a corrupt or missing 'custom' value
 * grants nothing. Self-contained, since it is also the inline consent script's own source (consentControls).
 */
export function parseStoredConsent(choice: string | null, rawPreferences: string | null): StoredConsent | null {
  if (choice === 'all-accepted' || choice === 'necessary-only') {
    const all = choice === 'all-accepted';
    return { choice, preferences: { necessary: true, functional: all, analytical: all } };
  }
  if (choice !== 'custom') return null;
  let parsed: unknown = null;
  try {
    parsed = JSON.parse(rawPreferences || 'null');
  } catch {
    // corrupt: grants nothing
  }
  const stored = (parsed && typeof parsed === 'object' ? parsed : {}) as Record<string, unknown>;
  return {
    choice,
    preferences: { necessary: true, functional: stored.functional === true, analytical: stored.analytical === true },
  };
}

type ReadableStorage = Pick<Storage, 'getItem'>;
type WritableStorage = Pick<Storage, 'setItem'>;

/**
 * The one 'undecided' state. The browser's first reading of storage must be this very object when nothing is stored:
 * React's external-store hook compares it with the server's by identity, and an equal copy would cost a
 * synchronous re-render of every consent reader right after hydration.
 */
export const UNDECIDED: ConsentState = Object.freeze({ status: 'undecided' });

/** Reads the stored consent; anything unreadable counts as undecided, so the banner asks again. */
export function readConsent(storage: ReadableStorage): ConsentState {
  const stored = parseStoredConsent(storage.getItem(COOKIE_CONSENT_KEY), storage.getItem(COOKIE_PREFERENCES_KEY));
  return stored ? { status: 'decided', choice: stored.choice, preferences: stored.preferences } : UNDECIDED;
}

export function writeConsent(
  storage: WritableStorage,
  choice: ConsentChoice,
  preferences: CookiePreferences,
): ConsentState {
  storage.setItem(COOKIE_CONSENT_KEY, choice);
  storage.setItem(COOKIE_PREFERENCES_KEY, JSON.stringify(preferences));
  return { status: 'decided', choice, preferences };
}

/** Whether a category may be used now. Undecided means no. */
export function hasConsent(state: ConsentState, category: OptionalCategory): boolean {
  return state.status === 'decided' && state.preferences[category];
}
