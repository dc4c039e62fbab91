import { COOKIE_CONSENT_KEY, COOKIE_PREFERENCES_KEY } from '../src/lib/constants';
import { preferencesForChoice } from '../src/lib/consent';

/**
 * What a returning visitor who chose 'necessary only' has in localStorage, as [key, value] pairs, for the browser tests,
 * the Lighthouse gate and the interaction benchmark to store before a page loads: the banner then stays hidden.
 */
export const RETURNING_VISITOR_STORAGE: ReadonlyArray<readonly [string, string]> = [
  [COOKIE_CONSENT_KEY, 'necessary-only'],
  [COOKIE_PREFERENCES_KEY, JSON.stringify(preferencesForChoice('necessary-only'))],
];
