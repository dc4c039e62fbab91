import * as React from 'react';
import { GA_MEASUREMENT_ID } from '../consent/analyticsMeasurementId';
import { CookieConsentBanner } from '../consent/CookieConsentBanner';
import { CookiePreferencesDialog } from '../consent/CookiePreferencesDialog';
import { EmergencyDialog } from '../emergency/EmergencyDialog';
import { ToastProvider } from '../toast/ToastProvider';
import { AnnouncerProvider } from './Announcer';
import { BaselineStyles } from './BaselineStyles';
import { SiteHeader } from './SiteHeader';
import { SkipLinks } from './SkipLinks';
import { useInPageNavigation } from './useInPageNavigation';
import { HydratedMarker, HydrationBoundary, island, useHydrated } from '../../runtime';

const SiteFooter = island(() => import('./SiteFooter').then((m) => m.SiteFooter), 'never');

// Only in a build with a measurement id, and then fetched after hydration: it renders nothing and acts once the
// page is idle, so its code need not be part of what every page loads first.
const AnalyticsLoader = GA_MEASUREMENT_ID
  ? island(() => import('../consent/AnalyticsLoader').then((m) => m.AnalyticsLoader), 'intent')
  : null;

function Analytics() {
  const hydrated = useHydrated();
  if (!AnalyticsLoader || !hydrated) return null;
  return (
    <React.Suspense fallback={null}>
      <AnalyticsLoader />
    </React.Suspense>
  );
}

/** Everything around a page that stays mounted while the visitor moves between pages. */
export function PageShell({ location, children }: { location: { pathname: string }; children: React.ReactNode }) {
  useInPageNavigation();
  return (
    <AnnouncerProvider>
      <ToastProvider>
        <BaselineStyles />
        <SkipLinks />
        {/* First after the skip links: a first visit's largest text, it is then parsed and painted with the page's
            first frame, before the scripts (it is fixed at the bottom of the screen, wherever it is in the DOM). */}
        <HydrationBoundary>
          <CookieConsentBanner />
          <Analytics />
        </HydrationBoundary>
        <HydrationBoundary>
          <SiteHeader pathname={location.pathname} />
        </HydrationBoundary>
        <main id="main-content" tabIndex={-1} className="page-main">
          <HydrationBoundary>{children}</HydrationBoundary>
        </main>
        <HydrationBoundary>
          <SiteFooter />
        </HydrationBoundary>
        {/* After the page: its HTML comes in after everything that paints first. */}
        <HydrationBoundary>
          <EmergencyDialog />
          <CookiePreferencesDialog />
        </HydrationBoundary>
        <HydrationBoundary>
          <HydratedMarker />
        </HydrationBoundary>
      </ToastProvider>
    </AnnouncerProvider>
  );
}
