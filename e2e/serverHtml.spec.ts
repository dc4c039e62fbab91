import { expect, test } from '@playwright/test';
import { builtPages } from './builtHtml';

// Visitors read the server HTML before any JavaScript runs, and static islands keep it as it is: a part
// missing from it (a lazy island whose code was not loaded at render time) would stay missing.
test('every built page is complete server HTML: one <h1>, and no static island left empty', () => {
  const pages = builtPages();
  expect(pages.length).toBeGreaterThan(20);
  for (const { file, html } of pages) {
    expect(html.match(/<h1[\s>]/g) ?? [], `${file}: <h1>`).toHaveLength(1);
    expect(html, file).not.toMatch(/<div data-static-island="" style="display:contents"><\/div>/);
  }
});
