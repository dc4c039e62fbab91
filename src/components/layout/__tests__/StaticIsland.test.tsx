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
