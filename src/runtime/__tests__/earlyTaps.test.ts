import { JSDOM } from 'jsdom';
import { earlyTapScript } from '../earlyTaps';
import { ISLAND_READY_ATTRIBUTE, REACT_STARTED_ATTRIBUTE } from '../markers';

/** Exactly what <head> carries: holdEarlyTaps's source text, with the page's marks. */
const script = earlyTapScript();

/** A fresh page per test, as each page load is: the script runs in <head>, before the content. */
function loadPage() {
  const dom = new JSDOM(
    '<!doctype html><html><body><button id="menu">Menu</button><a id="link" href="#services">Diensten</a>' +
      '<div role="tab" id="tab">Aalst</div><button id="off" disabled>Uit</button>' +
      '<div data-deferred-island="" id="island"><button id="question">Vraag</button>' +
      '<form id="form"><input name="naam"><label id="label-a"><input type="radio" name="rol" value="a" id="a">A</label>' +
      '<input type="radio" name="rol" value="b" id="b" checked><input type="checkbox" id="box">' +
      '<button id="send" type="submit">Versturen</button></form></div>' +
      '<div data-answered-inline=""><form id="inline-form"><input type="checkbox" id="inline-switch">' +
      '<button id="inline-save" type="button">Opslaan</button></form></div>' +
      '<button id="invoker" command="show-modal" commandfor="menu-dialog">Menu</button><dialog id="menu-dialog"></dialog>' +
      '<button id="inline" data-answered-inline="">Vraag</button>' +
      '</body></html>',
    { runScripts: 'outside-only', url: 'http://127.0.0.1/' },
  );
  const { window } = dom;
  window.eval(script);
  const { document } = window;
  const html = document.documentElement;
  const clicks: string[] = [];
  for (const el of document.querySelectorAll('button,[role="tab"],a,input'))
    el.addEventListener('click', () => clicks.push(el.id));
  return {
    window,
    document,
    clicks,
    click(id: string) {
      const event = new window.MouseEvent('click', { bubbles: true, cancelable: true });
      document.getElementById(id)!.dispatchEvent(event);
      return event;
    },
    reactStarts: () => html.setAttribute(REACT_STARTED_ATTRIBUTE, ''),
    islandReady: () => document.getElementById('island')!.setAttribute(ISLAND_READY_ATTRIBUTE, ''),
  };
}

const flushObservers = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('holdEarlyTaps, inlined as earlyTapScript', () => {
  it('holds a tap made before React runs and replays it exactly once when React starts', async () => {
    const page = loadPage();
    expect(page.click('menu').defaultPrevented).toBe(true);
    expect(page.clicks).toEqual([]);
    page.reactStarts();
    await flushObservers();
    expect(page.clicks).toEqual(['menu']);
    page.islandReady(); // a later change replays nothing
    await flushObservers();
    expect(page.clicks).toEqual(['menu']);
  });

  it('leaves a button with an invoker command to a browser that runs it, and holds it where the browser does not', () => {
    const page = loadPage();
    expect(page.click('invoker').defaultPrevented).toBe(true); // jsdom, like an older browser, has no invoker commands
    Object.defineProperty(page.window.HTMLButtonElement.prototype, 'command', { value: '', configurable: true });
    expect(page.click('invoker').defaultPrevented).toBe(false);
  });

  it('leaves a control that an inline script answers alone, before React runs too', () => {
    const page = loadPage();
    expect(page.click('inline').defaultPrevented).toBe(false);
    expect(page.clicks).toEqual(['inline']);
  });

  it('once React runs, lets taps through to it, except in a deferred island whose code is not there yet', async () => {
    const page = loadPage();
    page.reactStarts();
    expect(page.click('menu').defaultPrevented).toBe(false);
    expect(page.click('tab').defaultPrevented).toBe(false);
    expect(page.click('question').defaultPrevented).toBe(true);
    expect(page.clicks).toEqual(['menu', 'tab']);
    page.islandReady();
    await flushObservers();
    expect(page.clicks).toEqual(['menu', 'tab', 'question']);
    expect(page.click('question').defaultPrevented).toBe(false);
  });

  it('leaves a part of the page an inline script answers alone: its switches, buttons and form', () => {
    const page = loadPage();
    expect(page.click('inline-switch').defaultPrevented).toBe(false);
    expect((page.document.getElementById('inline-switch') as HTMLInputElement).checked).toBe(true);
    expect(page.click('inline-save').defaultPrevented).toBe(false);
    const submit = new page.window.Event('submit', { bubbles: true, cancelable: true });
    page.document.getElementById('inline-form')!.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(false);
    expect(page.clicks).toEqual(['inline-switch', 'inline-save']);
  });

  it('replays only the latest of several early taps, so a toggle tapped twice is not undone', async () => {
    const page = loadPage();
    page.click('menu');
    page.click('tab');
    page.reactStarts();
    await flushObservers();
    expect(page.clicks).toEqual(['tab']);
  });

  it('lets links and disabled buttons alone', () => {
    const page = loadPage();
    expect(page.click('link').defaultPrevented).toBe(false);
    expect(page.click('off').defaultPrevented).toBe(false);
  });

  it('undoes a choice ticked in a waiting island and makes it again once ready, before the held submit', async () => {
    const page = loadPage();
    page.reactStarts();
    const input = (id: string) => page.document.getElementById(id) as HTMLInputElement;
    const form = page.document.getElementById('form') as HTMLFormElement;
    const order: string[] = [];
    form.requestSubmit = () => void order.push('submit');
    page.document.getElementById('label-a')!.click(); // through its label, as a finger does
    // The browser then puts the group back as it was; jsdom only unticks 'a' (the e2e form tests see the rest).
    expect(input('a').checked).toBe(false);
    page.click('box');
    page.click('box'); // ticked twice: as it was
    page.click('box');
    form.dispatchEvent(new page.window.Event('submit', { bubbles: true, cancelable: true }));
    expect(input('box').checked).toBe(false);
    expect(page.clicks).toEqual([]);
    for (const id of ['a', 'box']) input(id).addEventListener('click', () => order.push(id));
    page.islandReady();
    await flushObservers();
    expect(order).toEqual(['a', 'box', 'submit']);
    expect(input('a').checked).toBe(true);
    expect(input('box').checked).toBe(true);
  });

  it('forgets a radio choice taken back to the one the server drew', async () => {
    const page = loadPage();
    page.reactStarts();
    page.click('a');
    page.click('b');
    page.islandReady();
    await flushObservers();
    expect(page.clicks).toEqual([]);
  });

  it('holds a form submit in a waiting island (no native GET of the form) and submits it again once ready', async () => {
    const page = loadPage();
    page.reactStarts();
    const form = page.document.getElementById('form') as HTMLFormElement;
    let submits = 0;
    form.requestSubmit = () => void submits++;
    const early = new page.window.Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(early);
    expect(early.defaultPrevented).toBe(true);
    page.islandReady();
    await flushObservers();
    expect(submits).toBe(1);
  });
});
