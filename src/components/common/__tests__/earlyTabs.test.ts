import { JSDOM } from 'jsdom';
import { earlyTapScript } from '../../../runtime/earlyTaps';
import { ANSWERED_INLINE_ATTRIBUTE, DEFERRED_ISLAND_ATTRIBUTE, ISLAND_READY_ATTRIBUTE } from '../../../runtime/markers';
import { EARLY_TABS_ATTRIBUTE, earlyTabsScript } from '../earlyTabs';

const NAMES = ['a', 'b', 'c'];

/** Tabs as the server draws them in a 'visible' island, with the <head> scripts, before React or any bundle. */
function loadTabs() {
  const tab = (name: string, index: number) =>
    `<button type="button" role="tab" id="tab-${name}" aria-controls="panel-${name}" ` +
    `aria-selected="${index === 0}" tabindex="${index === 0 ? 0 : -1}" ${ANSWERED_INLINE_ATTRIBUTE}=""><span>${name}</span></button>`;
  const panel = (name: string, index: number) =>
    `<div role="tabpanel" id="panel-${name}" aria-labelledby="tab-${name}"${index === 0 ? '' : ' hidden'}>${name}</div>`;
  const { window } = new JSDOM(
    `<!doctype html><html><body><div ${DEFERRED_ISLAND_ATTRIBUTE}="" style="display:contents">` +
      `<div role="tablist" ${EARLY_TABS_ATTRIBUTE}="">${NAMES.map(tab).join('')}</div>${NAMES.map(panel).join('')}` +
      `</div></body></html>`,
    { runScripts: 'outside-only' },
  );
  window.eval(earlyTapScript());
  window.eval(earlyTabsScript);
  const { document } = window;
  const byId = (id: string) => document.getElementById(id)!;
  return {
    tap: (name: string) => byId(`tab-${name}`).querySelector('span')!.click(),
    press: (key: string) =>
      document.activeElement!.dispatchEvent(
        new window.KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }),
      ),
    focus: (name: string) => byId(`tab-${name}`).focus(),
    focused: () => document.activeElement?.id,
    /** The selected tab, and which panels show. */
    state: () => ({
      selected: NAMES.filter((name) => byId(`tab-${name}`).getAttribute('aria-selected') === 'true'),
      inTabOrder: NAMES.filter((name) => byId(`tab-${name}`).tabIndex === 0),
      shown: NAMES.filter((name) => !byId(`panel-${name}`).hidden),
    }),
    hydrate: () => document.querySelector(`[${DEFERRED_ISLAND_ATTRIBUTE}]`)!.setAttribute(ISLAND_READY_ATTRIBUTE, ''),
  };
}

const only = (name: string) => ({ selected: [name], inTabOrder: [name], shown: [name] });

describe('tabs answered by the inline script while their island waits for its code', () => {
  it('select the tapped tab and show its panel alone', () => {
    const page = loadTabs();
    page.tap('b');
    expect(page.state()).toEqual(only('b'));
    page.tap('c');
    expect(page.state()).toEqual(only('c'));
  });

  it('move focus and selection together with the arrow keys (wrapping), Home and End', () => {
    const page = loadTabs();
    page.focus('a');
    page.press('ArrowLeft');
    expect([page.focused(), page.state()]).toEqual(['tab-c', only('c')]);
    page.press('ArrowRight');
    expect([page.focused(), page.state()]).toEqual(['tab-a', only('a')]);
    page.press('End');
    expect([page.focused(), page.state()]).toEqual(['tab-c', only('c')]);
    page.press('Home');
    expect([page.focused(), page.state()]).toEqual(['tab-a', only('a')]);
    page.press('Enter');
    expect(page.state()).toEqual(only('a'));
  });

  it('leave the tabs to React once the island has hydrated', () => {
    const page = loadTabs();
    page.hydrate();
    page.tap('b');
    page.focus('a');
    page.press('ArrowRight');
    expect(page.state()).toEqual(only('a'));
  });
});
