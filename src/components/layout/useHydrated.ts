import * as React from 'react';

/** False in the server HTML and during hydration, true once React runs the component in the browser. */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = React.useState(false);
  React.useEffect(() => setHydrated(true), []);
  return hydrated;
}
