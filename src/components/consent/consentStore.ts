import * as React from 'react';
import { COOKIE_CONSENT_KEY, COOKIE_PREFERENCES_KEY } from '../../lib/constants';
import {
  hasConsent,
  readConsent,
  UNDECIDED,
  writeConsent,
  type ConsentChoice,
  type ConsentState,
  type CookiePreferences,
  type OptionalCategory,
} from '../../lib/consent';
import { CONSENT_SAVED_EVENT, type ConsentSavedDetail } from './cookieEvents';

/**
 * The one place React reads and writes cookie consent. The inline script that answers the banner and the preferences
 * dialog stores a choice (consentControls.ts) and says so with CONSENT_SAVED_EVENT, as saveConsent does. Features that
 * load third-party content (maps, analytics) subscribe through `useCookieConsent` and wait for their category.
 */
const listeners = new Set<() => void>();
let current: ConsentState | null = null;

function safeStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null; // storage disabled: every visit asks again, nothing is loaded
  }
}

function emit(): void {
  listeners.forEach((listener) => listener());
}

export function getConsent(): ConsentState {
  if (current === null) {
    const storage = safeStorage();
    current = storage ? readConsent(storage) : UNDECIDED;
  }
  return current;
}

/**
 * Stores a choice made elsewhere than the banner (the map's 'Kaart tonen'). It says so as the banner's script does:
 * that script then hides the banner, and this store takes the choice.
 */
export function saveConsent(choice: ConsentChoice, preferences: CookiePreferences): void {
  const storage = safeStorage();
  try {
    if (storage) writeConsent(storage, choice, preferences);
  } catch {
    // full or refused: the choice holds for this page
  }
  current = { status: 'decided', choice, preferences };
  const detail: ConsentSavedDetail = { choice, preferences };
  window.dispatchEvent(new CustomEvent(CONSENT_SAVED_EVENT, { detail }));
}

/** The choice the visitor just made, as the script stored it (or could not: storage refused, it holds for now). */
function onSaved(event: Event): void {
  const { choice, preferences } = (event as CustomEvent<ConsentSavedDetail>).detail;
  current = { status: 'decided', choice, preferences };
  emit();
}

function onStorage(event: StorageEvent): void {
  if (event.key === COOKIE_CONSENT_KEY || event.key === COOKIE_PREFERENCES_KEY || event.key === null) {
    current = null; // another tab changed it: read again
    emit();
  }
}

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) {
    window.addEventListener('storage', onStorage);
    window.addEventListener(CONSENT_SAVED_EVENT, onSaved);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      window.removeEventListener('storage', onStorage);
      window.removeEventListener(CONSENT_SAVED_EVENT, onSaved);
    }
  };
}

/** The consent state; 'undecided' during server rendering and hydration, so the static HTML matches. */
export function useCookieConsent(): ConsentState {
  return React.useSyncExternalStore(subscribe, getConsent, () => UNDECIDED);
}

/** Whether a category of third-party content may load now. */
export function useConsentFor(category: OptionalCategory): boolean {
  return hasConsent(useCookieConsent(), category);
}

/** For tests: forget the cached state so the next read goes to storage. */
export function resetConsentCacheForTests(): void {
  current = null;
}
