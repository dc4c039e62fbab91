/**
 * @jest-environment jsdom
 */
import * as React from 'react';
import { hydrateRoot } from 'react-dom/client';
import { act } from 'react';
import { endFirstHydration, StaticIsland } from '../island';

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

/** What the server renders for <Page label="Van de server" /> (the island renders its children there). */
const SERVER_HTML = '<main><div data-static-island="" style="display:contents"><p>Van de server</p></div></main>';

let renders = 0;
function Counted({ label }: { label: string }) {
  renders++;
  return <p>{label}</p>;
}

function Page({ label }: { label: string }) {
  return (
    <main>
      <StaticIsland>
        <Counted label={label} />
      </StaticIsland>
    </main>
  );
}

describe('StaticIsland', () => {
  it('keeps the server HTML on the first hydration without rendering its children', async () => {
    const container = document.createElement('div');
    container.innerHTML = SERVER_HTML;
    document.body.appendChild(container);
    renders = 0;
    await act(async () => {
      hydrateRoot(container, <Page label="Van de server" />);
    });
    expect(container.innerHTML).toBe(SERVER_HTML);
    expect(renders).toBe(0);
  });

  it('renders its children normally once the first hydration is over', async () => {
    endFirstHydration();
    const { createRoot } = await import('react-dom/client');
    const container = document.createElement('div');
    renders = 0;
    await act(async () => {
      createRoot(container).render(<Page label="Na navigatie" />);
    });
    expect(container.querySelector('p')?.textContent).toBe('Na navigatie');
    expect(renders).toBe(1);
  });
});

/** A fresh copy of the runtime (its state starts over) with the React it uses. */
async function freshModules() {
  jest.resetModules();
  const [runtime, react, client] = await Promise.all([
    import('../island'),
    import('react'),
    import('react-dom/client'),
  ]);
  return { runtime, act: react.act, hydrateRoot: client.hydrateRoot, createRoot: client.createRoot };
}

describe("island(load, { hydrate: 'never' })", () => {
  it('keeps the server HTML without loading its code on the first hydration, and renders it after a navigation', async () => {
    const { runtime, act, hydrateRoot, createRoot } = await freshModules();
    let loads = 0;
    const Lazy = runtime.island(
      async () => {
        loads++;
        return function Content({ label }: { label: string }) {
          return <p>{label}</p>;
        };
      },
      { hydrate: 'never' },
    );

    const container = document.createElement('div');
    container.innerHTML = '<div data-static-island="" style="display:contents"><p>Van de server</p></div>';
    await act(async () => {
      hydrateRoot(container, <Lazy label="Van de server" />);
    });
    expect(container.innerHTML).toBe('<div data-static-island="" style="display:contents"><p>Van de server</p></div>');
    expect(loads).toBe(0);

    // After the first hydration the code is fetched once, in idle time, and a fresh mount renders it.
    runtime.endFirstHydration();
    await runtime.preloadIslands();
    expect(loads).toBe(1);
    const fresh = document.createElement('div');
    await act(async () => {
      createRoot(fresh).render(<Lazy label="Na navigatie" />);
    });
    expect(fresh.querySelector('p')?.textContent).toBe('Na navigatie');
    expect(loads).toBe(1);
  });

  it('retries a failed load on the next mount', async () => {
    const { runtime, act, createRoot } = await freshModules();
    runtime.endFirstHydration();
    let attempts = 0;
    const Lazy = runtime.island(
      async () => {
        attempts++;
        if (attempts === 1) throw new Error('chunk load failed');
        return function Content() {
          return <p>Geladen</p>;
        };
      },
      { hydrate: 'never' },
    );
    await expect(runtime.preloadIslands()).rejects.toThrow('chunk load failed');
    const container = document.createElement('div');
    await act(async () => {
      createRoot(container).render(<Lazy />);
    });
    expect(container.querySelector('p')?.textContent).toBe('Geladen');
    expect(attempts).toBe(2);
  });

  it('loads, before a server render, the islands that a loaded island defines in its turn', async () => {
    const { runtime } = await freshModules();
    let heroLoads = 0;
    // A lazy page whose module, once loaded, defines a lazy hero (as BlogArticle does with PageHero).
    runtime.island(
      async () => {
        runtime.island(
          async () => {
            heroLoads++;
            return function Hero() {
              return <h1>Titel</h1>;
            };
          },
          { hydrate: 'never' },
        );
        return function Page() {
          return <p>Pagina</p>;
        };
      },
      { hydrate: 'never' },
    );
    await runtime.preloadIslands();
    expect(heroLoads).toBe(1);
  });
});

