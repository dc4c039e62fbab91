import * as React from 'react';
import type { GatsbySSR } from 'gatsby';
import createCache from '@emotion/cache';
import interLatin from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2';
import { RootProviders } from './src/components/layout/RootProviders';
import { PageShell } from './src/components/layout/PageShell';
import { COOKIE_CONSENT_KEY } from './src/lib/constants';

/** A fresh emotion cache per page render, so each page's HTML carries exactly the CSS it uses. */
export const wrapRootElement: GatsbySSR['wrapRootElement'] = ({ element }) => (
  <RootProviders emotionCache={createCache({ key: 'css' })}>{element}</RootProviders>
);

export const wrapPageElement: GatsbySSR['wrapPageElement'] = ({ element, props }) => (
  <PageShell location={props.location}>{element}</PageShell>
);

/**
 * Hides the server-rendered cookie banner before first paint when a choice is already stored.
 * The server's Content-Security-Policy allows this script by its hash.
 */
export const consentHintScript = `try{if(localStorage.getItem(${JSON.stringify(COOKIE_CONSENT_KEY)}))document.documentElement.setAttribute('data-cookie-consent','')}catch(e){}`;

export const onRenderBody: GatsbySSR['onRenderBody'] = ({ setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ lang: 'nl-BE' });
  setHeadComponents([
    <link key="font-inter" rel="preload" href={interLatin} as="font" type="font/woff2" crossOrigin="anonymous" />,
    <script key="consent-hint" dangerouslySetInnerHTML={{ __html: consentHintScript }} />,
    <link key="icon" rel="icon" href="/favicon.svg" type="image/svg+xml" />,
    <meta key="theme-color" name="theme-color" content="#12355b" />,
  ]);
};
