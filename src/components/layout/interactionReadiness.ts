/**
 * Marks on the page that say which parts can answer a tap yet: earlyTapScript reads them to know what to hold,
 * the browser tests to know when a page is interactive. (Apart from the script, so the bundles do not carry it.)
 */

/** On <html> once React's root exists and listens (gatsby-browser's replaceHydrateFunction). */
export const REACT_STARTED_ATTRIBUTE = 'data-react-started';
/** The element around a deferred island; it gains ISLAND_READY_ATTRIBUTE once the island's code has hydrated it. */
export const DEFERRED_ISLAND_ATTRIBUTE = 'data-deferred-island';
export const ISLAND_READY_ATTRIBUTE = 'data-island-ready';
