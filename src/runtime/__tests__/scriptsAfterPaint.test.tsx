import * as React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { JSDOM } from 'jsdom';
import { HELD_SCRIPTS_ID, holdScriptsUntilPainted, scriptsAfterPaintSource } from '../scriptsAfterPaint';

/** A page as Gatsby writes it once held: the framework's scripts in the template, the starter after it. */
function loadPage() {
  const dom = new JSDOM(
    `<!doctype html><html><body><main>Inhoud</main><template id="${HELD_SCRIPTS_ID}">` +
      '<script id="gatsby-chunk-mapping">window.___chunkMapping="{}";</script>' +
      '<script src="/framework.js" async></script><script src="/app.js" async></script></template></body></html>',
    { runScripts: 'outside-only', url: 'http://127.0.0.1/', pretendToBeVisual: true },
  );
  Object.defineProperty(dom.window.document, 'readyState', { value: 'interactive', configurable: true });
  dom.window.eval(scriptsAfterPaintSource());
  const started = () =>
    [...dom.window.document.body.children]
      .filter((element) => element.tagName === 'SCRIPT')
      .map((script) => script.getAttribute('src') ?? script.textContent);
  const nextPaint = () => new Promise((resolve) => setTimeout(resolve, 60));
  return { window: dom.window, started, nextPaint };
}

describe('the framework scripts wait for the page to paint', () => {
  it('start after the load event and a painted frame, in their order, with their attributes and text', async () => {
    const { window, started, nextPaint } = loadPage();
    await nextPaint();
    expect(started()).toEqual([]);
    window.dispatchEvent(new window.Event('load'));
    expect(started()).toEqual([]);
    await nextPaint();
    expect(started()).toEqual(['window.___chunkMapping="{}";', '/framework.js', '/app.js']);
    const app = window.document.body.querySelector('script[src="/app.js"]');
    expect(app?.hasAttribute('async')).toBe(true);
  });

  it('start at once when the visitor presses a key or taps, and only once', async () => {
    const { window, started, nextPaint } = loadPage();
    window.dispatchEvent(new window.KeyboardEvent('keydown', { key: 'Tab' }));
    expect(started()).toHaveLength(3);
    window.document.body.dispatchEvent(new window.Event('pointerdown', { bubbles: true }));
    window.dispatchEvent(new window.Event('load'));
    await nextPaint();
    expect(started()).toHaveLength(3);
  });
});

describe('holdScriptsUntilPainted', () => {
  const ScriptsSlice = (_: { sliceId: string }) => <script src="/app.js" async />;
  const run = (components: React.ReactElement[]) => {
    let replaced: React.ReactNode[] | undefined;
    type Args = Parameters<NonNullable<typeof holdScriptsUntilPainted>>;
    const args = {
      getPostBodyComponents: () => components,
      replacePostBodyComponents: (next: React.ReactNode[]) => (replaced = next),
    } as unknown as Args[0];
    holdScriptsUntilPainted!(args, {} as Args[1]);
    return replaced;
  };

  it('puts Gatsby’s scripts slice in the template and the starter after it', () => {
    const replaced = run([<div key="before" id="before" />, <ScriptsSlice key="s" sliceId="_gatsby-scripts" />]);
    const html = renderToStaticMarkup(<>{replaced}</>);
    expect(html).toMatch(
      new RegExp(
        `^<div id="before"></div><template id="${HELD_SCRIPTS_ID}"><script src="/app.js" async=""></script></template><script>\\(function startScriptsAfterPaint`,
      ),
    );
  });

  it('leaves a page without the slice as it is', () => {
    expect(run([<div key="only" />])).toBeUndefined();
  });
});
