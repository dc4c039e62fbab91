import * as React from 'react';
import type { IGatsbyImageData } from 'gatsby-plugin-image';
import { ResponsiveImage } from '../common/ResponsiveImage';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { CardGrid } from '../common/CardGrid';
import { ArticleMeta } from './ArticleMeta';

export interface BlogCardData {
  path: string;
  title: string;
  excerpt: string;
  date: string;
  category: string;
  image: IGatsbyImageData | null | undefined;
  imageAlt: string;
}

/** One article as a card; the title link covers the whole card, so the card is one target and one tab stop. */
export function BlogCard({ article, headingLevel = 'h3' }: { article: BlogCardData; headingLevel?: 'h2' | 'h3' }) {
  return (
    <Box
      component="article"
      sx={{
        position: 'relative',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        bgcolor: 'background.paper',
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        overflow: 'hidden',
        transition: 'box-shadow 150ms',
        '&:hover': { boxShadow: 4 },
        '&:focus-within': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 },
        '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
      }}
    >
      {article.image && (
        <ResponsiveImage
          image={article.image}
          alt={article.imageAlt}
          style={{ aspectRatio: '40 / 21', objectFit: 'cover' }}
        />
      )}
      <Box sx={{ p: 3, display: 'flex', flexDirection: 'column', gap: 1.25, flexGrow: 1 }}>
        <ArticleMeta date={article.date} category={article.category} />
        <Typography component={headingLevel} variant="h3" sx={{ fontSize: '1.25rem' }}>
          <Link
            href={article.path}
            underline="hover"
            sx={{
              color: 'text.primary',
              '&::after': { content: '""', position: 'absolute', inset: 0 },
              '&:focus-visible': { outline: 'none' },
            }}
          >
            {article.title}
          </Link>
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>{article.excerpt}</Typography>
      </Box>
    </Box>
  );
}

/** A responsive grid of cards as a list. */
export function BlogCardGrid({
  articles,
  headingLevel,
}: {
  articles: readonly BlogCardData[];
  headingLevel?: 'h2' | 'h3';
}) {
  return (
    <CardGrid>
      {articles.map((article) => (
        <li key={article.path}>
          <BlogCard article={article} headingLevel={headingLevel} />
        </li>
      ))}
    </CardGrid>
  );
}
