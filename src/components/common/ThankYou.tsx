import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import type { PageBlock } from '../../lib/content/pageBlocks';
import { routes } from '../../lib/routes';
import type { Crumb } from '../../lib/breadcrumbs';
import { ContentBlocks } from '../content/ContentPage';
import { PageHero } from './PageHero';

export interface ThankYouProps {
  title: string;
  /** The <h1> when it differs from the title (soft hyphens). */
  heading?: string;
  /** The page the visitor came from (the form), shown as the parent crumb. */
  parent: Crumb;
  lead: string;
  /** What happens next: the blocks of the page's file in content/pages/. */
  blocks: readonly PageBlock[];
  /** The Markdown body as HTML: the sections the prose blocks show. */
  html: string;
  /** A second way on, next to the button back to the home page. */
  furtherLink: { label: string; to: string };
}

/** The page shown after a form was sent: a thank-you hero, what happens next, and the ways on. */
export function ThankYou({ title, heading, parent, lead, blocks, html, furtherLink }: ThankYouProps) {
  return (
    <>
      <PageHero title={title} heading={heading} breadcrumbs={[parent]} lead={lead} />
      <ContentBlocks blocks={blocks} html={html} />
      <Container maxWidth="lg" sx={{ pb: { xs: 6, md: 9 } }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
          <Button variant="contained" href={routes.home}>
            Terug naar de startpagina
          </Button>
          <Button variant="outlined" href={furtherLink.to}>
            {furtherLink.label}
          </Button>
        </Box>
      </Container>
    </>
  );
}
