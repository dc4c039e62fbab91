import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { routes } from '../../lib/routes';
import {
  ANSWERED_INLINE,
  COOKIE_CHOICE_ATTRIBUTE,
  OPEN_COOKIE_SETTINGS_ATTRIBUTES,
  type CookieBannerChoice,
} from './cookieEvents';

export const COOKIE_BANNER_TITLE_ID = 'cookie-banner-title';

/**
 * The banner's markup, in every page's HTML. No event handlers: server HTML that React never hydrates, whose buttons the
 * inline script answers (consentControls.ts), and which CSS hides while a choice is stored.
 */
export function CookieBannerContent() {
  const choice = (value: CookieBannerChoice) => ({ [COOKIE_CHOICE_ATTRIBUTE]: value });
  return (
    <Paper
      component="section"
      role="region"
      aria-labelledby={COOKIE_BANNER_TITLE_ID}
      {...ANSWERED_INLINE}
      data-cookie-banner=""
      data-testid="cookie-banner"
      elevation={12}
      square
      sx={{
        position: 'fixed',
        insetInline: 0,
        bottom: 0,
        zIndex: (t) => t.zIndex.drawer + 50,
        borderTop: 4,
        borderColor: 'secondary.main',
        maxHeight: '85vh',
        overflowY: 'auto',
      }}
    >
      <Container maxWidth="lg" sx={{ py: { xs: 2, md: 3 } }}>
        <Typography id={COOKIE_BANNER_TITLE_ID} variant="h3" component="h2" gutterBottom>
          Cookies op onze website
        </Typography>
        <Typography variant="body2" sx={{ mb: 2, maxWidth: '75ch' }}>
          Wij gebruiken noodzakelijke cookies om deze website te laten werken. Met uw toestemming gebruiken we ook
          functionele cookies, bijvoorbeeld voor kaarten van onze kantoren, en analytische cookies (Google Analytics) om
          te meten hoe de site gebruikt wordt. U moet een keuze maken om verder te gaan. Meer uitleg vindt u in ons{' '}
          <Link href={routes.cookiebeleid} color="primary" underline="always">
            cookiebeleid
          </Link>
          .
        </Typography>
        <Box
          sx={{
            display: { xs: 'grid', sm: 'flex' },
            gridTemplateColumns: '1fr 1fr',
            flexWrap: 'wrap',
            gap: 1.25,
            '& .MuiButton-root': {
              fontSize: { xs: '0.9rem', sm: '1rem' },
              lineHeight: 1.25,
              px: { xs: 1.5, sm: 2.75 },
            },
          }}
        >
          <Button variant="contained" color="primary" {...choice('all-accepted')}>
            Alle cookies accepteren
          </Button>
          <Button variant="contained" color="primary" {...choice('necessary-only')}>
            Alleen noodzakelijke cookies
          </Button>
          <Button variant="outlined" color="primary" {...OPEN_COOKIE_SETTINGS_ATTRIBUTES}>
            Cookievoorkeuren
          </Button>
          <Button variant="text" color="primary" href={routes.cookiebeleid}>
            Meer informatie
          </Button>
        </Box>
      </Container>
    </Paper>
  );
}
