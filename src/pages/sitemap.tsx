import * as React from 'react';
import { graphql, type HeadFC, type PageProps } from 'gatsby';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { routes } from '../lib/routes';
import { type SitemapArticle, type SitemapEntry, sitemapGroups } from '../lib/sitemap';
import { PageHero } from '../components/common/PageHero';
import { Section } from '../components/common/Section';
import { Seo } from '../components/seo/Seo';

const TITLE = 'Sitemap';
const DESCRIPTION =
  "Overzicht van alle pagina's van onze website: diensten, informatie over ons kantoor, blogartikels, vacatures, contact en juridische informatie.";

const listSx = { pl: 2.5, m: 0, '& li': { my: 0.75 }, '& a': { display: 'inline-block', py: 0.25 } } as const;

function EntryList({ entries }: { entries: readonly SitemapEntry[] }) {
  return (
    <Typography component="ul" sx={listSx}>
      {entries.map((entry) => (
        <li key={entry.to}>
          <Link href={entry.to}>{entry.label}</Link>
          {entry.children && <EntryList entries={entry.children} />}
        </li>
      ))}
    </Typography>
  );
}

/** The sitemap: every route (src/lib/sitemap.ts) and, below, every blog article. */
function SitemapContent({ articles }: { articles: readonly SitemapArticle[] }) {
  return (
    <>
      <PageHero title={TITLE} lead="Alle pagina's van onze website op één plaats." />
      <Section>
        <Grid container spacing={4}>
          {sitemapGroups.map((group) => {
            const headingId = `sitemap-${group.title.toLowerCase()}`;
            return (
              <Grid key={group.title} size={{ xs: 12, sm: 6, md: 4 }} component="section" aria-labelledby={headingId}>
                <Typography variant="h2" id={headingId} sx={{ fontSize: '1.35rem', mb: 1.5 }}>
                  {group.title}
                </Typography>
                <EntryList entries={group.entries} />
              </Grid>
            );
          })}
        </Grid>
        {articles.length > 0 && (
          <Box component="section" aria-labelledby="sitemap-artikels" sx={{ mt: 6 }}>
            <Typography variant="h2" id="sitemap-artikels" sx={{ fontSize: '1.35rem', mb: 1.5 }}>
              Blogartikels
            </Typography>
            <Typography component="ul" sx={{ ...listSx, columnGap: 6, columns: { md: 2 }, '& li': { my: 0.75, breakInside: 'avoid' } }}>
              {articles.map((article) => (
                <li key={article.path}>
                  <Link href={article.path}>{article.title}</Link>
                </li>
              ))}
            </Typography>
          </Box>
        )}
      </Section>
    </>
  );
}

export const query = graphql`
  query SitemapArticles {
    allMarkdownRemark(filter: { fields: { kind: { eq: "blog" } } }, sort: [{ frontmatter: { date: DESC } }, { fields: { slug: ASC } }]) {
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
  const articles = data.allMarkdownRemark.nodes.map((node) => ({ path: node.fields?.path ?? '', title: node.frontmatter?.title ?? '' }));
  return <SitemapContent articles={articles} />;
}

export const Head: HeadFC = () => <Seo title={TITLE} description={DESCRIPTION} path={routes.sitemap} breadcrumb={{ name: TITLE }} />;
