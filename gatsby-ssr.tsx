import * as React from 'react';
import type { GatsbySSR } from 'gatsby';
import createCache from '@emotion/cache';
import interLatin from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2';
import { RootProviders } from './src/components/layout/RootProviders';
import { PageShell } from './src/components/layout/PageShell';
import { consentHintScript } from './src/components/consent/consentHintScript';

/** A fresh emotion cache per page render, so each page's HTML carries exactly the CSS it uses. */
export const wrapRootElement: GatsbySSR['wrapRootElement'] = ({ element }) => (
  <RootProviders emotionCache={createCache({ key: 'css' })}>{element}</RootProviders>
);

export const wrapPageElement: GatsbySSR['wrapPageElement'] = ({ element, props }) => (
  <PageShell location={props.location}>{element}</PageShell>
);

export const onRenderBody: GatsbySSR['onRenderBody'] = ({ setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ lang: 'nl-BE' });
  setHeadComponents([
    <link key="font-inter" rel="preload" href={interLatin} as="font" type="font/woff2" crossOrigin="anonymous" />,
    <script key="consent-hint" dangerouslySetInnerHTML={{ __html: consentHintScript }} />,
    <link key="icon" rel="icon" href="/favicon.svg" type="image/svg+xml" />,
    <meta key="theme-color" name="theme-color" content="#12355b" />,
  ]);
};
