import * as React from 'react';
import type { GatsbyBrowser } from 'gatsby';
import { createEmotionCache } from './src/theme/emotionCache';
import { RootProviders } from './src/components/layout/RootProviders';
import { PageShell } from './src/components/layout/PageShell';
import { scrollToHash, scrollToTop } from './src/components/layout/scrollTo';
import { HASH_SCROLL_DELAY_MS } from './src/lib/constants';

const emotionCache = createEmotionCache();

export const wrapRootElement: GatsbyBrowser['wrapRootElement'] = ({ element }) => (
  <RootProviders emotionCache={emotionCache}>{element}</RootProviders>
);

export const wrapPageElement: GatsbyBrowser['wrapPageElement'] = ({ element, props }) => (
  <PageShell location={props.location}>{element}</PageShell>
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
