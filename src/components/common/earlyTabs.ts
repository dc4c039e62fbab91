import { WAITING_ISLAND_SELECTOR } from '../../runtime';

/** On a tablist whose tabs the inline script below answers while their island still waits for its code. */
export const EARLY_TABS_ATTRIBUTE = 'data-early-tabs';

/**
 * Tabs that answer before their island has hydrated: one document-level listener selects a tab on a click, and on the
 * APG keys (arrows, wrapping; Home; End) moves focus and selection together, setting `aria-selected`, `tabindex` and
 * the panels' `hidden` as React would. It acts only inside an island still waiting for its code (`waitingIsland`);
 * from then on React answers, and its first render takes the selection from the page. Its tabs carry the runtime's
 * ANSWERED_INLINE_ATTRIBUTE, so the early-tap script does not hold them. Inlined in every page's <head>, its own
 * source: plain ES2017 without imports or loops that compile to a helper.
 */
export function answerTabsEarly(tablist: string, waitingIsland: string): void {
  const tabsOf = (list: Element) => Array.prototype.slice.call(list.querySelectorAll('[role="tab"]')) as HTMLElement[];
  const select = (tabs: HTMLElement[], chosen: HTMLElement) => {
    tabs.forEach((tab) => {
      const selected = tab === chosen;
      tab.setAttribute('aria-selected', String(selected));
      tab.tabIndex = selected ? 0 : -1;
      const panel = document.getElementById(tab.getAttribute('aria-controls') || '');
      if (panel) panel.hidden = !selected;
    });
  };
  const earlyTab = (event: Event) => {
    const tab = event.target instanceof Element ? event.target.closest('[role="tab"]') : null;
    const list = tab ? tab.closest(tablist) : null;
    return tab instanceof HTMLElement && list && list.closest(waitingIsland) ? { tab, tabs: tabsOf(list) } : null;
  };
  document.addEventListener('click', (event) => {
    const found = earlyTab(event);
    if (found) select(found.tabs, found.tab);
  });
  document.addEventListener('keydown', (event) => {
    const found = earlyTab(event);
    if (!found) return;
    const { tabs, tab } = found;
    const index = tabs.indexOf(tab);
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: tabs.length - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const chosen = tabs[(next + tabs.length) % tabs.length];
    select(tabs, chosen);
    chosen.focus();
  });
}

export const earlyTabsScript = `(${answerTabsEarly.toString()})(${JSON.stringify(`[${EARLY_TABS_ATTRIBUTE}]`)},${JSON.stringify(WAITING_ISLAND_SELECTOR)});`;
