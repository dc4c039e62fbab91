/** Copies of the built site for the same server to serve: the no-script twins, and a slowed site the gate must fail. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { CONSENT_STORED_ATTRIBUTE } from '../../src/components/consent/cookieEvents';
import { busyLoop, WORK_UNIT_STEPS, workUnitMs } from './cpuTime';

export type Rewrite = (html: string) => string;

/**
 * `<script>` elements that run (JSON-LD is the page's data, not code: the twin keeps it, or its HTML would be the
 * smaller by it, and an article's would fit TCP's first window where the site's does not), and the preloads that only
 * scripts would use (bundles, page data).
 */
const SCRIPT_ELEMENT = /<script\b(?![^>]*\btype=["']?application\/ld\+json)[^>]*>[\s\S]*?<\/script\s*>/gi;
const SCRIPT_PRELOAD = /<link\b(?=[^>]*\brel=["']?(?:preload|prefetch)\b)(?=[^>]*\bas=["']?(?:script|fetch)\b)[^>]*>/gi;
const MODULE_PRELOAD = /<link\b(?=[^>]*\brel=["']?modulepreload\b)[^>]*>/gi;

export const stripScripts: Rewrite = (html) =>
  html.replace(SCRIPT_ELEMENT, '').replace(SCRIPT_PRELOAD, '').replace(MODULE_PRELOAD, '');

/**
 * The twin of a returning visit: `<html>` marked as the site's inline consent script marks it before the first paint
 * when a cookie choice is stored, so that CSS hides the banner in the twin as it does on the site.
 */
export const returningVisitTwin: Rewrite = (html) =>
  stripScripts(html).replace(/<html\b/i, `<html ${CONSENT_STORED_ATTRIBUTE}=""`);

/**
 * One script more, run as the body is parsed (the server allows it by its hash), doing a fixed amount of work: as many
 * steps as take `ms` of CPU time here. A loop that ran until the clock said `ms` would do less of it on a busy host.
 */
export function withBlockingScript(ms: number): Rewrite {
  const steps = Math.round((WORK_UNIT_STEPS * ms) / Math.max(1, workUnitMs()));
  const script = `<script>${busyLoop(steps)}</script>`;
  return (html) => {
    if (!html.includes('</body>')) throw new Error('Geen </body> in de pagina: het vertragende script kan er niet in.');
    return html.replace('</body>', `${script}</body>`);
  };
}

/** The HTML file of a page path under Gatsby's `trailingSlash: 'never'`: '/' → index.html, '/faq' → faq/index.html. */
export function pageFile(publicDir: string, page: string): string {
  return path.join(publicDir, page.replace(/^\/+/, ''), 'index.html');
}

type SiteCopy = { dir: string; remove(): void };
const BROTLI_BEST = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY } };

/** A temporary copy of `publicDir` with the HTML of `pages` rewritten and compressed anew: the server prefers a .br. */
export function copySiteWithRewrittenPages(publicDir: string, pages: string[], rewrite: Rewrite): SiteCopy {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'syndic-site-copy-'));
  const remove = () => fs.rmSync(dir, { recursive: true, force: true });
  try {
    fs.cpSync(publicDir, dir, { recursive: true });
    for (const page of pages) {
      const file = pageFile(dir, page);
      if (!fs.existsSync(file)) throw new Error(`${page}: ${path.relative(dir, file)} staat niet in de build.`);
      const html = Buffer.from(rewrite(fs.readFileSync(file, 'utf8')));
      fs.writeFileSync(file, html);
      fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(html, BROTLI_BEST));
      fs.writeFileSync(`${file}.gz`, zlib.gzipSync(html, { level: zlib.constants.Z_BEST_COMPRESSION }));
    }
  } catch (error) {
    remove();
    throw error;
  }
  return { dir, remove };
}
