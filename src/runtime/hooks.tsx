import * as React from 'react';
import { HYDRATED_ATTRIBUTE } from './markers';

/**
 * False in the server HTML and while React hydrates it, true once hydration has committed; the switch is a
 * transition, so React renders it in time slices. (React's useSyncExternalStore with a server snapshot that differs
 * from the client's re-renders synchronously right after hydration: for a whole form, one long task on a phone.)
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = React.useState(false);
  React.useEffect(() => {
    React.startTransition(() => setHydrated(true));
  }, []);
  return hydrated;
}

/** The HYDRATED_ATTRIBUTE of a form or control, for its root element: set once it has hydrated (useHydrated). */
export function hydratedMark(hydrated: boolean): { [HYDRATED_ATTRIBUTE]?: 'true' } {
  return hydrated ? { [HYDRATED_ATTRIBUTE]: 'true' } : {};
}
