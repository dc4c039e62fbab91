import * as React from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { StaticIsland } from '../../runtime';

interface SectionProps {
  id?: string;
  title?: string;
  intro?: React.ReactNode;
  tone?: 'plain' | 'mist' | 'sand';
  /** Id of a heading inside children, when the section has no `title`. */
  labelledBy?: string;
  /**
   * Sections are static islands: on a first visit their HTML is adopted without hydration.
   * Set this when the section holds stateful components (an accordion, a form, a carousel).
   */
  interactive?: boolean;
  children?: React.ReactNode;
}

const tones = { plain: 'background.default', mist: '#eef3f8', sand: '#f6f1ea' } as const;

/** A page band with an optional <h2> title; sections are labelled by their heading. */
export function Section({ id, title, intro, tone = 'plain', labelledBy, interactive = false, children }: SectionProps) {
  const headingId = id ? `${id}-title` : undefined;
  const section = (
    <Box
      component="section"
      id={id}
      aria-labelledby={title ? headingId : labelledBy}
      sx={{ bgcolor: tones[tone], py: { xs: 6, md: 9 } }}
    >
      <Container maxWidth="lg">
        {title && (
          <Typography id={headingId} variant="h2" sx={{ mb: intro ? 1.5 : 3 }}>
            {title}
          </Typography>
        )}
        {intro && <Typography sx={{ mb: 4, maxWidth: '70ch', color: 'text.secondary' }}>{intro}</Typography>}
        {children}
      </Container>
    </Box>
  );
  return interactive ? section : <StaticIsland>{section}</StaticIsland>;
}

/** Running text with comfortable measure and spacing for paragraphs, lists and sub-headings. */
export function Prose({ children }: { children: React.ReactNode }) {
  return (
    <Box
      sx={{
        maxWidth: '72ch',
        '& p': { mt: 0, mb: 2 },
        '& h2': { typography: 'h2', mt: 5, mb: 2 },
        '& h3': { typography: 'h3', mt: 4, mb: 1.5 },
        '& ul, & ol': { pl: 3, mb: 2 },
        '& li': { mb: 0.75 },
        '& a': { color: 'primary.main', textDecoration: 'underline', textUnderlineOffset: 3 },
      }}
    >
      {children}
    </Box>
  );
}
