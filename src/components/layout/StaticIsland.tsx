import * as React from 'react';
import { whenPageIsIdle } from '../common/whenPageIsIdle';
import { lazyComponent } from './lazyComponent';

/**
 * Whether the page the visitor landed on is still being hydrated. Static islands that mount then keep
 * their server-rendered HTML; islands that mount later (client-side navigation) render normally.
 * `gatsby develop` renders in the browser without server HTML, so there is nothing to keep there.
 */
let firstHydration = typeof window !== 'undefined' && process.env.BUILD_STAGE !== 'develop';

const islandLoaders = new Set<() => Promise<unknown>>();

export function endFirstHydration(): void {
  firstHydration = false;
  // Fetch the code of the islands the landing page kept as HTML, for when the visitor comes back to it: optional
  // work, so only once the page is interactive and idle (it is not part of what the page needs to load).
  whenPageIsIdle(() => void preloadStaticIslands());
}

/** Registers the loader of a lazy island (static or deferred), for preloadStaticIslands. */
export function registerIslandLoader(load: () => Promise<unknown>): void {
  islandLoaders.add(load);
}

/**
 * Loads the code of every lazy island, including those that only become known when a loaded island's module
 * defines them (a lazy page whose content holds a lazy PageHero): it goes on until no new loader appears.
 * The server render awaits it (gatsby-ssr's replaceRenderer), so that no page is rendered with a hole.
 */
export async function preloadStaticIslands(): Promise<void> {
  for (let known = -1; known !== islandLoaders.size;) {
    known = islandLoaders.size;
    await Promise.all([...islandLoaders].map((load) => load()));
  }
}

/** The adopted server HTML: same element and attributes as rendered, no children for React to hydrate. */
function AdoptedHtml() {
  return (
    <div
      data-static-island=""
      style={{ display: 'contents' }}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: '' }}
    />
  );
}

/**
 * Server-rendered content that needs no JavaScript: on the page a visitor lands on, React adopts its HTML
 * as is instead of hydrating it (the 'ssrOnly' technique of react-lazy-hydration). That removes most of
 * the main-thread work of a first visit. Inside an island there is no React state or event handler:
 * internal links are routed by the document-level handler (useInPageNavigation) and the few actions
 * use data attributes (e.g. data-open-cookie-settings).
 */
export function StaticIsland({ children }: { children: React.ReactNode }) {
  const [adoptServerHtml] = React.useState(() => firstHydration);
  if (adoptServerHtml) return <AdoptedHtml />;
  return (
    <div data-static-island="" style={{ display: 'contents' }}>
      {children}
    </div>
  );
}

/** A component whose whole output is a static island (see StaticIsland). */
export function withStaticIsland<P extends object>(Content: React.ComponentType<P>): React.FC<P> {
  function Static(props: P) {
    return (
      <StaticIsland>
        <Content {...props} />
      </StaticIsland>
    );
  }
  Static.displayName = `Static(${Content.displayName ?? Content.name})`;
  return Static;
}

/**
 * A static island whose code is not even downloaded on the page a visitor lands on: `load` (a dynamic
 * import) runs during the server render, after that first hydration (in idle time) and when the island
 * first mounts on a client-side navigation. Its props must be serialisable page data, as they are
 * only used when the island renders in the browser.
 */
export function lazyStaticIsland<P extends object>(load: () => Promise<React.ComponentType<P>>): React.FC<P> {
  const { preload, Component: Content } = lazyComponent(load);
  registerIslandLoader(preload);
  // Evaluated for a client-side navigation (Gatsby loads a page's module when a link to it is hovered): fetch now.
  if (typeof window !== 'undefined' && !firstHydration) void preload().catch(() => undefined);

  function LazyStatic(props: P) {
    const [adoptServerHtml] = React.useState(() => firstHydration);
    if (adoptServerHtml) return <AdoptedHtml />;
    return (
      <div data-static-island="" style={{ display: 'contents' }}>
        <React.Suspense fallback={null}>
          <Content {...props} />
        </React.Suspense>
      </div>
    );
  }
  LazyStatic.displayName = 'LazyStaticIsland';
  return LazyStatic;
}
