import * as React from 'react';
import type { IGatsbyImageData } from 'gatsby-plugin-image';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { routes } from '../../lib/routes';
import { CallToAction, PageHero } from '../common/sharedIslands';
import { ResponsiveImage } from '../common/ResponsiveImage';
import { Section } from '../common/Section';
import { StaticIsland } from '../../runtime';
import { MarkdownBody } from '../content/MarkdownBody';
import { ArticleMeta } from './ArticleMeta';
import { BlogCardGrid, type BlogCardData } from './BlogCard';

interface BlogArticleProps {
  title: string;
  excerpt: string;
  date: string;
  category: string;
  author: string;
  readingMinutes: number;
  image: IGatsbyImageData | null;
  imageAlt: string;
  html: string;
  related: readonly BlogCardData[];
}

/** One blog article: title and facts, cover, the text, related articles and the closing call to action. */
export function BlogArticle({
  title,
  excerpt,
  date,
  category,
  author,
  readingMinutes,
  image,
  imageAlt,
  html,
  related,
}: BlogArticleProps) {
  return (
    <>
      <PageHero title={title} lead={excerpt} breadcrumbs={[{ label: 'Blog', to: routes.blog }]}>
        <Box sx={{ mt: 3 }}>
          <ArticleMeta date={date} category={category} readingMinutes={readingMinutes} author={author} tone="light" />
        </Box>
      </PageHero>
      <StaticIsland>
        <Box component="article" aria-label={title}>
          {image && (
            <Container maxWidth="md" sx={{ pt: { xs: 4, md: 6 } }}>
              <ResponsiveImage
                image={image}
                alt={imageAlt}
                priority="lcp"
                style={{ borderRadius: 12, aspectRatio: '40 / 21', objectFit: 'cover' }}
              />
            </Container>
          )}
          <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 }, fontSize: '1.0625rem' }}>
            <MarkdownBody html={html} />
          </Container>
        </Box>
      </StaticIsland>
      {related.length > 0 && (
        <Section id="lees-ook" title="Lees ook" tone="mist">
          <BlogCardGrid articles={related} />
        </Section>
      )}
      <CallToAction />
    </>
  );
}
