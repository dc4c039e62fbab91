import * as React from 'react';
import type { HomeSections } from '../../lib/content/codePages';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { routes } from '../../lib/routes';
import { Section } from '../common/Section';
import { BlogCardGrid, type BlogCardData } from './BlogCard';

/** Home section 7's markup: the teaser cards and a link to the blog. */
export function BlogTeaserContent({
  articles,
  texts,
}: {
  articles: readonly BlogCardData[];
  texts: HomeSections['blog'];
}) {
  return (
    <Section id="blog" title={texts.title} tone="mist" intro={texts.intro}>
      <BlogCardGrid articles={articles} />
      <Box sx={{ mt: 4 }}>
        <Button variant="outlined" href={routes.blog}>
          Alle artikels op de blog
        </Button>
      </Box>
    </Section>
  );
}
