import type { GatsbyBrowser } from 'gatsby';
import { browserRuntime } from './src/runtime/browser';
import { scrollToHash, scrollToTop } from './src/components/layout/scrollTo';
import { HASH_SCROLL_DELAY_MS } from './src/lib/constants';

// The shell eager: in the app bundle, no request of its own; the runtime only runs it in a task of its own. The theme
// a chunk of its own, with MUI's styling engine: loaded where MUI's components are (StyleScope).
const runtime = browserRuntime(
  () => import('./src/theme/ThemeScope').then((m) => m.default),
  () => import(/* webpackMode: "eager" */ './src/components/layout/SiteShell').then((m) => m.default),
);
export const replaceHydrateFunction = runtime.replaceHydrateFunction;
export const wrapPageElement = runtime.wrapPageElement;

/** Spec: a route change scrolls smoothly to the top, unless the path has a hash (then to that anchor, after 100 ms). */
export const shouldUpdateScroll: GatsbyBrowser['shouldUpdateScroll'] = ({ routerProps }) => {
  const { hash } = routerProps.location;
  if (hash) {
    window.setTimeout(() => scrollToHash(hash), HASH_SCROLL_DELAY_MS);
  } else {
    scrollToTop();
  }
  return false;
};
