/**
 * Marks on the page that say which parts can answer a tap yet: earlyTapScript reads them to know what to hold,
 * the browser tests to know when a page is interactive. (Apart from the script, so the bundles do not carry it.)
 */

/** On <html> once React's root exists and listens (gatsby-browser's replaceHydrateFunction). */
export const REACT_STARTED_ATTRIBUTE = 'data-react-started';
/** The element around a deferred island; it gains ISLAND_READY_ATTRIBUTE once the island's code has hydrated it. */
export const DEFERRED_ISLAND_ATTRIBUTE = 'data-deferred-island';
export const ISLAND_READY_ATTRIBUTE = 'data-island-ready';

/** The User Timing mark set when the page is interactive: hydrated, and every deferred island has its code. */
export const PAGE_INTERACTIVE_MARK = 'page-interactive';

let hydrated = false;
let pendingIslands = 0;
let markInteractive: () => void = () => undefined;

/**
 * Resolves once the landing page is interactive (never on the server). Optional work (overlay code, the bot
 * check, analytics) waits for it, so it neither competes with hydration nor counts as what the page needs.
 */
export const pageInteractive: Promise<void> =
  typeof window === 'undefined'
    ? new Promise<void>(() => undefined)
    : new Promise<void>((resolve) => {
        markInteractive = () => {
          performance.mark(PAGE_INTERACTIVE_MARK);
          resolve();
          markInteractive = () => undefined;
        };
      });

/** HydratedMarker: every region of the page has hydrated. */
export function noteHydrated(): void {
  hydrated = true;
  if (pendingIslands === 0) markInteractive();
}

/** DeferredIsland: one more (+1) or one fewer (-1) island waits for its code; returns how many wait. */
export function notePendingIslands(delta: number): number {
  pendingIslands += delta;
  if (hydrated && pendingIslands === 0) markInteractive();
  return pendingIslands;
}
