import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { routes } from '../../lib/routes';

export interface CallToActionProps {
  title?: string;
  text?: string;
}

/** The closing band of a page: ask for a quote or get in touch. */
export function CallToAction({
  title = 'Klaar voor een syndicus die het verschil maakt?',
  text = 'Vraag een vrijblijvende offerte aan of neem contact op. We bekijken graag samen wat uw gebouw nodig heeft.',
}: CallToActionProps) {
  return (
    <Box
      component="section"
      aria-labelledby="cta-title"
      sx={{ bgcolor: 'secondary.dark', color: '#fff', py: { xs: 6, md: 8 } }}
    >
      <Container maxWidth="md" sx={{ textAlign: 'center' }}>
        <Typography id="cta-title" variant="h2" sx={{ mb: 1.5 }}>
          {title}
        </Typography>
        <Typography sx={{ mb: 3, color: '#fdf3ee' }}>{text}</Typography>
        <Box sx={{ display: 'flex', gap: 1.5, justifyContent: 'center', flexWrap: 'wrap' }}>
          <Button
            variant="contained"
            href={routes.offerte}
            sx={{ bgcolor: '#fff', color: 'secondary.dark', '&:hover': { bgcolor: '#fdf3ee' } }}
          >
            Vrijblijvende offerte
          </Button>
          <Button
            variant="outlined"
            href={routes.contact}
            sx={{
              color: '#fff',
              borderColor: '#fff',
              '&:hover': { borderColor: '#fff', bgcolor: 'rgba(255,255,255,0.08)' },
            }}
          >
            Contact opnemen
          </Button>
        </Box>
      </Container>
    </Box>
  );
}
