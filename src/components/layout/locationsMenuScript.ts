/** On the root of 'Onze locaties' in the top bar, which holds its button and its panel. */
export const LOCATIONS_MENU_ATTRIBUTE = 'data-locations-menu';

/** How long the panel stays after the mouse leaves the menu: the pointer may cross the gap to the panel. */
export const LOCATIONS_MENU_CLOSE_DELAY_MS = 150;

/**
 * 'Onze locaties' opens and closes without React: document-level listeners set the button's `aria-expanded` and the
 * panel's `hidden` (a disclosure). A mouse over the menu opens it and leaving it closes it a moment later (the
 * specification's hover); a click or Enter on the button toggles it, so it works without a mouse; Escape closes it (and
 * puts focus back on the button when it was inside); focus leaving it closes it. A touch opens it by its click alone:
 * a tap's hover would open it only for the click to close it again. Inlined in every page's <head>, so the first hover
 * is answered at once, not when the page has hydrated. Its own source, so it must stay plain ES2017 without imports.
 */
export function answerLocationsMenu(attribute: string, closeDelayMs: number): void {
  let closeTimer = 0;
  const menuOf = (target: EventTarget | null) => (target instanceof Element ? target.closest(`[${attribute}]`) : null);
  const partsOf = (menu: Element) => {
    const button = menu.querySelector('button[aria-controls]');
    const panel = button ? document.getElementById(button.getAttribute('aria-controls') || '') : null;
    return button instanceof HTMLElement && panel ? { button, panel } : null;
  };
  const setOpen = (menu: Element, open: boolean) => {
    window.clearTimeout(closeTimer);
    const parts = partsOf(menu);
    if (!parts) return;
    parts.button.setAttribute('aria-expanded', String(open));
    parts.panel.hidden = !open;
  };
  const isOpen = (menu: Element) => {
    const parts = partsOf(menu);
    return !!parts && !parts.panel.hidden;
  };
  const byMouse = (event: Event) => (event as PointerEvent).pointerType === 'mouse';

  document.addEventListener('pointerover', (event) => {
    const menu = menuOf(event.target);
    if (menu && byMouse(event)) setOpen(menu, true);
  });
  // Moving within the menu, the pointerover that follows at once takes the timer back.
  document.addEventListener('pointerout', (event) => {
    const menu = menuOf(event.target);
    if (!menu || !byMouse(event)) return;
    window.clearTimeout(closeTimer);
    closeTimer = window.setTimeout(() => setOpen(menu, false), closeDelayMs);
  });
  document.addEventListener('click', (event) => {
    const menu = menuOf(event.target);
    const parts = menu && partsOf(menu);
    if (menu && parts && event.target instanceof Node && parts.button.contains(event.target))
      setOpen(menu, !isOpen(menu));
  });
  // Wherever focus is: content a hover showed must be dismissible without moving the pointer (WCAG 1.4.13).
  document.addEventListener('keydown', (event) => {
    const menu = document.querySelector(`[${attribute}]`);
    const parts = menu && partsOf(menu);
    if (event.key !== 'Escape' || !menu || !parts || !isOpen(menu)) return;
    setOpen(menu, false);
    if (menuOf(event.target) === menu) parts.button.focus();
  });
  document.addEventListener('focusout', (event) => {
    const menu = menuOf(event.target);
    const to = event.relatedTarget;
    if (menu && !(to instanceof Node && menu.contains(to))) setOpen(menu, false);
  });
}

/** The inline <head> script (gatsby-ssr). The browser bundle, which imports only the attribute, drops it. */
export const locationsMenuScript = `(${answerLocationsMenu.toString()})(${JSON.stringify(LOCATIONS_MENU_ATTRIBUTE)},${LOCATIONS_MENU_CLOSE_DELAY_MS});`;
