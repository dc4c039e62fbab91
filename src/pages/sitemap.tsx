import * as React from 'react';
import { graphql, type HeadFC, type PageProps } from 'gatsby';
import { routes } from '../lib/routes';
import { Seo } from '../components/seo/Seo';
import { lazyStaticIsland } from '../components/layout/StaticIsland';

const TITLE = 'Sitemap';
const DESCRIPTION =
  "Overzicht van alle pagina's van onze website: diensten, informatie over ons kantoor, blogartikels, vacatures, contact en juridische informatie.";

// The page is static: its code is fetched only for a client-side render (see lazyStaticIsland).
const SitemapContent = lazyStaticIsland(() =>
  import('../components/pageContent/SitemapContent').then((m) => m.SitemapContent),
);

export const query = graphql`
  query SitemapArticles {
    allMarkdownRemark(
      filter: { fields: { kind: { eq: "blog" } } }
      sort: [{ frontmatter: { date: DESC } }, { fields: { slug: ASC } }]
    ) {
      nodes {
        fields {
          path
        }
        frontmatter {
          title
        }
      }
    }
  }
`;

/** Every route, then every blog article from content/blog, newest first. */
export default function SitemapPage({ data }: PageProps<Queries.SitemapArticlesQuery>) {
  const articles = data.allMarkdownRemark.nodes.map((node) => ({
    path: node.fields?.path ?? '',
    title: node.frontmatter?.title ?? '',
  }));
  return <SitemapContent title={TITLE} articles={articles} />;
}

export const Head: HeadFC = () => (
  <Seo title={TITLE} description={DESCRIPTION} path={routes.sitemap} breadcrumb={{ name: TITLE }} />
);
