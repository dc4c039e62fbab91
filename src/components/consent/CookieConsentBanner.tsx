import { island } from '../../runtime';

/**
 * The cookie banner, in every page's HTML so that a first visit paints it with the page. Server HTML React never
 * hydrates: an inline script answers its buttons and shows or hides it (consentControls.ts), before the first paint for
 * a returning visitor. Its code is fetched only for a render in the browser (`gatsby develop`).
 */
export const CookieConsentBanner = island(
  () => import('./CookieBannerContent').then((m) => m.CookieBannerContent),
  'never',
);
