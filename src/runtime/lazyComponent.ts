import * as React from 'react';

/** A component behind a dynamic import, loadable ahead of rendering. */
export function lazyComponent<P extends object>(
  load: () => Promise<React.ComponentType<P>>,
  renderAfter?: Promise<void>,
) {
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
    await renderAfter;
    await preload();
    return { default: loaded as React.ComponentType<P> };
  }) as unknown as React.ComponentType<P>;
  /** The loaded component when it was preloaded (no Suspense round trip); chosen once per mount, so never swapped. */
  function Content(props: P) {
    const [Chosen] = React.useState<React.ComponentType<P>>(() => loaded ?? LazyContent);
    return React.createElement(Chosen, props);
  }
  return { preload, Content };
}
