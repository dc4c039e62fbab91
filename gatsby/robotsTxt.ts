import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * Everything may be crawled but the CMS at /admin/; the sitemap index (gatsby-plugin-sitemap) is named with the
 * site's own origin.
 */
export function robotsTxt(origin: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /admin\n\nSitemap: ${origin.replace(/\/$/, '')}/sitemap-index.xml\n`;
}

export async function writeRobotsTxt(publicDir: string, origin: string): Promise<void> {
  await fs.writeFile(path.join(publicDir, 'robots.txt'), robotsTxt(origin));
}
