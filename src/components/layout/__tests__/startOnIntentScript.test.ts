import { JSDOM } from 'jsdom';
import { startOnIntentScript } from '../startOnIntentScript';

const BUNDLES = ['/webpack-runtime-1.js', '/framework-2.js', '/app-3.js'];

/** A fresh page per test, as each page load is: the starter runs at the end of <body>. */
function loadPage() {
  const dom = new JSDOM(
    '<!doctype html><html><body><button id="menu">Menu</button><a id="link" href="#services">Diensten</a>' +
      '<form id="form"><input name="naam"><button id="send" type="submit">Versturen</button></form></body></html>',
    { runScripts: 'outside-only', url: 'http://127.0.0.1/' },
  );
  const { window } = dom;
  window.eval(startOnIntentScript(BUNDLES));
  const html = window.document.documentElement;
  return {
    window,
    document: window.document,
    bundleTags: () => [...window.document.querySelectorAll('script[src]')].map((s) => s.getAttribute('src')),
    markInteractive(pendingIslands = '0') {
      html.setAttribute('data-pending-islands', pendingIslands);
      html.setAttribute('data-hydrated', 'true');
    },
  };
}

const flushObservers = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('startOnIntentScript', () => {
  it('loads no bundle before the visitor shows intent', () => {
    expect(loadPage().bundleTags()).toEqual([]);
  });

  it.each(['keydown', 'pointermove', 'pointerdown', 'touchstart', 'scroll', 'wheel', 'focusin'])('starts every bundle once on %s', (type) => {
    const page = loadPage();
    page.window.dispatchEvent(new page.window.Event(type));
    page.window.dispatchEvent(new page.window.Event('keydown'));
    expect(page.bundleTags()).toEqual(BUNDLES);
    expect(page.document.documentElement.dataset.js).toBe('starting');
  });

  it('holds a button click until the page is interactive, then replays it once', async () => {
    const page = loadPage();
    const menu = page.document.getElementById('menu')!;
    let clicks = 0;
    menu.addEventListener('click', () => clicks++);

    const early = new page.window.MouseEvent('click', { bubbles: true, cancelable: true });
    menu.dispatchEvent(early);
    expect(early.defaultPrevented).toBe(true);
    expect(clicks).toBe(0);
    expect(page.bundleTags()).toEqual(BUNDLES);

    page.markInteractive('1'); // hydrated, but an island still waits for its code
    await flushObservers();
    expect(clicks).toBe(0);

    page.markInteractive('0');
    await flushObservers();
    expect(clicks).toBe(1);

    menu.click(); // once interactive, clicks pass untouched
    expect(clicks).toBe(2);
  });

  it('lets links work natively before the page is interactive', () => {
    const page = loadPage();
    const click = new page.window.MouseEvent('click', { bubbles: true, cancelable: true });
    page.document.getElementById('link')!.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
  });

  it('holds a form submit (no native GET of the form) and submits it again once interactive', async () => {
    const page = loadPage();
    const form = page.document.getElementById('form') as HTMLFormElement;
    let submits = 0;
    form.requestSubmit = () => void submits++;
    const early = new page.window.Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(early);
    expect(early.defaultPrevented).toBe(true);
    page.markInteractive();
    await flushObservers();
    expect(submits).toBe(1);
  });
});
