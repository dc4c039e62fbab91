import * as React from 'react';

const subscribeToNothing = () => () => {};

/**
 * False in the server HTML and while React hydrates it, true from the first client render after that (and at once
 * on a client-side navigation): React's own server/client snapshot switch, without a second render from an effect.
 */
export function useHydrated(): boolean {
  return React.useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
