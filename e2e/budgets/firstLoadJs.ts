import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

export interface PageJs {
  path: string;
  files: string[];
  gzipBytes: number;
}

/**
 * The JavaScript a first visit to a page downloads: Gatsby's runtime, framework and app bundles plus the
 * page's component chunk group, gzipped. Lazy chunks (menus, dialogs) are not part of it.
 */
export function firstLoadJs(publicDir: string): PageJs[] {
  const stats = JSON.parse(fs.readFileSync(path.join(publicDir, 'webpack.stats.json'), 'utf8')) as {
    assetsByChunkName: Record<string, string[]>;
  };
  const gz = new Map<string, number>();
  const gzipSize = (file: string) => {
    if (!gz.has(file)) gz.set(file, zlib.gzipSync(fs.readFileSync(path.join(publicDir, file)), { level: 9 }).length);
    return gz.get(file)!;
  };
  const js = (chunk: string) => (stats.assetsByChunkName[chunk] ?? []).filter((f) => f.endsWith('.js'));
  const pageDataDir = path.join(publicDir, 'page-data');
  const pages: PageJs[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name === 'page-data.json') {
        const data = JSON.parse(fs.readFileSync(full, 'utf8')) as { path: string; componentChunkName: string };
        const files = [...new Set([...js('app'), ...js(data.componentChunkName)])];
        pages.push({ path: data.path, files, gzipBytes: files.reduce((sum, f) => sum + gzipSize(f), 0) });
      }
    }
  };
  walk(pageDataDir);
  return pages.sort((a, b) => b.gzipBytes - a.gzipBytes);
}

if (require.main === module) {
  const pages = firstLoadJs(path.resolve(__dirname, '../../public'));
  for (const page of pages) console.log(`${(page.gzipBytes / 1024).toFixed(1).padStart(7)} KB  ${page.path}`);
}
