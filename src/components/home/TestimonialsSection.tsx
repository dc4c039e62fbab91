import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RECOMMEND_RATE_SOURCE, statFigures } from '../../lib/stats';
import { testimonials } from '../../lib/testimonials';
import { Section } from '../common/Section';
import { TestimonialsCarousel } from '../testimonials/TestimonialsCarousel';

/** What clients say, with the recommendation rate up front. Interactive: the carousel hydrates. */
export function TestimonialsSection() {
  return (
    <Section id="getuigenissen" labelledBy="getuigenissen-title" interactive>
      <Box sx={{ display: 'grid', gap: 3, alignItems: 'end', mb: { xs: 3, md: 4 }, gridTemplateColumns: { xs: '1fr', md: '1fr auto' } }}>
        <div>
          <Typography variant="h2" id="getuigenissen-title" sx={{ mb: 1.5 }}>
            Wat onze klanten zeggen
          </Typography>
          <Typography color="text.secondary" sx={{ maxWidth: '62ch' }}>
            Eigenaars, raden van mede-eigendom, ondernemers en projectontwikkelaars over hun ervaring met ons beheer.
          </Typography>
        </div>
        <Box
          component="p"
          sx={{ m: 0, display: 'flex', alignItems: 'center', gap: 2, p: 2.5, pr: 3, borderRadius: 3, bgcolor: '#f6f1ea', maxWidth: 420 }}
        >
          <Box component="span" sx={{ fontSize: { xs: '2.5rem', md: '3rem' }, fontWeight: 800, lineHeight: 1, color: 'secondary.dark', letterSpacing: '-0.02em' }}>
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
      <TestimonialsCarousel testimonials={testimonials} label="Getuigenissen van klanten" />
    </Section>
  );
}
