import * as React from 'react';
import type { GatsbySSR } from 'gatsby';
import { serverRuntime } from './src/runtime/server';
import SiteShell from './src/components/layout/SiteShell';
import ThemeScope from './src/theme/ThemeScope';
import { consentHintScript } from './src/components/consent/consentHintScript';
import { faqDisclosureScript } from './src/components/faq/faqDisclosure';
import { earlyTabsScript } from './src/components/common/earlyTabs';
import { oneModalAtATimeScript } from './src/components/common/oneModalAtATime';
import { paintOnceParsedLink } from './src/components/layout/firstPaint';
import { COOKIE_EVENTS_LISTENED_ATTRIBUTE, OPEN_COOKIE_SETTINGS_SELECTOR } from './src/components/consent/cookieEvents';

// The cookie controls are answered by the banner's one document-level listener: a tap on them waits for it.
const runtime = serverRuntime(SiteShell, ThemeScope, {
  controls: `${OPEN_COOKIE_SETTINGS_SELECTOR},[data-cookie-action]`,
  listening: COOKIE_EVENTS_LISTENED_ATTRIBUTE,
});
export const wrapPageElement = runtime.wrapPageElement;
export const replaceRenderer = runtime.replaceRenderer;
export const onPreRenderHTML = runtime.onPreRenderHTML;

export const onRenderBody: GatsbySSR['onRenderBody'] = ({ setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ lang: 'nl-BE' });
  setHeadComponents([
    <script key="consent-hint" dangerouslySetInnerHTML={{ __html: consentHintScript }} />,
    runtime.earlyTapElement,
    <script key="faq-disclosure" dangerouslySetInnerHTML={{ __html: faqDisclosureScript }} />,
    <script key="early-tabs" dangerouslySetInnerHTML={{ __html: earlyTabsScript }} />,
    <script key="one-modal" dangerouslySetInnerHTML={{ __html: oneModalAtATimeScript }} />,
    paintOnceParsedLink,
    <link key="icon" rel="icon" href="/favicon.svg" type="image/svg+xml" />,
    <meta key="theme-color" name="theme-color" content="#12355b" />,
  ]);
};
