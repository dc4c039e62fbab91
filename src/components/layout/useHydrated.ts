import * as React from 'react';

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
