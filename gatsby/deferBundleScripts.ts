import fs from 'node:fs/promises';
import path from 'node:path';
import { startOnIntentScript } from '../src/components/layout/startOnIntentScript';

// Gatsby's bundle tags, as its `_gatsby-scripts` slice writes them: `<script src="/app-….js" async></script>`.
const BUNDLE_SCRIPT = /<script src="([^"]+\.js)" async(?:="")?><\/script>/g;

/** One page: Gatsby's bundle <script async> tags give way to one inline script that starts them on intent. */
export function deferBundleScriptsInHtml(html: string): string {
  const sources = [...html.matchAll(BUNDLE_SCRIPT)].map((match) => match[1]);
  if (sources.length === 0) return html;
  let first = true;
  return html.replace(BUNDLE_SCRIPT, () => {
    if (!first) return '';
    first = false;
    return `<script>${startOnIntentScript(sources)}</script>`;
  });
}

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile() && e.name.endsWith('.html')).map((e) => path.join(e.parentPath, e.name));
}

/**
 * Every built page (see startOnIntentScript). Runs in onPostBuild, after Gatsby has stitched its slices
 * into the HTML; a page already rewritten has no bundle tags left and stays as it is.
 */
export async function deferBundleScripts(publicDir: string): Promise<number> {
  let rewritten = 0;
  for (const file of await htmlFiles(publicDir)) {
    const html = await fs.readFile(file, 'utf8');
    const deferred = deferBundleScriptsInHtml(html);
    if (deferred !== html) {
      await fs.writeFile(file, deferred);
      rewritten++;
    }
  }
  return rewritten;
}
