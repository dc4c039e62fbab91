import * as React from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { GatsbyBrowser } from 'gatsby';
import { CacheProvider } from '@emotion/react';
import { createBrowserEmotionCache } from './emotion';
import { lazyComponent } from './island';
import { REACT_STARTED_ATTRIBUTE } from './markers';
import type { Shell } from './server';
// (Gatsby still types the renderer as the legacy ReactDOM.render; it calls it as (element, container).)
type GatsbyRenderer = ReturnType<NonNullable<GatsbyBrowser['replaceHydrateFunction']>>;

/**
 * What gatsby-browser exports. The theme and the page shell (header, footer, banner, the overlays' hosts) ship in
 * Gatsby's app bundle (`webpackMode: "eager"` in the loaders), but their modules run after the bundle's, in two
 * tasks of their own: the theme (MUI's createTheme and its module graph), then the rest of the shell; inside the
 * bundle's task they made it one long task on a phone. Until they have run, React keeps the server HTML inside
 * wrapPageElement's Suspense boundary.
 */
export function browserRuntime(loadTheme: () => Promise<unknown>, loadShell: () => Promise<Shell>) {
  const emotionCache = createBrowserEmotionCache();
  const shell = lazyComponent(loadShell);
  const nextTask = () => new Promise<void>((resolve) => window.setTimeout(resolve));
  const shellEvaluated = nextTask().then(loadTheme).then(nextTask).then(shell.preload);

  /**
   * Hydration as a transition: React hydrates the server HTML in slices of a few milliseconds and yields to the
   * browser between them, instead of one long task. A tap on a region not yet hydrated makes React hydrate that
   * region at once; a tap made before this runs, or in a 'load' island still loading, is held by holdEarlyTaps.
   * Without server HTML (`gatsby develop`, its loading indicator) it renders.
   */
  function hydrateAsTransition(element: React.ReactElement, container: Element): (() => void) | undefined {
    const hasServerHtml =
      container.id === '___gatsby' && !!document.getElementById('gatsby-focus-wrapper')?.childElementCount;
    if (hasServerHtml) {
      React.startTransition(() => {
        hydrateRoot(container, element);
      });
      // React's root listens and, once the shell has run, can hydrate the region under a finger: from then on
      // holdEarlyTaps stops holding taps outside the 'load' islands.
      void shellEvaluated.then(() => document.documentElement.setAttribute(REACT_STARTED_ATTRIBUTE, ''));
      return undefined;
    }
    const root = createRoot(container);
    root.render(element);
    return () => root.unmount();
  }

  const replaceHydrateFunction: GatsbyBrowser['replaceHydrateFunction'] = () =>
    hydrateAsTransition as unknown as GatsbyRenderer;
  const wrapRootElement: GatsbyBrowser['wrapRootElement'] = ({ element }) => (
    <CacheProvider value={emotionCache}>{element}</CacheProvider>
  );
  // The Suspense boundary is in the server's tree too (serverRuntime), so hydration matches.
  const wrapPageElement: GatsbyBrowser['wrapPageElement'] = ({ element, props }) => (
    <React.Suspense fallback={null}>
      <shell.Content location={props.location}>{element}</shell.Content>
    </React.Suspense>
  );
  return { replaceHydrateFunction, wrapRootElement, wrapPageElement };
}
