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

/**
 * The one place the site reads and writes cookie consent. Features that load third-party content
 * (maps, analytics) subscribe through `useCookieConsent` and wait for their category.
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

export function saveConsent(choice: ConsentChoice, preferences: CookiePreferences): void {
  const storage = safeStorage();
  current = storage ? writeConsent(storage, choice, preferences) : { status: 'decided', choice, preferences };
  emit();
}

function onStorage(event: StorageEvent): void {
  if (event.key === COOKIE_CONSENT_KEY || event.key === COOKIE_PREFERENCES_KEY || event.key === null) {
    current = null; // another tab changed it: read again
    emit();
  }
}

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
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
