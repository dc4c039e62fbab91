import * as React from 'react';

/**
 * React.lazy for a named export whose chunk starts loading as soon as this module runs in the browser,
 * in parallel with hydration, instead of when React first reaches it.
 */
export function preloadedLazy<M, K extends keyof M>(load: () => Promise<M>, name: K) {
  type Component = M[K] extends React.ComponentType<infer P> ? React.ComponentType<P> : never;
  let loading: Promise<M> | null = null;
  const start = () => (loading ??= load());
  if (typeof window !== 'undefined') void start().catch(() => undefined);
  return React.lazy<Component>(async () => ({ default: (await start())[name] as Component }));
}

/**
 * An interactive part (a form, tabs) whose code is not in the page's first-load JavaScript. The server
 * renders it in full inside a Suspense boundary; in the browser React keeps that server HTML until the
 * lazy chunk has arrived and then hydrates it. After a client-side navigation a box of about the right
 * height holds its place meanwhile.
 *
 * Call it with a compile-time choice, so each bundle contains only one of the two. Gatsby replaces
 * `process.env.BUILD_STAGE` with a string literal ('build-html' when rendering pages on the server), and
 * webpack drops the dead branch of a literal condition; an imported constant would not do:
 *   deferredIsland(process.env.BUILD_STAGE === 'build-html' ? require('./X').X : preloadedLazy(() => import('./X'), 'X'), 600)
 */
export function deferredIsland<P extends object>(Component: React.ComponentType<P>, placeholderMinHeight: number) {
  function DeferredIsland(props: P) {
    return (
      <React.Suspense fallback={<div style={{ minHeight: placeholderMinHeight }} />}>
        <Component {...props} />
      </React.Suspense>
    );
  }
  return DeferredIsland;
}
