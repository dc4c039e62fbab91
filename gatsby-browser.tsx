import * as React from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { GatsbyBrowser } from 'gatsby';
import { CacheProvider } from '@emotion/react';
import { createBrowserEmotionCache } from './src/theme/emotionCache';
import { lazyComponent } from './src/components/layout/lazyComponent';
import { scrollToHash, scrollToTop } from './src/components/layout/scrollTo';
import { REACT_STARTED_ATTRIBUTE } from './src/components/layout/interactionReadiness';
import { HASH_SCROLL_DELAY_MS } from './src/lib/constants';

const emotionCache = createBrowserEmotionCache();

/**
 * The theme and page shell (header, footer, banner, the overlays' hosts) ship in Gatsby's app bundle
 * (`webpackMode: "eager"`: no chunk of their own, no extra request), but their modules run after the bundle's, in
 * two tasks of their own: the theme (MUI's createTheme and its module graph), then the rest of the shell. Evaluated
 * inside the bundle's task they made it ~30 ms on a fast machine, four times that on a phone. Until they have run,
 * React keeps the server HTML inside wrapPageElement's Suspense boundary.
 */
const siteShell = lazyComponent(() =>
  import(/* webpackMode: "eager" */ './src/components/layout/SiteShell').then((m) => m.default),
);
const nextTask = () => new Promise<void>((resolve) => window.setTimeout(resolve));
const shellEvaluated = (async () => {
  await nextTask();
  await import(/* webpackMode: "eager" */ './src/theme/theme');
  await nextTask();
  await siteShell.preload();
})();

/**
 * Hydration as a transition: React hydrates the server HTML in slices of a few milliseconds and yields to the
 * browser between them, instead of one long task (Lighthouse's TBT, and a first tap that waits for it). A tap
 * on a region not yet hydrated makes React hydrate that region at once; a tap made before this runs, or in an
 * island whose code is still loading, is held and replayed by earlyTapScript. Without server HTML (`gatsby develop`, its loading indicator) it renders.
 */
function hydrateAsTransition(element: React.ReactElement, container: Element): (() => void) | undefined {
  const hasServerHtml =
    container.id === '___gatsby' && !!document.getElementById('gatsby-focus-wrapper')?.childElementCount;
  if (hasServerHtml) {
    React.startTransition(() => {
      hydrateRoot(container, element);
    });
    // React's root listens, and can hydrate the region under a finger once the shell has run: from then on
    // earlyTapScript stops holding taps outside the deferred islands.
    void shellEvaluated.then(() => document.documentElement.setAttribute(REACT_STARTED_ATTRIBUTE, ''));
    return undefined;
  }
  const root = createRoot(container);
  root.render(element);
  return () => root.unmount();
}

// (Gatsby still types the renderer as the legacy ReactDOM.render; it calls it as (element, container).)
type GatsbyRenderer = ReturnType<NonNullable<GatsbyBrowser['replaceHydrateFunction']>>;
export const replaceHydrateFunction: GatsbyBrowser['replaceHydrateFunction'] = () =>
  hydrateAsTransition as unknown as GatsbyRenderer;

export const wrapRootElement: GatsbyBrowser['wrapRootElement'] = ({ element }) => (
  <CacheProvider value={emotionCache}>{element}</CacheProvider>
);

// The Suspense boundary is in the server's tree too (gatsby-ssr), so hydration matches.
export const wrapPageElement: GatsbyBrowser['wrapPageElement'] = ({ element, props }) => (
  <React.Suspense fallback={null}>
    <siteShell.Component location={props.location}>{element}</siteShell.Component>
  </React.Suspense>
);

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
