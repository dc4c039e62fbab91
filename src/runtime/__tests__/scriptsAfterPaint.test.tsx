import * as React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { JSDOM, type DOMWindow } from 'jsdom';
import { HELD_SCRIPTS_ID, holdScriptsUntilPainted, scriptsAfterPaintSource } from '../scriptsAfterPaint';

interface PageOptions {
  /** A browser that reports paints: the first contentful paint is reported only once `reportPaint` is called. */
  paintReporting?: boolean;
  /** A loaded image on the page whose decoding ends only once `decodeImage` is called. */
  decodingImage?: boolean;
  paintWaitLimitMs?: number;
}

/** A page as Gatsby writes it once held: the framework's scripts in the template, the starter after it. */
function loadPage({ paintReporting = false, decodingImage = false, paintWaitLimitMs }: PageOptions = {}) {
  const dom = new JSDOM(
    `<!doctype html><html><body><main>Inhoud</main><template id="${HELD_SCRIPTS_ID}">` +
      '<script id="gatsby-chunk-mapping">window.___chunkMapping="{}";</script>' +
      '<script src="/framework.js" async></script><script src="/app.js" async></script></template></body></html>',
    { runScripts: 'outside-only', url: 'http://127.0.0.1/', pretendToBeVisual: true },
  );
  const { window } = dom;
  pages.push(window);
  Object.defineProperty(window.document, 'readyState', { value: 'interactive', configurable: true });
  const painted: { name: string }[] = [];
  const observers: (() => void)[] = [];
  const reportPaint = () => {
    painted.push({ name: 'first-contentful-paint' });
    observers.forEach((notify) => notify());
  };
  if (paintReporting) {
    window.performance.getEntriesByName = ((name: string) =>
      painted.filter((entry) => entry.name === name)) as unknown as Performance['getEntriesByName'];
    Object.assign(window, {
      PerformanceObserver: class {
        constructor(private readonly notify: () => void) {}
        observe() {
          observers.push(this.notify);
        }
        disconnect() {}
      },
    });
  }
  let decodeImage = () => {};
  if (decodingImage) {
    // One loaded image in the first view, whose decoding the test ends, and one below it, whose decoding never ends.
    const loadedImage = (top: number, decoded: Promise<void>) => {
      const image = window.document.createElement('img');
      Object.defineProperties(image, { complete: { value: true }, naturalWidth: { value: 800 } });
      image.getBoundingClientRect = () => ({ top, bottom: top + 400, width: 800 }) as DOMRect;
      image.decode = () => decoded;
      window.document.body.prepend(image);
    };
    loadedImage(0, new Promise<void>((resolve) => (decodeImage = resolve)));
    loadedImage(window.innerHeight + 100, new Promise<void>(() => {}));
  }
  window.eval(scriptsAfterPaintSource(paintWaitLimitMs));
  const started = () =>
    [...window.document.body.children]
      .filter((element) => element.tagName === 'SCRIPT')
      .map((script) => script.getAttribute('src') ?? script.textContent);
  const nextPaint = () => new Promise((resolve) => setTimeout(resolve, 60));
  const load = () => window.dispatchEvent(new window.Event('load'));
  return { window, started, nextPaint, load, reportPaint, decodeImage };
}

// Each page's timers (the limit on waiting for a paint) end with it.
const pages: DOMWindow[] = [];
afterEach(() => pages.splice(0).forEach((window) => window.close()));

describe('the framework scripts wait for the page to paint', () => {
  it('start after the load event and a painted frame, in their order, with their attributes and text', async () => {
    const { window, started, nextPaint, load } = loadPage();
    await nextPaint();
    expect(started()).toEqual([]);
    load();
    expect(started()).toEqual([]);
    await nextPaint();
    expect(started()).toEqual(['window.___chunkMapping="{}";', '/framework.js', '/app.js']);
    const app = window.document.body.querySelector('script[src="/app.js"]');
    expect(app?.hasAttribute('async')).toBe(true);
  });

  it('wait until the browser reports the first contentful paint, which comes once the frame is on screen', async () => {
    const { started, nextPaint, load, reportPaint } = loadPage({ paintReporting: true });
    load();
    await nextPaint();
    expect(started()).toEqual([]);
    reportPaint();
    await nextPaint();
    expect(started()).toHaveLength(3);
  });

  it('wait until every loaded image in the first view is decoded, not the images below it', async () => {
    const { started, nextPaint, load, decodeImage } = loadPage({ decodingImage: true });
    load();
    await nextPaint();
    expect(started()).toEqual([]);
    decodeImage();
    await nextPaint();
    expect(started()).toHaveLength(3);
  });

  it('start after the limit when no paint is ever reported (a tab in the background)', async () => {
    const { started, nextPaint, load } = loadPage({ paintReporting: true, paintWaitLimitMs: 120 });
    load();
    await nextPaint();
    expect(started()).toEqual([]);
    await nextPaint();
    await nextPaint();
    expect(started()).toHaveLength(3);
  });

  it('start at once when the visitor presses a key or taps, and only once', async () => {
    const { window, started, nextPaint, load } = loadPage();
    window.dispatchEvent(new window.KeyboardEvent('keydown', { key: 'Tab' }));
    expect(started()).toHaveLength(3);
    window.document.body.dispatchEvent(new window.Event('pointerdown', { bubbles: true }));
    load();
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
