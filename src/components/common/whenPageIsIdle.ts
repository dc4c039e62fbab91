/**
 * Runs `callback` once the page has loaded and the browser is idle (at most 2 s after load), so optional work
 * (the bot check, analytics, overlay code) never competes with the first paint or hydration.
 * Returns a function that cancels it.
 */
export function whenPageIsIdle(callback: () => void): () => void {
  let idleHandle: number | undefined;
  let timer: number | undefined;
  const schedule = () => {
    if (typeof window.requestIdleCallback === 'function') idleHandle = window.requestIdleCallback(callback, { timeout: 2000 });
    else timer = window.setTimeout(callback, 1);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    window.removeEventListener('load', schedule);
    if (idleHandle !== undefined) window.cancelIdleCallback(idleHandle);
    if (timer !== undefined) window.clearTimeout(timer);
  };
}
