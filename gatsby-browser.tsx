import * as React from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { GatsbyBrowser } from 'gatsby';
import { CacheProvider } from '@emotion/react';
import { createBrowserEmotionCache } from './src/theme/emotionCache';
import SiteShell from './src/components/layout/SiteShell';
import { scrollToHash, scrollToTop } from './src/components/layout/scrollTo';
import { REACT_STARTED_ATTRIBUTE } from './src/components/layout/interactionReadiness';
import { HASH_SCROLL_DELAY_MS } from './src/lib/constants';

const emotionCache = createBrowserEmotionCache();

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
    // React's root listens from here on: earlyTapScript stops holding taps outside the deferred islands.
    document.documentElement.setAttribute(REACT_STARTED_ATTRIBUTE, '');
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

export const wrapPageElement: GatsbyBrowser['wrapPageElement'] = ({ element, props }) => (
  <SiteShell location={props.location}>{element}</SiteShell>
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
