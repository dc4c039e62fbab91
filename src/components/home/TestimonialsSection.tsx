import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RECOMMEND_RATE_SOURCE, statFigures } from '../../lib/stats';
import { Section } from '../common/Section';
import type { HomeSections } from '../../lib/content/codePages';
import { island } from '../../runtime';

// The carousel and its 18 quotes load when they come near the viewport; until then the server HTML shows the first page.
const TestimonialsCarousel = island(
  () =>
    Promise.all([import('../testimonials/TestimonialsCarousel'), import('../../lib/testimonials')]).then(
      ([carousel, data]) =>
        function HomeTestimonialsCarousel({ label }: { label: string }) {
          return <carousel.TestimonialsCarousel testimonials={data.testimonials} label={label} />;
        },
    ),
  { hydrate: 'visible', placeholderHeight: 420 },
);

/** What clients say, with the recommendation rate up front. Interactive: the carousel hydrates. */
export function TestimonialsSection({ texts }: { texts: HomeSections['testimonials'] }) {
  return (
    <Section id="getuigenissen" labelledBy="getuigenissen-title" interactive>
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          alignItems: 'end',
          mb: { xs: 3, md: 4 },
          // minmax(0, …): on a phone the column may not grow past the screen to fit the figure's longest word.
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '1fr auto' },
        }}
      >
        <div>
          <Typography variant="h2" id="getuigenissen-title" sx={{ mb: 1.5 }}>
            {texts.title}
          </Typography>
          {texts.intro && (
            <Typography color="text.secondary" sx={{ maxWidth: '62ch' }}>
              {texts.intro}
            </Typography>
          )}
        </div>
        <Box
          component="p"
          sx={{
            m: 0,
            display: 'flex',
            alignItems: 'center',
            gap: 2,
            p: 2.5,
            pr: 3,
            borderRadius: 3,
            bgcolor: '#f6f1ea',
            maxWidth: 420,
            overflowWrap: 'break-word',
          }}
        >
          <Box
            component="span"
            sx={{
              fontSize: { xs: '2.5rem', md: '3rem' },
              fontWeight: 800,
              lineHeight: 1,
              color: 'secondary.dark',
              letterSpacing: '-0.02em',
              // The figure stays whole; the label beside it wraps.
              whiteSpace: 'nowrap',
              flexShrink: 0,
            }}
          >
            {statFigures.recommendRate.value}
          </Box>{' '}
          <span>
            <Box component="span" sx={{ display: 'block', fontWeight: 700 }}>
              {statFigures.recommendRate.label}
            </Box>{' '}
            <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
              {RECOMMEND_RATE_SOURCE}
            </Typography>
          </span>
        </Box>
      </Box>
      <TestimonialsCarousel label="Getuigenissen van klanten" />
    </Section>
  );
}
