import * as React from 'react';
import { Global } from '@emotion/react';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { routes } from '../../lib/routes';
import { NEW_TAB_HINT, VisuallyHidden } from '../common/VisuallyHidden';

/**
 * The floating reCAPTCHA badge is hidden (it would cover the toasts); the form says instead that reCAPTCHA protects
 * it. Since 2 April 2026 Google processes reCAPTCHA data as the site's processor, so the notice points to the
 * site's own privacy policy, not to Google's (which no longer governs that processing).
 */
export function RecaptchaNotice() {
  return (
    <>
      <Global styles={{ '.grecaptcha-badge': { visibility: 'hidden' } }} />
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        Dit formulier is beveiligd met reCAPTCHA van Google, dat daarvoor in onze opdracht gegevens verwerkt. Meer
        daarover leest u in ons{' '}
        <Link href={routes.privacybeleid} target="_blank" rel="noopener">
          privacybeleid<VisuallyHidden>{NEW_TAB_HINT}</VisuallyHidden>
        </Link>
        .
      </Typography>
    </>
  );
}
