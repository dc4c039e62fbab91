import * as React from 'react';
import { graphql, useStaticQuery } from 'gatsby';
import { selectTeaserArticles } from '../../lib/content/articleSelection';
import { toBlogCard } from './blogCardFragment';
import type { HomeSections } from '../../lib/content/codePages';
import { island, StaticIsland } from '../../runtime';

const BlogTeaserContent = island(() => import('./BlogTeaserContent').then((m) => m.BlogTeaserContent), 'never');

/** Home section 7: the newest article, the satisfaction report and the podcast (see selectTeaserArticles). */
function BlogTeaser({ texts }: { texts: HomeSections['blog'] }) {
  const data = useStaticQuery<Queries.BlogTeaserQuery>(graphql`
    query BlogTeaser {
      newest: allMarkdownRemark(
        filter: { fields: { kind: { eq: "blog" } } }
        sort: [{ frontmatter: { date: DESC } }, { fields: { slug: ASC } }]
        limit: 3
      ) {
        nodes {
          ...BlogCard
        }
      }
      featured: allMarkdownRemark(
        filter: {
          fields: { kind: { eq: "blog" }, slug: { in: ["tevredenheidsrapport-2024", "vastgoedpraat-podcast"] } }
        }
      ) {
        nodes {
          ...BlogCard
        }
      }
    }
  `);
  const candidates = [...data.newest.nodes, ...data.featured.nodes]
    .filter((node, i, all) => all.findIndex((n) => n.id === node.id) === i)
    .map((node) => ({
      node,
      slug: node.fields?.slug ?? '',
      date: node.frontmatter?.date ?? '',
      category: node.frontmatter?.category ?? '',
      tags: [],
    }));
  const articles = selectTeaserArticles(candidates).map(({ node }) => toBlogCard(node));
  if (articles.length === 0) return null;
  return <BlogTeaserContent articles={articles} texts={texts} />;
}

/**
 * Static as a whole: on the page a visitor lands on, neither the query's result nor the selection is worked on
 * again while the page hydrates (StaticIsland does not render its children then).
 */
export function BlogTeaserSection({ texts }: { texts: HomeSections['blog'] }) {
  return (
    <StaticIsland>
      <BlogTeaser texts={texts} />
    </StaticIsland>
  );
}
