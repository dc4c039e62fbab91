import * as React from 'react';
import { endFirstHydration } from './StaticIsland';
import { noteHydrated } from './interactionReadiness';

/**
 * A Suspense boundary around a region of server-rendered HTML. React 18 hydrates such regions after the
 * page shell, in small time-sliced steps, instead of one long task: the main thread stays free (low TBT)
 * and a region the visitor interacts with is hydrated first.
 */
export function HydrationBoundary({ children }: { children: React.ReactNode }) {
  return <React.Suspense fallback={null}>{children}</React.Suspense>;
}

/**
 * Marks <html data-hydrated="true"> once every region before it has hydrated (regions hydrate in document
 * order), so browser tests and debugging know the page is fully interactive.
 */
export function HydratedMarker() {
  React.useEffect(() => {
    endFirstHydration();
    document.documentElement.setAttribute('data-hydrated', 'true');
    noteHydrated();
  }, []);
  return null;
}
