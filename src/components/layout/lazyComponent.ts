import * as React from 'react';
import { whenBrowserIsIdle, whenPageIsIdle } from '../common/whenPageIsIdle';

export interface LazyComponent<P> {
  /** Starts loading (once; a failed chunk, e.g. offline or after a new deploy, is tried again next time). */
  preload(): Promise<unknown>;
  /**
   * Renders it: the loaded component when it was preloaded (no Suspense round trip), else one that suspends
   * until it is loaded. Chosen once per mount, so a later render does not swap component types (a remount).
   */
  Component: React.FC<P>;
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
  function Component(props: P) {
    const [Chosen] = React.useState<React.ComponentType<P>>(() => loaded ?? LazyContent);
    return React.createElement(Chosen, props);
  }
  return { preload, Component };
}

/** The `then` steps of usePreloadWhenIdle, one per idle period (see there). */
let idleSteps: Promise<void> = Promise.resolve();

/**
 * Runs `step` in an idle period of its own, after the steps queued before it. Each step mounts an overlay in a
 * transition; React commits it before the browser is idle again, so three overlays make three short tasks
 * instead of one commit of all three (a long task on a phone).
 */
function inIdlePeriodOfItsOwn(step: () => void): void {
  idleSteps = idleSteps.then(
    () =>
      new Promise<void>((resolve) => {
        whenBrowserIsIdle(() => {
          step();
          resolve();
        }, 1000);
      }),
  );
}

/**
 * Fetches the component's code once the page is idle after load, so the first use does not wait for the
 * network; `then` runs once it is there (e.g. to mount an overlay closed ahead of its first use), in an idle
 * period of its own.
 */
export function usePreloadWhenIdle(
  lazy: { preload(): Promise<unknown> },
  isNeeded: () => boolean = () => true,
  then?: () => void,
): void {
  const options = React.useRef({ isNeeded, then });
  React.useEffect(() => {
    if (!options.current.isNeeded()) return undefined;
    let cancelled = false;
    const cancelIdle = whenPageIsIdle(() =>
      lazy.preload().then(
        () => inIdlePeriodOfItsOwn(() => !cancelled && options.current.then?.()),
        () => undefined,
      ),
    );
    return () => {
      cancelled = true;
      cancelIdle();
    };
  }, [lazy]);
}

/**
 * Starts fetching the component's code the moment a pointer goes down on a control that will need it, before
 * React handles the press: on a tap made while the page still hydrates, the code is then on its way instead of
 * being asked for once the tap is finally answered. Call at module level; does nothing during the server render.
 */
export function preloadOnPress(lazy: { preload(): Promise<unknown> }, selector: string): void {
  if (typeof document === 'undefined') return;
  const onPress = (event: PointerEvent) => {
    if (!(event.target instanceof Element) || !event.target.closest(selector)) return;
    document.removeEventListener('pointerdown', onPress, true);
    void lazy.preload().catch(() => undefined);
  };
  document.addEventListener('pointerdown', onPress, { capture: true, passive: true });
}
