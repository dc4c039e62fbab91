import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { STATS } from '../../lib/constants';
import { routes } from '../../lib/routes';
import { Section } from '../common/Section';

export function CareersTeaser() {
  return (
    <Section id="werken-bij" tone="sand" labelledBy="werken-bij-title">
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' }, gap: 3, alignItems: 'center' }}>
        <div>
          <Typography variant="h2" id="werken-bij-title" sx={{ mb: 1.5 }}>
            Werken bij ons
          </Typography>
          <Typography color="text.secondary" sx={{ maxWidth: '60ch' }}>
            Ons team van {STATS.professionals} professionals groeit mee met de gebouwen die ons vertrouwen. Zoekt u een
            job met verantwoordelijkheid, veel menselijk contact en ruimte om bij te leren? Bekijk onze openstaande
            vacatures.
          </Typography>
        </div>
        <Box sx={{ textAlign: { md: 'right' } }}>
          <Button variant="contained" href={routes.vacatures} size="large">
            Bekijk de vacatures
          </Button>
        </Box>
      </Box>
    </Section>
  );
}
