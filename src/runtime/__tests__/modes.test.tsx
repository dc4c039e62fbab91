/**
 * @jest-environment jsdom
 */
import * as React from 'react';

/**
 * The modes of island() that the landing page meets with the page's own code ('load'), after it is interactive
 * ('afterInteractive'), plus useHydrated; 'never', 'visible' and 'intent' are in
 * island.test.tsx. Each test gets a fresh copy of the runtime, whose state starts over as on a new page load.
 */
Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

async function freshModules() {
  jest.resetModules();
  const [runtime, hooks, react, client] = await Promise.all([
    import('../island'),
    import('../hooks'),
    import('react'),
    import('react-dom/client'),
  ]);
  // jsdom lacks the TextEncoder that react-dom/server's browser build needs; Node's is the same.
  Object.assign(globalThis, { TextEncoder: (await import('node:util')).TextEncoder });
  const { renderToString } = await import('react-dom/server');
  return {
    runtime,
    hooks,
    act: react.act,
    hydrateRoot: client.hydrateRoot,
    renderToString,
    /** What the end of every page does once the rest has hydrated (HydratedMarker, last in the page). */
    async finishHydration() {
      await react.act(async () => {
        client.createRoot(document.createElement('div')).render(<runtime.HydratedMarker />);
      });
    },
  };
}

/** A loader the test answers when it wants, counting how often it was asked. */
function controlledLoader<P extends object>(Component: React.ComponentType<P>) {
  let answer = () => {};
  const answered = new Promise<void>((resolve) => (answer = resolve));
  const loader = {
    calls: 0,
    load: async () => {
      loader.calls++;
      await answered;
      return Component;
    },
    answer,
  };
  return loader;
}

function Slide({ label }: { label: string }) {
  return <p>{label}</p>;
}

/** Lets timers, idle callbacks (a timeout in jsdom) and promises run, inside act. */
async function settle(act: (callback: () => Promise<void>) => Promise<void>) {
  await act(async () => {
    for (let i = 0; i < 5; i++) await new Promise((resolve) => setTimeout(resolve, 5));
  });
}

/**
 * A deferred island of `mode` as the browser meets it: the server HTML of a render that awaited its code (as gatsby-ssr
 * does) in the document, and a fresh runtime whose island loads through a loader the test answers.
 */
async function landOn(mode: 'load' | 'afterInteractive', label: string) {
  const server = await freshModules();
  const ServerSlide = server.runtime.island(async () => Slide, { hydrate: mode, placeholderHeight: 100 });
  await server.runtime.preloadIslands();
  const container = document.createElement('div');
  container.innerHTML = server.renderToString(<ServerSlide label={label} />);
  document.body.appendChild(container);

  const browser = await freshModules();
  const loader = controlledLoader(Slide);
  const Island = browser.runtime.island(loader.load, { hydrate: mode, placeholderHeight: 100 });
  return { ...browser, loader, container, paragraph: container.querySelector('p'), element: <Island label={label} /> };
}

const html = document.documentElement;
/** User Timing marks the page set (jsdom has no performance.mark). */
const marks: string[] = [];
Object.defineProperty(performance, 'mark', { configurable: true, value: (name: string) => marks.push(name) });

beforeEach(() => {
  marks.length = 0;
  html.removeAttribute('data-pending-islands');
  html.removeAttribute('data-hydrated');
  document.body.innerHTML = '';
});

describe("island(load, { hydrate: 'load' })", () => {
  it('fetches its code at once and holds the page from counting as interactive until the code has hydrated it', async () => {
    const { act, hydrateRoot, loader, container, paragraph, element } = await landOn('load', 'Dia 1');
    expect(loader.calls).toBe(1);
    await act(async () => {
      hydrateRoot(container, element);
    });
    expect(html.getAttribute('data-pending-islands')).toBe('1');
    expect(container.querySelector('[data-deferred-island]')?.hasAttribute('data-island-ready')).toBe(false);

    loader.answer();
    await settle(act);
    expect(html.getAttribute('data-pending-islands')).toBe('0');
    expect(container.querySelector('[data-deferred-island]')?.hasAttribute('data-island-ready')).toBe(true);
    // Hydrated in place: the server's paragraph is the one React now owns.
    expect(container.querySelector('p')).toBe(paragraph);
    expect(loader.calls).toBe(1);
  });
});

describe("island(load, { hydrate: 'afterInteractive' })", () => {
  it('keeps its server HTML and fetches nothing until the page is interactive and idle; the page does not wait for it', async () => {
    const { act, hydrateRoot, finishHydration, loader, container, paragraph, element } = await landOn(
      'afterInteractive',
      'Formulier',
    );
    expect(loader.calls).toBe(0);
    await act(async () => {
      hydrateRoot(container, element);
    });
    // Without the rest of the page hydrated, it waits: no fetch, server HTML kept, the page not held up by it.
    await settle(act);
    expect(loader.calls).toBe(0);
    expect(container.querySelector('p')).toBe(paragraph);
    expect(html.getAttribute('data-pending-islands')).not.toBe('1');

    // The rest of the page has hydrated, so it is interactive; once idle, the island's code comes.
    await finishHydration();
    expect(html.getAttribute('data-hydrated')).toBe('true');
    expect(marks).toEqual(['page-interactive']);
    await settle(act);
    expect(loader.calls).toBe(1);
    loader.answer();
    await settle(act);
    expect(container.querySelector('[data-deferred-island]')?.hasAttribute('data-island-ready')).toBe(true);
    expect(container.querySelector('p')).toBe(paragraph);
  });
});

describe('useHydrated', () => {
  it('is false in the server HTML and while React hydrates it, and true once hydration has committed', async () => {
    const { hooks, act, hydrateRoot, renderToString } = await freshModules();
    const seen: boolean[] = [];
    function Form() {
      const hydrated = hooks.useHydrated();
      seen.push(hydrated);
      return <form {...hooks.hydratedMark(hydrated)}>{hydrated ? 'klaar' : 'HTML'}</form>;
    }
    const serverHtml = renderToString(<Form />);
    expect(serverHtml).toBe('<form>HTML</form>');

    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const container = document.createElement('div');
    container.innerHTML = serverHtml;
    await act(async () => {
      hydrateRoot(container, <Form />);
    });
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    expect(seen).toEqual([false, false, true]);
    expect(container.innerHTML).toBe('<form data-hydrated="true">klaar</form>');
  });
});
