import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { SHOW_COOKIE_BANNER_EVENT, SHOW_COOKIE_SETTINGS_EVENT } from '../../lib/constants';
import { DEFAULT_DIALOG_PREFERENCES, preferencesForChoice, type CookiePreferences } from '../../lib/consent';
import { routes } from '../../lib/routes';
import { OPEN_COOKIE_SETTINGS_SELECTOR } from '../../lib/cookieEvents';
import { saveConsent, useCookieConsent } from './consentStore';
import { lazyNamed } from '../common/lazyNamed';

const CookiePreferencesDialog = lazyNamed(() => import('./CookiePreferencesDialog'), 'CookiePreferencesDialog');

const TITLE_ID = 'cookie-banner-title';

/**
 * The cookie banner. It is part of the static HTML for first-time visitors (so it paints with the page);
 * a stored choice hides it before paint (see gatsby-ssr) and, after hydration, unmounts it.
 */
export function CookieConsentBanner() {
  const consent = useCookieConsent();
  const [requested, setRequested] = React.useState(false);
  const [dialogOpen, setDialogOpen] = React.useState(false);

  React.useEffect(() => {
    // React owns the banner from here on; the pre-paint hint must not hide a banner reopened later.
    document.documentElement.removeAttribute('data-cookie-consent');
    const showBanner = () => setRequested(true);
    const showSettings = () => {
      setRequested(true);
      setDialogOpen(true);
    };
    const onSettingsButton = (event: MouseEvent) => {
      if ((event.target as Element | null)?.closest?.(OPEN_COOKIE_SETTINGS_SELECTOR)) showSettings();
    };
    window.addEventListener(SHOW_COOKIE_BANNER_EVENT, showBanner);
    window.addEventListener(SHOW_COOKIE_SETTINGS_EVENT, showSettings);
    document.addEventListener('click', onSettingsButton);
    return () => {
      window.removeEventListener(SHOW_COOKIE_BANNER_EVENT, showBanner);
      window.removeEventListener(SHOW_COOKIE_SETTINGS_EVENT, showSettings);
      document.removeEventListener('click', onSettingsButton);
    };
  }, []);

  const close = () => {
    setDialogOpen(false);
    setRequested(false);
  };
  const acceptAll = () => {
    saveConsent('all-accepted', preferencesForChoice('all-accepted'));
    close();
  };
  const necessaryOnly = () => {
    saveConsent('necessary-only', preferencesForChoice('necessary-only'));
    close();
  };
  const saveCustom = (preferences: CookiePreferences) => {
    saveConsent('custom', preferencesForChoice('custom', preferences));
    close();
  };

  // The dialog's code loads the first time it is asked for.
  const dialogRequested = React.useRef(false);
  if (dialogOpen) dialogRequested.current = true;

  const dialogInitial = consent.status === 'decided' ? consent.preferences : DEFAULT_DIALOG_PREFERENCES;
  const visible = consent.status === 'undecided' || requested;
  if (!visible) return null;

  return (
    <>
      <Paper
        component="section"
        role="region"
        aria-labelledby={TITLE_ID}
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
          <Typography id={TITLE_ID} variant="h3" component="h2" gutterBottom>
            Cookies op onze website
          </Typography>
          <Typography variant="body2" sx={{ mb: 2, maxWidth: '75ch' }}>
            Wij gebruiken noodzakelijke cookies om deze website te laten werken. Met uw toestemming gebruiken we ook
            functionele cookies, bijvoorbeeld voor kaarten van onze kantoren, en analytische cookies om anoniem te meten
            hoe de site gebruikt wordt. U moet een keuze maken om verder te gaan. Meer uitleg vindt u in ons{' '}
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
              '& .MuiButton-root': { fontSize: { xs: '0.9rem', sm: '1rem' }, lineHeight: 1.25, px: { xs: 1.5, sm: 2.75 } },
            }}
          >
            <Button variant="contained" color="primary" onClick={acceptAll}>
              Alle cookies accepteren
            </Button>
            <Button variant="contained" color="primary" onClick={necessaryOnly}>
              Alleen noodzakelijke cookies
            </Button>
            <Button variant="outlined" color="primary" onClick={() => setDialogOpen(true)} aria-haspopup="dialog">
              Cookievoorkeuren
            </Button>
            <Button variant="text" color="primary" href={routes.cookiebeleid}>
              Meer informatie
            </Button>
          </Box>
        </Container>
      </Paper>
      {dialogRequested.current && (
        <React.Suspense fallback={null}>
          <CookiePreferencesDialog
            open={dialogOpen}
            initial={dialogInitial}
            onSave={saveCustom}
            onCancel={() => setDialogOpen(false)}
          />
        </React.Suspense>
      )}
    </>
  );
}
