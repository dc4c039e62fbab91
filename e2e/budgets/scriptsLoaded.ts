import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Page } from '@playwright/test';

export interface LoadedScripts {
  /** The site's own scripts the page fetched, as URL paths. */
  files: string[];
  gzipBytes: number;
}

const gzipSizes = new Map<string, number>();
function gzipSize(file: string): number {
  if (!gzipSizes.has(file)) gzipSizes.set(file, zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length);
  return gzipSizes.get(file)!;
}

/**
 * Records every script from `origin` that the page fetches while `visit` runs (it navigates and waits); the
 * sizes are those of the files in `publicDir`, gzipped. What counts is what the browser really loads: the
 * bundles Gatsby's tags name, the chunks imported while hydrating (deferred islands) and the overlay code
 * fetched once the page is idle; not Gatsby's `<link rel="prefetch">` of other pages, which the browser
 * fetches at lowest priority as a guess about the next page.
 */
export async function recordScriptsLoaded(page: Page, origin: string, publicDir: string, visit: () => Promise<void>): Promise<LoadedScripts> {
  const files = new Set<string>();
  const onRequest = (request: { resourceType(): string; url(): string }) => {
    const url = new URL(request.url());
    if (request.resourceType() === 'script' && url.origin === origin) files.add(url.pathname);
  };
  page.on('request', onRequest);
  try {
    await visit();
  } finally {
    page.off('request', onRequest);
  }
  const list = [...files].sort();
  return { files: list, gzipBytes: list.reduce((sum, f) => sum + gzipSize(path.join(publicDir, decodeURIComponent(f))), 0) };
}
