import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** What a browser downloads as text: pages, their page data, bundles, stylesheets, feeds and the sitemap. */
const COMPRESSIBLE = /\.(html|json|js|css|xml|svg|txt|webmanifest)$/;
/** Too small to gain from compression. */
const MIN_BYTES = 1024;
/** The CMS's own folder: written after this step, opened only by writers, and compressed per request. */
const SKIPPED_DIRS = new Set(['admin']);

async function* compressibleFiles(dir: string): AsyncGenerator<string> {
  for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.')) continue;
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!SKIPPED_DIRS.has(entry.name)) yield* compressibleFiles(file);
    } else if (entry.isFile() && COMPRESSIBLE.test(entry.name)) {
      yield file;
    }
  }
}

/**
 * Writes a brotli (best quality) and a gzip copy beside every text file of the built site, which the server sends to
 * browsers that accept them (`preCompressed`). Compressed once when the site is built instead of on each request:
 * fewer bytes than on-the-fly compression can afford, and no compression work per request.
 */
export async function precompressSite(publicDir: string): Promise<void> {
  const files: string[] = [];
  for await (const file of compressibleFiles(publicDir)) files.push(file);
  await Promise.all(
    files.map(async (file) => {
      const content = await fs.readFile(file);
      if (content.length < MIN_BYTES) return;
      const [br, gz] = await Promise.all([
        brotli(content, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY } }),
        gzip(content, { level: zlib.constants.Z_BEST_COMPRESSION }),
      ]);
      await Promise.all([fs.writeFile(`${file}.br`, br), fs.writeFile(`${file}.gz`, gz)]);
    }),
  );
}
