import type { GatsbyConfig } from 'gatsby';
import { firm } from './src/config/firm';
import { unlistedRoutes } from './src/lib/routes';
import { siteUrl } from './src/lib/siteUrl';
import { rssFeedOptions } from './gatsby/rssFeed';
import { adminDevelopMiddleware } from './gatsby/cms/adminDevelopMiddleware';

const apiPort = process.env.API_PORT ?? '9001';

const config: GatsbyConfig = {
  siteMetadata: {
    title: firm.name,
    description: firm.tagline,
    siteUrl: siteUrl(process.env.SITE_URL),
  },
  // The spec's routes have no trailing slash; the server redirects '/x/' to '/x'.
  trailingSlash: 'never',
  graphqlTypegen: { generateOnBuild: true },
  // Only `gatsby develop` uses this: the API runs beside it (see scripts/develop.ts).
  proxy: { prefix: '/api', url: `http://127.0.0.1:${apiPort}` },
  // The CMS at /admin/ during `gatsby develop` (a build writes it into public/, see gatsby/cms/adminPage.ts).
  developMiddleware: (app: { use(middleware: ReturnType<typeof adminDevelopMiddleware>): void }) => {
    app.use(adminDevelopMiddleware(`${__dirname}/node_modules/.cache/cms-site`));
  },
  plugins: [
    'gatsby-plugin-image',
    'gatsby-plugin-sharp',
    'gatsby-transformer-sharp',
    {
      resolve: 'gatsby-source-filesystem',
      options: { name: 'images', path: `${__dirname}/src/images/generated` },
    },
    // What writers edit: one source per kind of content (gatsby/content/markdownNodes.ts maps them to kinds).
    ...(['blog', 'vacatures', 'faq', 'legal', 'pages'] as const).map((name) => ({
      resolve: 'gatsby-source-filesystem',
      options: { name, path: `${__dirname}/content/${name}`, ignore: ['**/*.svg'] },
    })),
    'gatsby-transformer-remark',
    { resolve: 'gatsby-plugin-feed', options: rssFeedOptions },
    {
      // Local portfolio images (and the placeholder) as File nodes; gatsby/portfolio links each item to its image.
      resolve: 'gatsby-source-filesystem',
      options: {
        name: 'portfolio',
        path: `${__dirname}/content/portfolio`,
        ignore: ['**/*.json', '**/*.svg', '**/*.md'],
      },
    },
    {
      resolve: 'gatsby-plugin-sitemap',
      options: {
        excludes: [...unlistedRoutes, '/404', '/404.html', '/dev-404-page'],
      },
    },
  ],
};

export default config;
