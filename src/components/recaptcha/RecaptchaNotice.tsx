import * as React from 'react';
import { Global } from '@emotion/react';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { NEW_TAB_HINT, VisuallyHidden } from '../common/VisuallyHidden';

/**
 * Google allows hiding the floating reCAPTCHA badge (it would cover the toasts) when the form says
 * that reCAPTCHA protects it, with links to Google's privacy policy and terms.
 */
export function RecaptchaNotice() {
  return (
    <>
      <Global styles={{ '.grecaptcha-badge': { visibility: 'hidden' } }} />
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        Dit formulier is beveiligd met reCAPTCHA van Google. Het{' '}
        <Link href="https://policies.google.com/privacy?hl=nl" target="_blank" rel="noopener">
          privacybeleid<VisuallyHidden> van Google{NEW_TAB_HINT}</VisuallyHidden>
        </Link>{' '}
        en de{' '}
        <Link href="https://policies.google.com/terms?hl=nl" target="_blank" rel="noopener">
          servicevoorwaarden<VisuallyHidden> van Google{NEW_TAB_HINT}</VisuallyHidden>
        </Link>{' '}
        van Google zijn van toepassing.
      </Typography>
    </>
  );
}
