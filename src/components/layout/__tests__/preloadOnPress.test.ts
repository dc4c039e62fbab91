/**
 * @jest-environment jsdom
 */
import { preloadOnPress } from '../lazyComponent';

/** jsdom has no PointerEvent; a MouseEvent of that type reaches the same listener. */
function press(element: Element): void {
  element.dispatchEvent(new MouseEvent('pointerdown', { bubbles: true }));
}

describe('preloadOnPress', () => {
  beforeEach(() => {
    document.body.innerHTML =
      '<footer><button data-open-cookie-settings><span>Cookie-instellingen</span></button></footer><button id="other">Ander</button>';
  });

  it('starts loading when a pointer goes down on a matching control (or inside one), once', () => {
    const lazy = { preload: jest.fn(() => Promise.resolve()) };
    preloadOnPress(lazy, '[data-open-cookie-settings]');
    press(document.querySelector('#other')!);
    expect(lazy.preload).not.toHaveBeenCalled();
    press(document.querySelector('[data-open-cookie-settings] span')!);
    press(document.querySelector('[data-open-cookie-settings]')!);
    expect(lazy.preload).toHaveBeenCalledTimes(1);
  });
});
