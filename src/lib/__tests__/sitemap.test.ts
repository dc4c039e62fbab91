import { routes, thankYouRoutes } from '../routes';
import { sitemapPaths } from '../sitemap';

describe('HTML sitemap', () => {
  it('links every route once, except the thank-you pages', () => {
    const paths = sitemapPaths();
    expect(new Set(paths).size).toBe(paths.length);
    const expected = Object.values(routes).filter((path) => !thankYouRoutes.includes(path));
    expect([...paths].sort()).toEqual([...expected].sort());
  });
});
