import * as React from 'react';
import { REFERENCE_PARAM, REFERENCE_PATTERN, referenceNoticeText } from '../../lib/forms/references';

const noSubscription = () => () => undefined;

function referenceInUrl(): string | null {
  const value = new URLSearchParams(window.location.search).get(REFERENCE_PARAM);
  return value && REFERENCE_PATTERN.test(value) ? value : null;
}

/**
 * On a thank-you page: the reference the server gave, from ?referentie=, so the visitor can quote it on the phone.
 * Plain elements, no MUI: it hydrates on load on pages that otherwise ship almost no code.
 */
export function ReferenceNotice() {
  // The URL does not change while the page is open; the server render has no reference.
  const reference = React.useSyncExternalStore(noSubscription, referenceInUrl, () => null);
  if (!reference) return null;
  return (
    <div style={{ maxWidth: 1200, margin: '0 auto', padding: '24px 16px' }}>
      <p
        role="status"
        data-testid="referentie"
        style={{
          margin: 0,
          padding: '12px 16px',
          borderRadius: 4,
          background: '#edf7ed',
          color: '#1e4620',
          borderLeft: '4px solid #2e7d32',
        }}
      >
        {referenceNoticeText.before} <strong style={{ whiteSpace: 'nowrap' }}>{reference}</strong>
        {referenceNoticeText.after}
      </p>
    </div>
  );
}
