import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { routes } from '../../lib/routes';
import { Section } from '../common/Section';
import { OfficeCards } from '../offices/OfficeCards';
import type { HomeSections } from '../../lib/content/codePages';

export function ContactSection({ texts }: { texts: HomeSections['contact'] }) {
  return (
    <Section id="contact" title={texts.title} intro={texts.intro}>
      <OfficeCards />
      <Box sx={{ mt: 4, display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
        <Button variant="contained" href={routes.contact}>
          Naar het contactformulier
        </Button>
      </Box>
    </Section>
  );
}
