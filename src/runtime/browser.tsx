import * as React from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { GatsbyBrowser } from 'gatsby';
import { lazyComponent } from './lazyComponent';
import { REACT_STARTED_ATTRIBUTE } from './markers';
import type { Shell } from './server';
import { runtimeState as state, type Provider } from './state';
// (Gatsby still types the renderer as the legacy ReactDOM.render; it calls it as (element, container).)
type GatsbyRenderer = ReturnType<NonNullable<GatsbyBrowser['replaceHydrateFunction']>>;

/**
 * What gatsby-browser exports. The page shell (header, footer, banner, the overlays' hosts) ships in Gatsby's app
 * bundle (`webpackMode: "eager"` in the loader), but its modules run after the bundle's, in a task of their own; inside
 * the bundle's task they made it one long task on a phone. Until they have run, React keeps the server HTML inside
 * wrapPageElement's Suspense boundary. `loadTheme` is the theme's provider: with the emotion cache it is the style scope
 * (StyleScope) that MUI's components need, a chunk of its own that the shell does not wait for.
 */
export function browserRuntime(loadTheme: () => Promise<Provider>, loadShell: () => Promise<Shell>) {
  state.loadStyleScope = () =>
    Promise.all([import('./emotionScope'), loadTheme()]).then(([{ EmotionScope }, Theme]) => {
      function BrowserStyleScope({ children }: { children: React.ReactNode }) {
        return (
          <EmotionScope>
            <Theme>{children}</Theme>
          </EmotionScope>
        );
      }
      return BrowserStyleScope;
    });
  const shell = lazyComponent(loadShell);
  const nextTask = () => new Promise<void>((resolve) => window.setTimeout(resolve));
  const shellEvaluated = nextTask().then(shell.preload);

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
      const hydrate = () =>
        React.startTransition(() => {
          hydrateRoot(container, element);
        });
      // A page that hydrates MUI's components waits for the style scope (withStyleScope); any other starts now.
      const waits = state.beforeFirstHydration;
      const started = waits.length ? Promise.all(waits).then(hydrate) : Promise.resolve(hydrate());
      // React's root listens and, once the shell has run, can hydrate the region under a finger: from then on
      // holdEarlyTaps stops holding taps outside the 'load' islands.
      void Promise.all([started, shellEvaluated]).then(() =>
        document.documentElement.setAttribute(REACT_STARTED_ATTRIBUTE, ''),
      );
      return undefined;
    }
    const root = createRoot(container);
    root.render(element);
    return () => root.unmount();
  }

  const replaceHydrateFunction: GatsbyBrowser['replaceHydrateFunction'] = () =>
    hydrateAsTransition as unknown as GatsbyRenderer;
  // The Suspense boundary is in the server's tree too (serverRuntime), so hydration matches.
  const wrapPageElement: GatsbyBrowser['wrapPageElement'] = ({ element, props }) => (
    <React.Suspense fallback={null}>
      <shell.Content location={props.location}>{element}</shell.Content>
    </React.Suspense>
  );
  return { replaceHydrateFunction, wrapPageElement };
}
