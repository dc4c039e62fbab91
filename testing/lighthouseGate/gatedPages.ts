/** Which pages of a build the gate and the benchmark measure. */
import fs from 'node:fs';
import path from 'node:path';
import { routes } from '../../src/lib/routes';
import type { GatedKind } from './verdict';

export const publicDirectory = (): string => path.resolve(__dirname, '../..', process.env.PUBLIC_DIR ?? 'public');

/** The build's first article by path: the gate measures the template on whatever the firm publishes, not a slug. */
export function firstArticle(publicDir: string): string {
  const blogData = path.join(publicDir, 'page-data', routes.blog);
  const article = fs
    .readdirSync(blogData)
    .sort()
    .map((slug) => path.join(blogData, slug, 'page-data.json'))
    .filter((file) => fs.existsSync(file))
    .map((file) => JSON.parse(fs.readFileSync(file, 'utf8')) as { componentChunkName: string; path: string })
    .find((page) => page.componentChunkName === 'component---src-templates-blog-post-tsx');
  if (!article) throw new Error(`Geen artikel in de build (${path.relative(process.cwd(), blogData)}).`);
  return article.path;
}

export const gatedPages = (publicDir: string): Record<GatedKind, string> => ({
  home: routes.home,
  article: firstArticle(publicDir),
  form: routes.contact,
});
