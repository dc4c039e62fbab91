import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

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
    const from = path.join(sourceDir, file);
    const to = path.join(outputDir, file.replace(/\.svg$/, '.png'));
    const [src, out] = await Promise.all([fs.stat(from), fs.stat(to).catch(() => null)]);
    if (out && out.mtimeMs >= src.mtimeMs) continue;
    await sharp(from, { density: 72 * scale }).png({ compressionLevel: 9 }).toFile(to);
    written.push(to);
  }
  return written;
}
