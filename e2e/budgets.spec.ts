import { expect, test } from '@playwright/test';
import { firstLoadJs } from './budgets/firstLoadJs';
import { builtHtmlFiles, publicDir } from './builtHtml';

// The brief's budget: 120 KB gzipped of first-load JavaScript (aim: under 100). React, Gatsby's runtime and
// MUI's styling engine take about 115 KB of it; static content is kept out of the bundles (lazyStaticIsland).
const BUDGET_KB = 120;

test.beforeEach(() => {
  test.skip(test.info().project.name !== 'desktop-1440', 'measured once, on the build output');
});

test('first-load JavaScript of every page stays within the budget', () => {
  const pages = firstLoadJs(publicDir);
  expect(pages.length).toBeGreaterThan(20);
  for (const page of pages) {
    expect(page.gzipBytes / 1024, `${page.path}: ${page.files.join(', ')}`).toBeLessThanOrEqual(BUDGET_KB);
  }
  console.log(
    `First-load JS (gzip): max ${(pages[0].gzipBytes / 1024).toFixed(1)} KB (${pages[0].path}), ` +
      `min ${(pages[pages.length - 1].gzipBytes / 1024).toFixed(1)} KB over ${pages.length} pages`,
  );
});

test('no page asks for a bundle before the visitor acts: the only script is the inline starter', () => {
  const htmlFiles = builtHtmlFiles();
  expect(htmlFiles.length).toBeGreaterThan(20);
  for (const { file, html } of htmlFiles) {
    expect(html, file).not.toMatch(/<script[^>]+src=/);
    expect(html, file).not.toMatch(/<link[^>]+as="script"/);
    expect(html, file).toContain("h.setAttribute('data-js','starting')");
  }
});
