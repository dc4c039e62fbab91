import * as React from 'react';
import { inIdlePeriodOfItsOwn, whenIdle } from './idle';
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

/**
 * For an overlay island: its code is fetched once the page is idle (when `isNeeded()`), and it is then mounted closed,
 * in a transition and an idle period of its own, so that the first tap only opens it. Returns whether it is mounted,
 * and `mount` for a first use before that.
 */
export function useMountWhenIdle(
  overlay: { preload(): Promise<unknown> },
  isNeeded: () => boolean = () => true,
): [mounted: boolean, mount: () => void] {
  const [mounted, setMounted] = React.useState(false);
  const needed = React.useRef(isNeeded);
  React.useEffect(() => {
    if (!needed.current()) return undefined;
    let cancelled = false;
    const cancelIdle = whenIdle(() =>
      overlay.preload().then(
        () => inIdlePeriodOfItsOwn(() => !cancelled && React.startTransition(() => setMounted(true))),
        () => undefined,
      ),
    );
    return () => {
      cancelled = true;
      cancelIdle();
    };
  }, [overlay]);
  return [mounted, React.useCallback(() => setMounted(true), [])];
}

/**
 * The contents of an overlay mounted closed ahead of its first use. MUI's Portal renders its subtree a second time,
 * synchronously, in a layout effect once it has a node to render into: with this, that task holds only the overlay's
 * frame, and the contents follow in a transition that React renders in time slices. Open from its first render, it
 * shows them at once.
 */
export function ContentAfterMount({ open, children }: { open: boolean; children: React.ReactNode }) {
  const [ready, setReady] = React.useState(open);
  React.useEffect(() => {
    if (!ready) React.startTransition(() => setReady(true));
  }, [ready]);
  return ready || open ? <>{children}</> : null;
}
