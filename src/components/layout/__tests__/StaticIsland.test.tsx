/**
 * @jest-environment jsdom
 */
import * as React from 'react';
import { hydrateRoot } from 'react-dom/client';
import { act } from 'react';
import { endFirstHydration, StaticIsland } from '../StaticIsland';

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

/** A fresh copy of StaticIsland (its first-hydration flag starts over) with the React it uses. */
async function freshModules() {
  jest.resetModules();
  const [island, react, client] = await Promise.all([
    import('../StaticIsland'),
    import('react'),
    import('react-dom/client'),
  ]);
  return { island, act: react.act, hydrateRoot: client.hydrateRoot, createRoot: client.createRoot };
}

describe('lazyStaticIsland', () => {
  it('keeps the server HTML without loading its code on the first hydration, and renders it after a navigation', async () => {
    const { island, act, hydrateRoot, createRoot } = await freshModules();
    let loads = 0;
    const Lazy = island.lazyStaticIsland(async () => {
      loads++;
      return function Content({ label }: { label: string }) {
        return <p>{label}</p>;
      };
    });

    const container = document.createElement('div');
    container.innerHTML = '<div data-static-island="" style="display:contents"><p>Van de server</p></div>';
    await act(async () => {
      hydrateRoot(container, <Lazy label="Van de server" />);
    });
    expect(container.innerHTML).toBe('<div data-static-island="" style="display:contents"><p>Van de server</p></div>');
    expect(loads).toBe(0);

    // After the first hydration the code is fetched once, in idle time, and a fresh mount renders it.
    island.endFirstHydration();
    await island.preloadStaticIslands();
    expect(loads).toBe(1);
    const fresh = document.createElement('div');
    await act(async () => {
      createRoot(fresh).render(<Lazy label="Na navigatie" />);
    });
    expect(fresh.querySelector('p')?.textContent).toBe('Na navigatie');
    expect(loads).toBe(1);
  });

  it('retries a failed load on the next mount', async () => {
    const { island, act, createRoot } = await freshModules();
    island.endFirstHydration();
    let attempts = 0;
    const Lazy = island.lazyStaticIsland(async () => {
      attempts++;
      if (attempts === 1) throw new Error('chunk load failed');
      return function Content() {
        return <p>Geladen</p>;
      };
    });
    await expect(island.preloadStaticIslands()).rejects.toThrow('chunk load failed');
    const container = document.createElement('div');
    await act(async () => {
      createRoot(container).render(<Lazy />);
    });
    expect(container.querySelector('p')?.textContent).toBe('Geladen');
    expect(attempts).toBe(2);
  });

  it('loads, before a server render, the islands that a loaded island defines in its turn', async () => {
    const { island } = await freshModules();
    let heroLoads = 0;
    // A lazy page whose module, once loaded, defines a lazy hero (as BlogArticle does with PageHero).
    island.lazyStaticIsland(async () => {
      island.lazyStaticIsland(async () => {
        heroLoads++;
        return function Hero() {
          return <h1>Titel</h1>;
        };
      });
      return function Page() {
        return <p>Pagina</p>;
      };
    });
    await island.preloadStaticIslands();
    expect(heroLoads).toBe(1);
  });
});
