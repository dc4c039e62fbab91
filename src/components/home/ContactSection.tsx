import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { routes } from '../../lib/routes';
import { Section } from '../common/Section';
import { OfficeCards } from '../offices/OfficeCards';

export function ContactSection() {
  return (
    <Section
      id="contact"
      title="Contact"
      intro="Onze kantoren in Sint-Niklaas en Aalst zijn open op weekdagen van 09:00 tot 12:00; in de namiddag en in het Meetjesland ontvangen we u op afspraak."
    >
      <OfficeCards />
      <Box sx={{ mt: 4, display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
        <Button variant="contained" href={routes.contact}>
          Naar het contactformulier
        </Button>
      </Box>
    </Section>
  );
}
