import { expect, test } from '@playwright/test';
import { createTheme } from '@mui/material/styles';
import { STATIC_ISLAND_ATTRIBUTE } from '../src/runtime/markers';
import { builtPages } from './builtHtml';

// Visitors read the server HTML before any JavaScript runs, and static islands keep it as it is: a part
// missing from it (a lazy island whose code was not loaded at render time) would stay missing. An image whose address
// waits for a script (GatsbyImage's data-src) stays an empty frame until then, and for good where scripts fail.
test('every built page is complete server HTML: one <h1>, no static island left empty, no image waiting for a script', async ({
  page,
}) => {
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
          imagesWithoutAddress: [...doc.querySelectorAll('img, source')]
            .filter((image) => !image.getAttribute('src') && !image.getAttribute('srcset'))
            .map((image) => image.outerHTML.slice(0, 120)),
        };
      },
      [html, STATIC_ISLAND_ATTRIBUTE] as const,
    );
    expect(found.headings, `${file}: <h1>`).toBe(1);
    expect(found.emptyIslands, `${file}: empty static islands (of ${found.islands})`).toBe(0);
    expect(found.imagesWithoutAddress, `${file}: images without an address of their own`).toEqual([]);
    islands += found.islands;
  }
  // The marker is still the one the runtime writes: else the check above would pass on any page.
  expect(islands).toBeGreaterThan(pages.length);
});

// MUI's components take the site's theme from StyleScope (src/runtime/styleScope.tsx), which the page shell does not
// give: a page that renders MUI outside it gets MUI's default theme, on the server as in the browser, and its CSS says so.
test("no page renders MUI's components outside the style scope: none of its CSS is in MUI's default theme", () => {
  const defaults = createTheme();
  const defaultLooks = [defaults.typography.fontFamily!.replace(/,\s+/g, ','), defaults.palette.primary.main];
  const outside = builtPages()
    .filter(({ html }) => defaultLooks.some((look) => html.includes(look)))
    .map(({ file }) => file);
  expect(outside).toEqual([]);
});
