import * as React from 'react';
import { SHOW_COOKIE_BANNER_EVENT, SHOW_COOKIE_SETTINGS_EVENT } from '../../lib/constants';
import { DEFAULT_DIALOG_PREFERENCES, preferencesForChoice, type CookiePreferences } from '../../lib/consent';
import { OPEN_COOKIE_SETTINGS_SELECTOR } from '../../lib/cookieEvents';
import { lazyStaticIsland } from '../layout/StaticIsland';
import { lazyNamed } from '../common/lazyNamed';
import type { CookieBannerAction } from './CookieBannerContent';
import { saveConsent, useCookieConsent } from './consentStore';

const CookiePreferencesDialog = lazyNamed(() => import('./CookiePreferencesDialog'), 'CookiePreferencesDialog');
// Only a reopened banner renders in the browser; on a first visit its server HTML is kept (see lazyStaticIsland).
const CookieBannerContent = lazyStaticIsland(() => import('./CookieBannerContent').then((m) => m.CookieBannerContent));

/**
 * The cookie banner. It is part of the static HTML for first-time visitors (so it paints with the page);
 * a stored choice hides it before paint (see gatsby-ssr) and, after hydration, unmounts it. Its buttons
 * carry data-cookie-action and are handled by one listener here, so the banner's markup needs no hydration.
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
    const onClick = (event: MouseEvent) => {
      const target = event.target as Element | null;
      if (target?.closest?.(OPEN_COOKIE_SETTINGS_SELECTOR)) showSettings();
      const action = target?.closest?.<HTMLElement>('[data-cookie-action]')?.dataset.cookieAction as CookieBannerAction | undefined;
      if (action === 'preferences') setDialogOpen(true);
      else if (action) {
        saveConsent(action, preferencesForChoice(action));
        setDialogOpen(false);
        setRequested(false);
      }
    };
    window.addEventListener(SHOW_COOKIE_BANNER_EVENT, showBanner);
    window.addEventListener(SHOW_COOKIE_SETTINGS_EVENT, showSettings);
    document.addEventListener('click', onClick);
    return () => {
      window.removeEventListener(SHOW_COOKIE_BANNER_EVENT, showBanner);
      window.removeEventListener(SHOW_COOKIE_SETTINGS_EVENT, showSettings);
      document.removeEventListener('click', onClick);
    };
  }, []);

  const close = () => {
    setDialogOpen(false);
    setRequested(false);
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
      <CookieBannerContent />
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
