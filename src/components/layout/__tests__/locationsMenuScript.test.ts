import { JSDOM } from 'jsdom';
import { earlyTapScript } from '../../../runtime/earlyTaps';
import { ANSWERED_INLINE_ATTRIBUTE } from '../../../runtime/markers';
import { LOCATIONS_MENU_ATTRIBUTE, LOCATIONS_MENU_CLOSE_DELAY_MS, locationsMenuScript } from '../locationsMenuScript';

/** The top bar as the server draws it, with the scripts of <head>, before React or any bundle has come. */
function loadTopBar() {
  const { window } = new JSDOM(
    `<!doctype html><html><body><div class="top-bar">
      <div ${LOCATIONS_MENU_ATTRIBUTE}="" ${ANSWERED_INLINE_ATTRIBUTE}="">
        <button type="button" id="locations" aria-expanded="false" aria-controls="locations-menu"><svg></svg>Onze locaties</button>
        <div id="locations-menu" hidden><a id="phone" href="tel:+3293000000">09 300 00 00</a></div>
      </div>
      <a id="mail" href="mailto:info@example.be">info@example.be</a>
    </div></body></html>`,
    { runScripts: 'outside-only' },
  );
  window.eval(earlyTapScript());
  window.eval(locationsMenuScript);
  const { document } = window;
  const byId = (id: string) => document.getElementById(id)!;
  /** jsdom has no PointerEvent: a mouse event of that type, with the pointer's kind. */
  const pointer = (type: string, id: string, pointerType: string, to?: string) =>
    byId(id).dispatchEvent(
      Object.assign(new window.MouseEvent(type, { bubbles: true, relatedTarget: to ? byId(to) : null }), {
        pointerType,
      }),
    );
  return {
    window,
    byId,
    state: () => [byId('locations').getAttribute('aria-expanded'), byId('locations-menu').hidden],
    hover: (id: string, pointerType = 'mouse') => pointer('pointerover', id, pointerType),
    leave: (id: string, to: string) => pointer('pointerout', id, 'mouse', to),
    key: (id: string, key: string) =>
      byId(id).dispatchEvent(new window.KeyboardEvent('keydown', { key, bubbles: true })),
  };
}

const OPEN = ['true', false];
const CLOSED = ['false', true];

describe("'Onze locaties', answered by the inline script", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('opens on the first hover of a mouse, before React has run, and closes a moment after the mouse left it', () => {
    const page = loadTopBar();
    page.hover('locations');
    expect(page.state()).toEqual(OPEN);
    // From the button to the panel is still inside the menu.
    page.leave('locations', 'phone');
    page.hover('phone');
    jest.advanceTimersByTime(LOCATIONS_MENU_CLOSE_DELAY_MS * 2);
    expect(page.state()).toEqual(OPEN);
    page.leave('phone', 'mail');
    jest.advanceTimersByTime(LOCATIONS_MENU_CLOSE_DELAY_MS - 1);
    expect(page.state()).toEqual(OPEN);
    jest.advanceTimersByTime(1);
    expect(page.state()).toEqual(CLOSED);
  });

  it('stays open when the mouse comes back before the moment has passed', () => {
    const page = loadTopBar();
    page.hover('locations');
    page.leave('locations', 'mail');
    page.hover('locations');
    jest.advanceTimersByTime(LOCATIONS_MENU_CLOSE_DELAY_MS * 2);
    expect(page.state()).toEqual(OPEN);
  });

  it("toggles on a click of its button, and a touch's hover does not open it", () => {
    const page = loadTopBar();
    page.hover('locations', 'touch');
    expect(page.state()).toEqual(CLOSED);
    page
      .byId('locations')
      .querySelector('svg')!
      .dispatchEvent(new page.window.MouseEvent('click', { bubbles: true }));
    expect(page.state()).toEqual(OPEN);
    page.byId('phone').addEventListener('click', (event) => event.preventDefault());
    page.byId('phone').click();
    expect(page.state()).toEqual(OPEN);
    page.byId('locations').click();
    expect(page.state()).toEqual(CLOSED);
  });

  it('closes on Escape with focus back on its button, and when focus leaves it', () => {
    const page = loadTopBar();
    page.byId('locations').click();
    page.byId('phone').focus();
    page.key('phone', 'Escape');
    expect(page.state()).toEqual(CLOSED);
    expect(page.window.document.activeElement).toBe(page.byId('locations'));
    page.byId('locations').click();
    page.byId('phone').focus();
    expect(page.state()).toEqual(OPEN);
    page.byId('mail').focus();
    expect(page.state()).toEqual(CLOSED);
  });

  it('closes on Escape after a hover, with focus elsewhere, and leaves that focus where it is', () => {
    const page = loadTopBar();
    page.byId('mail').focus();
    page.hover('locations');
    page.key('mail', 'Escape');
    expect(page.state()).toEqual(CLOSED);
    expect(page.window.document.activeElement).toBe(page.byId('mail'));
  });
});
