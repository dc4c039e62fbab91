import * as React from 'react';
import { whenIdle } from '../../runtime';
import { GA_MEASUREMENT_ID as measurementId } from './analyticsMeasurementId';
import { useConsentFor } from './consentStore';

const SCRIPT_ID = 'ga4-gtag';

type GtagWindow = Window & { dataLayer?: unknown[]; gtag?: (...args: unknown[]) => void } & Record<string, unknown>;

/** Removes Google Analytics cookies (_ga, _ga_<id>) on this domain and its parent. */
function clearAnalyticsCookies(): void {
  const host = window.location.hostname;
  const domains = ['', host, `.${host.split('.').slice(-2).join('.')}`];
  document.cookie
    .split(';')
    .map((c) => c.split('=')[0].trim())
    .filter((name) => name === '_ga' || name.startsWith('_ga_') || name === '_gid')
    .forEach((name) =>
      domains.forEach((domain) => {
        document.cookie = `${name}=; Max-Age=0; path=/${domain ? `; domain=${domain}` : ''}`;
      }),
    );
}

/**
 * Google Analytics 4, only when a measurement id is configured and only after analytical consent.
 * It loads once the page is idle after load. Withdrawing consent disables it, removes the script and clears
 * its cookies.
 */
export function AnalyticsLoader() {
  const allowed = useConsentFor('analytical');
  React.useEffect(() => {
    if (!measurementId) return;
    const w = window as unknown as GtagWindow;
    const disableFlag = `ga-disable-${measurementId}`;
    if (!allowed) {
      w[disableFlag] = true;
      document.getElementById(SCRIPT_ID)?.remove();
      clearAnalyticsCookies();
      return;
    }
    w[disableFlag] = false;
    if (document.getElementById(SCRIPT_ID)) return;
    return whenIdle(() => loadGtag(w));
  }, [allowed]);
  return null;
}

/** Adds gtag.js with the site's measurement id, once. */
function loadGtag(w: GtagWindow): void {
  if (document.getElementById(SCRIPT_ID)) return;
  w.dataLayer = w.dataLayer ?? [];
  w.gtag = function gtag() {
    // gtag expects the arguments object itself.
    // eslint-disable-next-line prefer-rest-params
    w.dataLayer!.push(arguments);
  };
  w.gtag('js', new Date());
  w.gtag('config', measurementId, { anonymize_ip: true });
  const script = document.createElement('script');
  script.id = SCRIPT_ID;
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`;
  document.head.appendChild(script);
}
