import { COOKIE_CONSENT_KEY, COOKIE_PREFERENCES_KEY } from '../constants';
import { hasConsent, preferencesForChoice, readConsent, UNDECIDED, writeConsent } from '../consent';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    data,
  };
}

describe('preferencesForChoice', () => {
  it('accepting all turns every category on', () => {
    expect(preferencesForChoice('all-accepted')).toEqual({ necessary: true, functional: true, analytical: true });
  });

  it('necessary only turns both optional categories off', () => {
    expect(preferencesForChoice('necessary-only')).toEqual({ necessary: true, functional: false, analytical: false });
  });

  it('custom keeps the chosen values and always keeps necessary on', () => {
    expect(preferencesForChoice('custom', { functional: true, analytical: false })).toEqual({
      necessary: true,
      functional: true,
      analytical: false,
    });
  });
});

describe('writeConsent / readConsent', () => {
  it('stores the choice and the preferences under the spec keys', () => {
    const storage = memoryStorage();
    writeConsent(storage, 'custom', preferencesForChoice('custom', { functional: false, analytical: true }));
    expect(storage.data.get(COOKIE_CONSENT_KEY)).toBe('custom');
    expect(JSON.parse(storage.data.get(COOKIE_PREFERENCES_KEY)!)).toEqual({
      necessary: true,
      functional: false,
      analytical: true,
    });
    expect(readConsent(storage)).toEqual({
      status: 'decided',
      choice: 'custom',
      preferences: { necessary: true, functional: false, analytical: true },
    });
  });

  it('is undecided when nothing or an unknown choice is stored', () => {
    // The very object the server renders with: React compares the two snapshots by identity.
    expect(readConsent(memoryStorage())).toBe(UNDECIDED);
    expect(readConsent(memoryStorage({ [COOKIE_CONSENT_KEY]: 'yes-please' }))).toBe(UNDECIDED);
  });

  it('derives the preferences of a fixed choice from the choice, not from stale stored preferences', () => {
    const storage = memoryStorage({
      [COOKIE_CONSENT_KEY]: 'necessary-only',
      [COOKIE_PREFERENCES_KEY]: JSON.stringify({ necessary: true, functional: true, analytical: true }),
    });
    expect(hasConsent(readConsent(storage), 'analytical')).toBe(false);
  });

  it('grants nothing for corrupt custom preferences', () => {
    const storage = memoryStorage({ [COOKIE_CONSENT_KEY]: 'custom', [COOKIE_PREFERENCES_KEY]: '{not json' });
    const state = readConsent(storage);
    expect(hasConsent(state, 'functional')).toBe(false);
    expect(hasConsent(state, 'analytical')).toBe(false);
  });
});

describe('hasConsent', () => {
  it('is false while undecided', () => {
    expect(hasConsent({ status: 'undecided' }, 'functional')).toBe(false);
  });
});
