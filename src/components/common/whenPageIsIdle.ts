import { pageInteractive } from '../layout/interactionReadiness';

/**
 * Runs `callback` once the page has loaded, is interactive (hydrated, islands loaded) and the browser is idle
 * (at most 2 s later), so optional work (the bot check, analytics, overlay code) never competes with the first
 * paint or hydration. Returns a function that cancels it.
 */
export function whenPageIsIdle(callback: () => void): () => void {
  let idleHandle: number | undefined;
  let timer: number | undefined;
  let cancelled = false;
  const schedule = () =>
    void pageInteractive.then(() => {
      if (!cancelled) scheduleIdle();
    });
  const scheduleIdle = () => {
    if (typeof window.requestIdleCallback === 'function') idleHandle = window.requestIdleCallback(callback, { timeout: 2000 });
    else timer = window.setTimeout(callback, 1);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', schedule);
    if (idleHandle !== undefined) window.cancelIdleCallback(idleHandle);
    if (timer !== undefined) window.clearTimeout(timer);
  };
}
