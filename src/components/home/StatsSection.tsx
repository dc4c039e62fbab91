import * as React from 'react';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import type { HomeSections } from '../../lib/content/codePages';
import { statFigures } from '../../lib/stats';
import { Section } from '../common/Section';

const figures = [statFigures.buildings, statFigures.residents, statFigures.officeLocations, statFigures.professionals];

export function StatsSection({ texts }: { texts: HomeSections['stats'] }) {
  return (
    <Section id="over-ons" title={texts.title} tone="mist" intro={texts.intro}>
      <Grid container spacing={3} component="dl" sx={{ m: 0 }}>
        {figures.map((f) => (
          <Grid
            key={f.label}
            size={{ xs: 6, md: 3 }}
            sx={{ display: 'flex', flexDirection: 'column-reverse', justifyContent: 'flex-end', textAlign: 'center' }}
          >
            <Typography component="dt" sx={{ fontWeight: 600 }}>
              {f.label}
            </Typography>
            <Typography
              component="dd"
              variant="h2"
              color="primary"
              sx={{ m: 0, fontSize: { xs: '2.2rem', md: '3rem' } }}
            >
              {f.value}
            </Typography>
          </Grid>
        ))}
      </Grid>
    </Section>
  );
}
