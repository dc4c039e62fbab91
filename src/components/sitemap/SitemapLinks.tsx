import * as React from 'react';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { type SitemapArticle, type SitemapEntry, sitemapGroups } from '../../lib/sitemap';
import { Section } from '../common/Section';

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

/** The links of the HTML sitemap: every route (src/lib/sitemap.ts) with the vacancies and, below, every blog article. */
export function SitemapLinks({
  articles,
  vacancies,
}: {
  articles: readonly SitemapArticle[];
  vacancies: readonly SitemapArticle[];
}) {
  return (
    <Section>
      <Grid container spacing={4}>
        {sitemapGroups(vacancies).map((group) => {
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
          <Typography
            component="ul"
            sx={{ ...listSx, columnGap: 6, columns: { md: 2 }, '& li': { my: 0.75, breakInside: 'avoid' } }}
          >
            {articles.map((article) => (
              <li key={article.path}>
                <Link href={article.path}>{article.title}</Link>
              </li>
            ))}
          </Typography>
        </Box>
      )}
    </Section>
  );
}
