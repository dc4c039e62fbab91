import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { routes } from '../../lib/routes';
import { Section } from '../common/Section';
import { BlogCardGrid, type BlogCardData } from './BlogCard';

/** Home section 7's markup: the teaser cards and a link to the blog. */
export function BlogTeaserContent({ articles }: { articles: readonly BlogCardData[] }) {
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
