import * as React from 'react';
import { graphql, useStaticQuery } from 'gatsby';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { selectTeaserArticles } from '../../lib/content/articleSelection';
import { routes } from '../../lib/routes';
import { Section } from '../common/Section';
import { BlogCardGrid } from './BlogCard';
import { toBlogCard } from './blogCardFragment';

/** Home section 7: the newest article, the satisfaction report and the podcast (see selectTeaserArticles). */
export function BlogTeaserSection() {
  const data = useStaticQuery<Queries.BlogTeaserQuery>(graphql`
    query BlogTeaser {
      newest: allMarkdownRemark(filter: { fields: { kind: { eq: "blog" } } }, sort: [{ frontmatter: { date: DESC } }, { fields: { slug: ASC } }], limit: 3) {
        nodes {
          ...BlogCard
        }
      }
      featured: allMarkdownRemark(
        filter: { fields: { kind: { eq: "blog" }, slug: { in: ["tevredenheidsrapport-2024", "vastgoedpraat-podcast"] } } }
      ) {
        nodes {
          ...BlogCard
        }
      }
    }
  `);
  const candidates = [...data.newest.nodes, ...data.featured.nodes]
    .filter((node, i, all) => all.findIndex((n) => n.id === node.id) === i)
    .map((node) => ({ node, slug: node.fields?.slug ?? '', date: node.frontmatter?.date ?? '', category: node.frontmatter?.category ?? '', tags: [] }));
  const articles = selectTeaserArticles(candidates).map(({ node }) => toBlogCard(node));
  if (articles.length === 0) return null;
  return (
    <Section
      id="blog"
      title="Van onze blog"
      tone="mist"
      intro="Praktische uitleg over mede-eigendom: wat de regels zijn, wat u als mede-eigenaar mag verwachten en hoe wij werken."
    >
      <BlogCardGrid articles={articles} />
      <Box sx={{ mt: 4 }}>
        <Button variant="outlined" href={routes.blog}>
          Alle artikels op de blog
        </Button>
      </Box>
    </Section>
  );
}
