import { expect, test } from '@playwright/test';
import { STATIC_ISLAND_ATTRIBUTE } from '../src/runtime/markers';
import { builtPages } from './builtHtml';

// Visitors read the server HTML before any JavaScript runs, and static islands keep it as it is: a part
// missing from it (a lazy island whose code was not loaded at render time) would stay missing.
test('every built page is complete server HTML: one <h1>, and no static island left empty', async ({ page }) => {
  const pages = builtPages();
  expect(pages.length).toBeGreaterThan(20);
  let islands = 0;
  for (const { file, html } of pages) {
    // Parsed as the browser parses it, without running it, so no way of writing the markup hides an empty island.
    const found = await page.evaluate(
      ([source, islandAttribute]) => {
        const doc = new DOMParser().parseFromString(source, 'text/html');
        const islands = [...doc.querySelectorAll(`[${islandAttribute}]`)];
        return {
          headings: doc.querySelectorAll('h1').length,
          islands: islands.length,
          emptyIslands: islands.filter((island) => !island.children.length && !island.textContent?.trim()).length,
        };
      },
      [html, STATIC_ISLAND_ATTRIBUTE] as const,
    );
    expect(found.headings, `${file}: <h1>`).toBe(1);
    expect(found.emptyIslands, `${file}: empty static islands (of ${found.islands})`).toBe(0);
    islands += found.islands;
  }
  // The marker is still the one the runtime writes: else the check above would pass on any page.
  expect(islands).toBeGreaterThan(pages.length);
});
