import { runtimeState } from './state';

/** Runs `callback` when the browser is idle (at most `timeoutMs` later; at once where it has no idle callbacks). Returns a canceller. */
export function whenBrowserIsIdle(callback: () => void, timeoutMs: number): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(callback, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(callback, 1);
  return () => window.clearTimeout(timer);
}

/**
 * Runs `callback` once the page has loaded, is interactive (hydrated, 'load' islands there) and the browser is idle
 * (at most 2 s later), so optional work (the bot check, analytics, overlay code) never competes with the first
 * paint or hydration. Returns a function that cancels it.
 */
export function whenIdle(callback: () => void): () => void {
  let cancelIdle: (() => void) | undefined;
  let cancelled = false;
  const schedule = () =>
    void runtimeState.pageInteractive.then(() => {
      if (!cancelled) cancelIdle = whenBrowserIsIdle(callback, 2000);
    });
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', schedule);
    cancelIdle?.();
  };
}
