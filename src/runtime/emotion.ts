import createCache, { type EmotionCache } from '@emotion/cache';

/**
 * The class names (emotion ids) whose rules the server already wrote into a page's <style>, on that element. A
 * name of our own, not emotion's `data-emotion`: emotion moves every <style data-emotion> to the end of <head> when
 * a cache is created in the browser (its default cache, at module load) and again when a cache adopts it, and each
 * move makes the browser drop and re-apply the page's whole stylesheet (~90 ms of style work at 4x CPU).
 */
export const SERVER_STYLE_IDS_ATTRIBUTE = 'data-emotion-ids';

/**
 * The ids of wrapper styles: those of a styled component that wraps another component which renders a styled element
 * (MUI's Button around ButtonBase); emotion merges them into the inner element's class. The server rendered them but no element of
 * the page carries them, so their CSS is not in the page; without this list, hydration compiled and inserted each
 * of them (~20 classes and 75 rules on /contact, ~10 ms of a 35 ms task).
 */
export const SERVER_WRAPPER_IDS_ATTRIBUTE = 'data-emotion-wrapper-ids';

/**
 * One emotion cache per server render and one in the browser, configured alike so hydration matches.
 * No vendor-prefixing plugin: the browsers the site supports need none, and the CSS in every page shrinks.
 */
export function createEmotionCache(): EmotionCache {
  return createCache({ key: 'site', stylisPlugins: [] });
}

/** The server render's wrapper ids: registered and inserted, but on no element of the page (not `onPage`). */
export function wrapperIds(cache: EmotionCache, onPage: readonly string[]): string[] {
  const page = new Set(onPage);
  return Object.keys(cache.inserted).filter(
    (id) => !page.has(id) && cache.registered[`${cache.key}-${id}`] !== undefined,
  );
}

function idsOn(attribute: string): string[] {
  return [...document.querySelectorAll(`style[${attribute}]`)].flatMap(
    (style) => style.getAttribute(attribute)?.split(' ') ?? [],
  );
}

/**
 * The browser's cache: the rules the server wrote (SERVER_STYLE_IDS_ATTRIBUTE) count as inserted, so hydration
 * neither inserts them again nor touches their <style>. A wrapper style the server saw (SERVER_WRAPPER_IDS_ATTRIBUTE)
 * is not inserted while it is used as one: in the browser emotion registers only wrapper styles, so a style it has
 * registered under that id is being merged into another class. Used directly on an element, it is inserted, unless
 * a wrapper with the very same styles was rendered before it (then both have one id): MUI's wrapper styles are
 * component styles no element carries on its own.
 */
export function createBrowserEmotionCache(): EmotionCache {
  const cache = createEmotionCache();
  for (const id of idsOn(SERVER_STYLE_IDS_ATTRIBUTE)) cache.inserted[id] = true;
  const wrappers = new Set(idsOn(SERVER_WRAPPER_IDS_ATTRIBUTE));
  const insert = cache.insert;
  cache.insert = (selector, serialized, sheet, shouldCache) =>
    wrappers.has(serialized.name) && cache.registered[`${cache.key}-${serialized.name}`] !== undefined
      ? undefined
      : insert(selector, serialized, sheet, shouldCache);
  return cache;
}
