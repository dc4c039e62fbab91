import fs from 'node:fs';
import path from 'node:path';
import { recordScriptsLoaded } from './budgets/scriptsLoaded';
import { publicDir } from './builtHtml';
import { expect, test, waitUntilInteractive } from './fixtures';

// The brief's budget: 120 KB gzipped of JavaScript that a first visit loads without the visitor doing anything
// (aim: under 100). React, Gatsby's runtime and MUI's styling engine take about 100 KB of it.
const BUDGET_KB = 120;

/** One page per page component (pages of one template load the same scripts), from Gatsby's page data. */
function onePagePerComponent(): string[] {
  const byComponent = new Map<string, string>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name === 'page-data.json') {
        const data = JSON.parse(fs.readFileSync(full, 'utf8')) as { path: string; componentChunkName: string };
        if (!/^\/404|dev-404/.test(data.path) && !byComponent.has(data.componentChunkName)) byComponent.set(data.componentChunkName, data.path);
      }
    }
  };
  walk(path.join(publicDir, 'page-data'));
  return [...byComponent.values()].sort();
}

const pages = onePagePerComponent();

test('the budget covers every kind of page', () => {
  expect(pages.length).toBeGreaterThan(20);
});

for (const pagePath of pages) {
  test(`${pagePath}: the JavaScript a first visit loads stays within ${BUDGET_KB} KB gzipped`, async ({ page, decided, baseURL }) => {
    void decided;
    const loaded = await recordScriptsLoaded(page, new URL(baseURL!).origin, publicDir, async () => {
      await page.goto(pagePath);
      await waitUntilInteractive(page);
      // Overlay code (menu, dialogs) follows once the page is idle after load: that counts too.
      await page.waitForLoadState('networkidle');
    });
    const kb = loaded.gzipBytes / 1024;
    test.info().annotations.push({ type: 'first-load JS', description: `${kb.toFixed(1)} KB gz in ${loaded.files.length} files` });
    console.log(`Eerste-laad-JS ${test.info().project.name} ${pagePath}: ${kb.toFixed(1)} KB gz (${loaded.files.length} bestanden)`);
    expect(loaded.files.some((f) => /^\/app-/.test(f)), 'the app bundle ran').toBe(true);
    expect(kb, loaded.files.join(', ')).toBeLessThanOrEqual(BUDGET_KB);
  });
}
