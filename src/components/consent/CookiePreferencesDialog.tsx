import * as React from 'react';
import { NativeDialog } from '../common/NativeDialog';
import { island } from '../../runtime';
import { ANSWERED_INLINE, COOKIE_PREFERENCES_DIALOG_ID, COOKIE_PREFERENCES_TITLE_ID } from './cookieEvents';

// Server HTML React never hydrates: the inline script answers it (consentControls.ts).
const CookiePreferencesForm = island(
  () => import('./CookiePreferencesForm').then((m) => m.CookiePreferencesForm),
  'never',
);

/**
 * 'Cookievoorkeuren aanpassen', on every page: a native modal `<dialog>` after the footer, which 'Cookievoorkeuren',
 * 'Cookie-instellingen' and the `showCookieSettings` event open, before any script of the page's bundles has run.
 */
export function CookiePreferencesDialog() {
  return (
    <NativeDialog
      id={COOKIE_PREFERENCES_DIALOG_ID}
      size="sm"
      aria-labelledby={COOKIE_PREFERENCES_TITLE_ID}
      attributes={ANSWERED_INLINE}
    >
      <CookiePreferencesForm />
    </NativeDialog>
  );
}
