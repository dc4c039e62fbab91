import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Page } from '@playwright/test';
import { PAGE_INTERACTIVE_MARK } from '../../src/runtime/markers';

export interface ScriptSet {
  /** URL paths of the site's own scripts. */
  files: string[];
  gzipBytes: number;
}

export interface LoadedScripts {
  /** What the page fetched until it was interactive (the `page-interactive` mark): its first-load JavaScript. */
  firstLoad: ScriptSet;
  /** What it fetched afterwards on its own, in idle time (overlay code, static islands for a later visit). */
  afterwards: ScriptSet;
}

const gzipSizes = new Map<string, number>();
function gzipSize(file: string): number {
  if (!gzipSizes.has(file)) gzipSizes.set(file, zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length);
  return gzipSizes.get(file)!;
}

/**
 * The scripts the page in `page` has really fetched, from the browser's Resource Timing: the bundles Gatsby's
 * tags name and every chunk imported by script (deferred islands, overlays), not Gatsby's `<link
 * rel="prefetch">` guesses about the next page. Sizes are those of the files in `publicDir`, gzipped.
 */
export async function scriptsLoaded(page: Page, publicDir: string): Promise<LoadedScripts> {
  const entries = await page.evaluate((mark) => {
    const interactiveAt = performance.getEntriesByName(mark)[0]?.startTime ?? Number.POSITIVE_INFINITY;
    return (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((r) => r.initiatorType === 'script' && new URL(r.name).origin === location.origin)
      .map((r) => ({ file: new URL(r.name).pathname, firstLoad: r.startTime <= interactiveAt }));
  }, PAGE_INTERACTIVE_MARK);
  const set = (firstLoad: boolean): ScriptSet => {
    const files = [...new Set(entries.filter((e) => e.firstLoad === firstLoad).map((e) => e.file))].sort();
    return {
      files,
      gzipBytes: files.reduce((sum, f) => sum + gzipSize(path.join(publicDir, decodeURIComponent(f))), 0),
    };
  };
  return { firstLoad: set(true), afterwards: set(false) };
}
