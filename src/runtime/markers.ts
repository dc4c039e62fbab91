/**
 * The marks on the page that say which parts can answer a tap yet: the early-tap replay reads them to know what to
 * hold, the browser tests to know when a page is interactive. No imports, so the e2e tests can use them too.
 */

/**
 * 'true' on <html> once React has hydrated the page, and on a form or control once it answers (see hydratedMark):
 * read by the theme (native smooth scrolling until then) and the browser tests.
 */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';
/** On <html> once React's root exists and listens. */
export const REACT_STARTED_ATTRIBUTE = 'data-react-started';
/** Around a 'never' island: server HTML that React adopts, and whose links useInPageNavigation routes. */
export const STATIC_ISLAND_ATTRIBUTE = 'data-static-island';
/** Around a 'load' island; it gains ISLAND_READY_ATTRIBUTE once the island's code has hydrated it. */
export const DEFERRED_ISLAND_ATTRIBUTE = 'data-deferred-island';
export const ISLAND_READY_ATTRIBUTE = 'data-island-ready';
/** A 'load' or 'visible' island whose code has not hydrated it yet. */
export const WAITING_ISLAND_SELECTOR = `[${DEFERRED_ISLAND_ATTRIBUTE}]:not([${ISLAND_READY_ATTRIBUTE}])`;
/**
 * On a control, or a part of the page, that a script inlined in the page answers without React (the FAQ's questions,
 * the cookie banner and its dialog): never held.
 */
export const ANSWERED_INLINE_ATTRIBUTE = 'data-answered-inline';
/** On <html>: how many 'load' islands still wait for their code. */
export const PENDING_ISLANDS_ATTRIBUTE = 'data-pending-islands';

/** The User Timing mark set when the page is interactive: hydrated, and every 'load' island has its code. */
export const PAGE_INTERACTIVE_MARK = 'page-interactive';
