import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

/** Suffix of a PNG the build made from an SVG beside it; such files are not committed. */
export const GENERATED_PNG_SUFFIX = '.generated.png';

async function rasteriseIfStale(from: string, to: string, scale: number): Promise<boolean> {
  const [src, out] = await Promise.all([fs.stat(from), fs.stat(to).catch(() => null)]);
  if (out && out.mtimeMs >= src.mtimeMs) return false;
  await sharp(from, { density: 72 * scale })
    .png({ compressionLevel: 9 })
    .toFile(to);
  return true;
}

/**
 * The team draws illustrations as SVG (src/images/illustrations). gatsby-plugin-image needs rasters,
 * so each SVG becomes a PNG in src/images/generated before Gatsby sources files. A PNG newer than its
 * SVG is kept, so warm builds skip this.
 */
export async function rasteriseIllustrations(sourceDir: string, outputDir: string, scale = 2): Promise<string[]> {
  await fs.mkdir(outputDir, { recursive: true });
  const svgs = (await fs.readdir(sourceDir)).filter((f) => f.endsWith('.svg'));
  const written: string[] = [];
  for (const file of svgs) {
    const to = path.join(outputDir, file.replace(/\.svg$/, '.png'));
    if (await rasteriseIfStale(path.join(sourceDir, file), to, scale)) written.push(to);
  }
  return written;
}

/**
 * Writers may draw a cover as SVG next to their Markdown (content/blog/<slug>/cover.svg) and point
 * the frontmatter at `./cover.generated.png`: every SVG under `contentDir` gets that PNG sibling.
 */
export async function rasteriseContentSvgs(contentDir: string, scale = 1): Promise<string[]> {
  const entries = await fs.readdir(contentDir, { recursive: true, withFileTypes: true }).catch(() => []);
  const written: string[] = [];
  for (const entry of entries) {
    if (!entry.isFile() || !entry.name.endsWith('.svg')) continue;
    const from = path.join(entry.parentPath, entry.name);
    const to = from.replace(/\.svg$/, GENERATED_PNG_SUFFIX);
    if (await rasteriseIfStale(from, to, scale)) written.push(to);
  }
  return written;
}
