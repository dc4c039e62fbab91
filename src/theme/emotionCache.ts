import createCache from '@emotion/cache';

/**
 * One emotion cache per server render and one in the browser, configured alike so hydration matches.
 * No vendor-prefixing plugin: the browsers the site supports need none, and the CSS in every page shrinks.
 */
export function createEmotionCache() {
  return createCache({ key: 'css', stylisPlugins: [] });
}
