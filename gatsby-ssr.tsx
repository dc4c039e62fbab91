import * as React from 'react';
import type { GatsbySSR } from 'gatsby';
import { inlineScript, serverRuntime } from './src/runtime/server';
import SiteShell from './src/components/layout/SiteShell';
import ThemeScope from './src/theme/ThemeScope';
import { consentControlsScript } from './src/components/consent/consentControls';
import { faqDisclosureScript } from './src/components/faq/faqDisclosure';
import { earlyTabsScript } from './src/components/common/earlyTabs';
import { nativeDialogScript } from './src/components/common/nativeDialogScript';
import { locationsMenuScript } from './src/components/layout/locationsMenuScript';
import { paintOnceParsedLink } from './src/components/layout/firstPaint';

const runtime = serverRuntime(SiteShell, ThemeScope);
export const wrapPageElement = runtime.wrapPageElement;
export const replaceRenderer = runtime.replaceRenderer;
export const onPreRenderHTML = runtime.onPreRenderHTML;

// The same for every page: made (and minified) once, not for each page the build renders.
const headComponents = [
  inlineScript('consent-controls', consentControlsScript),
  runtime.earlyTapElement,
  inlineScript('faq-disclosure', faqDisclosureScript),
  inlineScript('early-tabs', earlyTabsScript),
  inlineScript('native-dialogs', nativeDialogScript),
  inlineScript('locations-menu', locationsMenuScript),
  paintOnceParsedLink,
  <link key="icon" rel="icon" href="/favicon.svg" type="image/svg+xml" />,
  <meta key="theme-color" name="theme-color" content="#12355b" />,
];

export const onRenderBody: GatsbySSR['onRenderBody'] = ({ setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ lang: 'nl-BE' });
  setHeadComponents(headComponents);
};
