import * as React from 'react';
import type { HomeSections } from '../../lib/content/codePages';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { routes } from '../../lib/routes';
import { Section } from '../common/Section';

export function CareersTeaser({ texts }: { texts: HomeSections['careers'] }) {
  return (
    <Section id="werken-bij" tone="sand" labelledBy="werken-bij-title">
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' }, gap: 3, alignItems: 'center' }}>
        <div>
          <Typography variant="h2" id="werken-bij-title" sx={{ mb: 1.5 }}>
            {texts.title}
          </Typography>
          <Typography color="text.secondary" sx={{ maxWidth: '60ch' }}>
            {texts.text}
          </Typography>
        </div>
        <Box sx={{ textAlign: { md: 'right' } }}>
          <Button variant="contained" href={routes.vacatures} size="large">
            {texts.linkLabel}
          </Button>
        </Box>
      </Box>
    </Section>
  );
}
