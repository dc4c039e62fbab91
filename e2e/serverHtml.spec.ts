import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';

const publicDir = path.resolve(__dirname, '../public');

/** Every built page, as the server sends it (not Gatsby's slice fragments in _gatsby/). */
function builtPages(): { file: string; html: string }[] {
  return fs
    .readdirSync(publicDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.relative(publicDir, path.join(entry.parentPath, entry.name)))
    .filter((file) => !file.startsWith('_gatsby'))
    .map((file) => ({ file, html: fs.readFileSync(path.join(publicDir, file), 'utf8') }));
}

test.beforeEach(() => {
  test.skip(test.info().project.name !== 'desktop-1440', 'checked once, on the build output');
});

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
