import * as React from 'react';
import { SHOW_COOKIE_BANNER_EVENT, SHOW_COOKIE_SETTINGS_EVENT } from '../../lib/constants';
import { DEFAULT_DIALOG_PREFERENCES, preferencesForChoice, type CookiePreferences } from '../../lib/consent';
import {
  CONSENT_STORED_ATTRIBUTE,
  COOKIE_EVENTS_LISTENED_ATTRIBUTE,
  EARLY_COOKIE_REQUEST_ATTRIBUTE,
  OPEN_COOKIE_SETTINGS_SELECTOR,
  type EarlyCookieRequest,
} from './cookieEvents';
import { island, useMountWhenIdle } from '../../runtime';
import type { CookieBannerAction } from './CookieBannerContent';
import { saveConsent, useCookieConsent } from './consentStore';

// Fetched once the page is idle, so 'Cookie-instellingen' opens the dialog without waiting for the network; a press
// on a control that opens it before then (while the page hydrates) starts the fetch at once.
const CookiePreferencesDialog = island(
  () => import('./CookiePreferencesDialog').then((m) => m.CookiePreferencesDialog),
  { hydrate: 'intent', trigger: `${OPEN_COOKIE_SETTINGS_SELECTOR},[data-cookie-action="preferences"]` },
);
// Only a reopened banner renders in the browser; on a first visit its server HTML is kept.
const CookieBannerContent = island(() => import('./CookieBannerContent').then((m) => m.CookieBannerContent), 'never');

/**
 * The cookie banner. It is part of the static HTML for first-time visitors (so it paints with the page);
 * a stored choice hides it before paint (see gatsby-ssr) and, after hydration, unmounts it. Its buttons
 * carry data-cookie-action and are handled by one listener here, so the banner's markup needs no hydration.
 */
export function CookieConsentBanner() {
  const consent = useCookieConsent();
  const [requested, setRequested] = React.useState(false);
  const [dialogOpen, setDialogOpen] = React.useState(false);
  // The dialog mounts the first time it is asked for, or closed once its code is there (in a transition that
  // yields to the visitor), so that 'Cookie-instellingen' only has to open it.
  const [dialogMounted] = useMountWhenIdle(CookiePreferencesDialog);

  React.useEffect(() => {
    // React owns the banner from here on; the pre-paint hint must not hide a banner reopened later.
    document.documentElement.removeAttribute(CONSENT_STORED_ATTRIBUTE);
    const showBanner = () => setRequested(true);
    const showSettings = () => {
      setDialogOpen(true);
      // The banner behind the dialog follows in a transition: the dialog, which the visitor asked for, is then
      // the only thing the tap's own frame renders.
      React.startTransition(() => setRequested(true));
    };
    const onClick = (event: MouseEvent) => {
      const target = event.target as Element | null;
      if (target?.closest?.(OPEN_COOKIE_SETTINGS_SELECTOR)) showSettings();
      const action = target?.closest?.<HTMLElement>('[data-cookie-action]')?.dataset.cookieAction as
        CookieBannerAction | undefined;
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
    // A request made before this listened (see consentHintScript) is honoured now.
    const html = document.documentElement;
    const early = html.getAttribute(EARLY_COOKIE_REQUEST_ATTRIBUTE) as EarlyCookieRequest | null;
    html.removeAttribute(EARLY_COOKIE_REQUEST_ATTRIBUTE);
    html.setAttribute(COOKIE_EVENTS_LISTENED_ATTRIBUTE, '');
    if (early === 'settings') showSettings();
    else if (early === 'banner') showBanner();
    return () => {
      html.removeAttribute(COOKIE_EVENTS_LISTENED_ATTRIBUTE);
      window.removeEventListener(SHOW_COOKIE_BANNER_EVENT, showBanner);
      window.removeEventListener(SHOW_COOKIE_SETTINGS_EVENT, showSettings);
      document.removeEventListener('click', onClick);
    };
  }, []);

  // Stable, so that opening the dialog does not re-render its (memoised) contents.
  const saveCustom = React.useCallback((preferences: CookiePreferences) => {
    saveConsent('custom', preferencesForChoice('custom', preferences));
    setDialogOpen(false);
    setRequested(false);
  }, []);
  const cancel = React.useCallback(() => setDialogOpen(false), []);

  const dialogInitial = consent.status === 'decided' ? consent.preferences : DEFAULT_DIALOG_PREFERENCES;
  const visible = consent.status === 'undecided' || requested;

  return (
    <>
      {visible && <CookieBannerContent />}
      {(dialogMounted || dialogOpen) && (
        <CookiePreferencesDialog open={dialogOpen} initial={dialogInitial} onSave={saveCustom} onCancel={cancel} />
      )}
    </>
  );
}