describe("island(load, 'intent')", () => {
  it('fetches nothing for the server render or when idle, only on preload() or its first render', async () => {
    const { runtime, act, createRoot } = await freshModules();
    let loads = 0;
    const Lazy = runtime.island(async () => {
      loads++;
      return function Content() {
        return <p>Geladen</p>;
      };
    }, 'intent');
    runtime.endFirstHydration();
    await runtime.preloadIslands();
    expect(loads).toBe(0);
    await Lazy.preload();
    expect(loads).toBe(1);
    const container = document.createElement('div');
    await act(async () => {
      createRoot(container).render(<Lazy />);
    });
    expect(container.querySelector('p')?.textContent).toBe('Geladen');
    expect(loads).toBe(1);
  });
});

describe("island(load, { hydrate: 'visible', placeholderHeight })", () => {
  /** IntersectionObserver stand-in: the test says when the island comes into view. */
  const observed: { element: Element; notify: (visible: boolean) => void }[] = [];
  class FakeIntersectionObserver {
    constructor(private readonly callback: (entries: { isIntersecting: boolean }[]) => void) {}
    observe(element: Element) {
      observed.push({ element, notify: (visible) => this.callback([{ isIntersecting: visible }]) });
    }
    disconnect() {}
  }

  async function carouselIsland() {
    const modules = await freshModules();
    let loads = 0;
    const Carousel = modules.runtime.island(
      async () => {
        loads++;
        return function Carousel({ label }: { label: string }) {
          return <p>{label}</p>;
        };
      },
      { hydrate: 'visible', placeholderHeight: 300 },
    );
    return { ...modules, Carousel, loads: () => loads };
  }

  it('keeps the server HTML, loads nothing until the island nears the viewport, then hydrates it in place', async () => {
    Object.assign(globalThis, { IntersectionObserver: FakeIntersectionObserver });
    // The server HTML, from a render that awaited the island's code (as gatsby-ssr does).
    const server = await carouselIsland();
    await server.Carousel.preload();
    // jsdom lacks the TextEncoder that react-dom/server's browser build needs; Node's is the same.
    Object.assign(globalThis, { TextEncoder: (await import('node:util')).TextEncoder });
    const { renderToString } = await import('react-dom/server');
    const serverHtml = renderToString(<server.Carousel label="Dia 1" />);
    expect(serverHtml).toContain('<p>Dia 1</p>');

    const { act, hydrateRoot, Carousel, loads } = await carouselIsland();
    const container = document.createElement('div');
    container.innerHTML = serverHtml;
    document.body.appendChild(container);
    const paragraph = container.querySelector('p');
    await act(async () => {
      hydrateRoot(container, <Carousel label="Dia 1" />);
    });
    expect(loads()).toBe(0);
    // The page does not wait for it to be interactive.
    expect(document.documentElement.getAttribute('data-pending-islands')).not.toBe('1');
    expect(observed.at(-1)?.element).toBe(paragraph);

    await act(async () => {
      observed.at(-1)!.notify(true);
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(loads()).toBe(1);
    expect(container.querySelector('p')).toBe(paragraph);
    expect(container.querySelector('[data-deferred-island]')?.hasAttribute('data-island-ready')).toBe(true);
  });
});
