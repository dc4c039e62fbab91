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
  /** The menu, its button and its panel, from the menu's root or anything in it. */
  const partsOf = (target: EventTarget | null) => {
    const menu = target instanceof Element ? target.closest(`[${attribute}]`) : null;
    const button = menu ? menu.querySelector('button[aria-controls]') : null;
    const panel = button ? document.getElementById(button.getAttribute('aria-controls') || '') : null;
    return menu && button instanceof HTMLElement && panel ? { menu, button, panel } : null;
  };
  type Parts = NonNullable<ReturnType<typeof partsOf>>;
  const setOpen = ({ button, panel }: Parts, open: boolean) => {
    window.clearTimeout(closeTimer);
    button.setAttribute('aria-expanded', String(open));
    panel.hidden = !open;
  };
  const byMouse = (event: Event) => (event as PointerEvent).pointerType === 'mouse';

  // The cheap tests first: these listeners see every pointer move and every key press of the page.
  document.addEventListener('pointerover', (event) => {
    const parts = byMouse(event) ? partsOf(event.target) : null;
    if (parts) setOpen(parts, true);
  });
  // Moving within the menu, the pointerover that follows at once takes the timer back.
  document.addEventListener('pointerout', (event) => {
    const parts = byMouse(event) ? partsOf(event.target) : null;
    if (!parts) return;
    window.clearTimeout(closeTimer);
    closeTimer = window.setTimeout(() => setOpen(parts, false), closeDelayMs);
  });
  document.addEventListener('click', (event) => {
    const parts = partsOf(event.target);
    if (parts && event.target instanceof Node && parts.button.contains(event.target))
      setOpen(parts, parts.panel.hidden);
  });
  // Wherever focus is: content a hover showed must be dismissible without moving the pointer (WCAG 1.4.13).
  document.addEventListener('keydown', (event) => {
    const parts = event.key === 'Escape' ? partsOf(document.querySelector(`[${attribute}]`)) : null;
    if (!parts || parts.panel.hidden) return;
    setOpen(parts, false);
    if (event.target instanceof Node && parts.menu.contains(event.target)) parts.button.focus();
  });
  document.addEventListener('focusout', (event) => {
    const parts = partsOf(event.target);
    const to = event.relatedTarget;
    if (parts && !(to instanceof Node && parts.menu.contains(to))) setOpen(parts, false);
  });
}

/** The inline <head> script (gatsby-ssr). The browser bundle, which imports only the attribute, drops it. */
export const locationsMenuScript = `(${answerLocationsMenu.toString()})(${JSON.stringify(LOCATIONS_MENU_ATTRIBUTE)},${LOCATIONS_MENU_CLOSE_DELAY_MS});`;
