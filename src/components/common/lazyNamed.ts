import * as React from 'react';

/**
 * React.lazy for a named export. Overlays (menus, dialogs, toasts) are closed on first paint, so their
 * code is split off the shared bundle and fetched when first needed.
 */
export function lazyNamed<M, K extends keyof M>(load: () => Promise<M>, name: K) {
  type Component = M[K] extends React.ComponentType<infer P> ? React.ComponentType<P> : never;
  return React.lazy<Component>(async () => ({ default: (await load())[name] as Component }));
}
