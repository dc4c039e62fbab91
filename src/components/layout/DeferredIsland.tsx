import * as React from 'react';
import { lazyComponent } from './lazyComponent';
import { registerIslandLoader } from './StaticIsland';
import { DEFERRED_ISLAND_ATTRIBUTE, ISLAND_READY_ATTRIBUTE, notePendingIslands } from './interactionReadiness';

/**
 * How many deferred islands on the page still wait for their code, on <html data-pending-islands>, so that
 * browser tests (and debugging) know when every part of the page is interactive.
 */
function countPending(delta: number): void {
  document.documentElement.setAttribute('data-pending-islands', String(notePendingIslands(delta)));
}

/**
 * An interactive part (a form, tabs, a carousel) whose code is not in the page's first-load JavaScript.
 * The server renders it in full (replaceRenderer awaits `load`); in the browser the chunk starts loading
 * as soon as this module runs, in parallel with hydration, and React keeps the server HTML inside a
 * Suspense boundary until the code is there, then hydrates it. After a client-side navigation a box of
 * about the right height holds its place meanwhile.
 */
export function deferredIsland<P extends object>(
  load: () => Promise<React.ComponentType<P>>,
  placeholderMinHeight: number,
): React.FC<P> {
  const { preload, Component: Content } = lazyComponent(load);
  registerIslandLoader(preload);
  if (typeof window !== 'undefined') void preload().catch(() => undefined);

  function Hydrated({ onMount }: { onMount: () => void }) {
    React.useEffect(onMount, [onMount]);
    return null;
  }

  function DeferredIsland(props: P) {
    const counted = React.useRef(false);
    const settled = React.useRef(false);
    React.useEffect(() => {
      if (settled.current) return undefined;
      counted.current = true;
      countPending(1);
      return () => {
        if (!settled.current) countPending(-1);
      };
    }, []);
    const wrapper = React.useRef<HTMLDivElement>(null);
    const onMount = React.useCallback(() => {
      settled.current = true;
      if (counted.current) countPending(-1);
      // A tap held meanwhile (see earlyTapScript) is replayed now.
      wrapper.current?.setAttribute(ISLAND_READY_ATTRIBUTE, '');
    }, []);
    return (
      <div ref={wrapper} {...{ [DEFERRED_ISLAND_ATTRIBUTE]: '' }} style={{ display: 'contents' }}>
        <React.Suspense fallback={<div style={{ minHeight: placeholderMinHeight }} />}>
          <Content {...props} />
          <Hydrated onMount={onMount} />
        </React.Suspense>
      </div>
    );
  }
  return DeferredIsland;
}
