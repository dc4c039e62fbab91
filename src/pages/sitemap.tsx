import * as React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { routes } from '../lib/routes';
import { codePageTexts } from '../components/content/codePageTexts';
import { CodePageSeo } from '../components/seo/CodePageSeo';
import { island } from '../runtime';
import { PageHero } from '../components/common/sharedIslands';

const SitemapLinks = island(() => import('../components/sitemap/SitemapLinks').then((m) => m.SitemapLinks), 'never');

export const query = graphql`
  query SitemapArticles {
    texts: markdownRemark(fields: { kind: { eq: "page" }, path: { eq: "/sitemap" } }) {
      ...CodePageTexts
    }
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
    vacancies: allMarkdownRemark(
      filter: { fields: { kind: { eq: "vacature" } } }
      sort: [{ frontmatter: { title: ASC } }]
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

/**
 * Every route with the vacancies of content/vacatures, then every blog article from content/blog, newest first; the
 * words are in content/pages/sitemap.md.
 */
export default function SitemapPage({ data }: PageProps<Queries.SitemapArticlesQuery>) {
  const texts = codePageTexts(data.texts, routes.sitemap);
  const toLink = (node: { fields: { path: string | null } | null; frontmatter: { title: string | null } | null }) => ({
    path: node.fields?.path ?? '',
    title: node.frontmatter?.title ?? '',
  });
  const articles = data.allMarkdownRemark.nodes.map(toLink);
  const vacancies = data.vacancies.nodes.map(toLink);
  return (
    <>
      <PageHero title={texts.title} heading={texts.heading} lead={texts.lead} />
      <SitemapLinks articles={articles} vacancies={vacancies} />
    </>
  );
}

export function Head({ data }: HeadProps<Queries.SitemapArticlesQuery>) {
  return <CodePageSeo texts={data.texts} route={routes.sitemap} breadcrumb />;
}
