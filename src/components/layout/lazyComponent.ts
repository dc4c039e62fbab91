import * as React from 'react';

export interface LazyComponent<P> {
  /** Starts loading (once; a failed chunk, e.g. offline or after a new deploy, is tried again next time). */
  preload(): Promise<unknown>;
  /** The component once loaded, else a React.lazy one that suspends until it is. */
  component(): React.ComponentType<P>;
}

/** A component behind a dynamic import, loadable ahead of rendering: the base of the lazy and deferred islands. */
export function lazyComponent<P extends object>(load: () => Promise<React.ComponentType<P>>): LazyComponent<P> {
  let loaded: React.ComponentType<P> | null = null;
  let loading: Promise<unknown> | null = null;
  const preload = () =>
    (loading ??= load().then(
      (component) => {
        loaded = component;
      },
      (error: unknown) => {
        loading = null;
        throw error;
      },
    ));
  // (React.lazy's own prop types lose P; the component it resolves to takes exactly P.)
  const LazyContent = React.lazy(async () => {
    await preload();
    return { default: loaded as React.ComponentType<P> };
  }) as unknown as React.ComponentType<P>;
  return { preload, component: () => loaded ?? LazyContent };
}
