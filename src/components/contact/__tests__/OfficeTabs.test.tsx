/**
 * @jest-environment jsdom
 */
import * as React from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { IGatsbyImageData } from 'gatsby-plugin-image';
import { DEFAULT_OFFICE_ID, offices } from '../../../lib/offices';
import { serverHtml } from '../../../runtime/__tests__/serverHtml';
import { DEFERRED_ISLAND_ATTRIBUTE, ISLAND_READY_ATTRIBUTE } from '../../../runtime/markers';
import { earlyTabsScript } from '../../common/earlyTabs';
import { OfficeTabs } from '../OfficeTabs';

// Every render of MUI's Grid, the frame of a panel's contents: a tap on a tab must not re-render any of them.
const gridRenders = { count: 0 };
jest.mock('@mui/material/Grid', () => {
  const { default: Grid } = jest.requireActual<{ default: React.ElementType }>('@mui/material/Grid');
  return {
    __esModule: true,
    default: function CountedGrid(props: object) {
      gridRenders.count += 1;
      return <Grid {...props} />;
    },
  };
});

const regionImage: IGatsbyImageData = {
  layout: 'constrained',
  width: 640,
  height: 480,
  images: { fallback: { src: '/regio.png' }, sources: [] },
};

const other = offices.find((office) => office.id !== DEFAULT_OFFICE_ID)!;

test('a tap on a tab selects it and shows its panel alone, without re-rendering the contents of any panel', () => {
  render(<OfficeTabs regionImage={regionImage} />);
  act(() => undefined); // the hydration mark's transition
  const rendersBefore = gridRenders.count;
  fireEvent.click(screen.getByRole('tab', { name: new RegExp(other.name) }));

  expect(screen.getByRole('tab', { selected: true })).toHaveProperty('id', `kantoor-tab-${other.id}`);
  const shown = screen.getAllByRole('tabpanel');
  expect(shown).toHaveLength(1);
  expect(shown[0].textContent).toContain(`Kantoor ${other.name}`);
  expect(gridRenders.count - rendersBefore).toBe(0);
});

test('the arrow keys, Home and End move selection and focus together, wrapping', () => {
  render(<OfficeTabs regionImage={regionImage} />);
  const selectedTab = () => screen.getByRole('tab', { selected: true });
  fireEvent.keyDown(selectedTab(), { key: 'End' });
  expect(selectedTab().id).toBe(`kantoor-tab-${offices.at(-1)!.id}`);
  expect(document.activeElement).toBe(selectedTab());
  fireEvent.keyDown(selectedTab(), { key: 'ArrowRight' });
  expect(selectedTab().id).toBe(`kantoor-tab-${offices[0].id}`);
  fireEvent.keyDown(selectedTab(), { key: 'ArrowLeft' });
  expect(selectedTab().id).toBe(`kantoor-tab-${offices.at(-1)!.id}`);
  fireEvent.keyDown(selectedTab(), { key: 'Home' });
  expect(selectedTab().id).toBe(`kantoor-tab-${offices[0].id}`);
  expect(screen.getAllByRole('tab').filter((tab) => tab.tabIndex === 0)).toEqual([selectedTab()]);
});

test('React takes over the tab the inline script selected while the code was on its way', async () => {
  // MUI's layout effects warn under jsdom's server render; Gatsby's server has no document.
  const serverWarnings = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const html = await serverHtml(<OfficeTabs regionImage={regionImage} />);
  serverWarnings.mockRestore();
  // The island as it waits for its code, with the page's inline script answering a tap on a tab meanwhile.
  const island = document.body.appendChild(document.createElement('div'));
  island.setAttribute(DEFERRED_ISLAND_ATTRIBUTE, '');
  const container = island.appendChild(document.createElement('div'));
  container.innerHTML = html;
  new Function(earlyTabsScript)();
  const tab = (id: string) => document.getElementById(`kantoor-tab-${id}`)!;
  fireEvent.click(tab(other.id));
  expect(tab(other.id).getAttribute('aria-selected')).toBe('true');
  // From here on React answers, as when the runtime marks the island ready.
  island.setAttribute(ISLAND_READY_ATTRIBUTE, '');
  const hydrationErrors = jest.spyOn(console, 'error');
  render(<OfficeTabs regionImage={regionImage} />, { container, hydrate: true });
  await act(async () => undefined);
  // React's state agrees with the page: no attribute it hydrates differs.
  expect(hydrationErrors).not.toHaveBeenCalled();
  hydrationErrors.mockRestore();
  expect(screen.getByRole('tab', { selected: true })).toBe(tab(other.id));
  fireEvent.keyDown(tab(other.id), { key: 'ArrowRight' });
  const next = offices[(offices.indexOf(other) + 1) % offices.length];
  expect(screen.getByRole('tab', { selected: true })).toBe(tab(next.id));
  expect(screen.getAllByRole('tabpanel').map((panel) => panel.id)).toEqual([`kantoor-panel-${next.id}`]);
});
