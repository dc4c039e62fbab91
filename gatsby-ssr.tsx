import * as React from 'react';
import { renderToString } from 'react-dom/server';
import type { GatsbySSR } from 'gatsby';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import {
  createEmotionCache,
  SERVER_STYLE_IDS_ATTRIBUTE,
  SERVER_WRAPPER_IDS_ATTRIBUTE,
  wrapperIds,
} from './src/theme/emotionCache';
import SiteShell from './src/components/layout/SiteShell';
import { preloadStaticIslands } from './src/components/layout/StaticIsland';
import { consentHintScript } from './src/components/consent/consentHintScript';
import { earlyTapScript } from './src/components/layout/earlyTapScript';

// The same Suspense boundary as in the browser, where the shell's modules run in a task of their own (see
// gatsby-browser). The emotion cache is provided around the whole page by replaceRenderer.
export const wrapPageElement: GatsbySSR['wrapPageElement'] = ({ element, props }) => (
  <React.Suspense fallback={null}>
    <SiteShell location={props.location}>{element}</SiteShell>
  </React.Suspense>
);

/**
 * Renders each page with a fresh emotion cache and moves the CSS it used into one <style> in <head>:
 * the browser parses one stylesheet instead of a hundred inline ones, and the client cache adopts it as is.
 * Lazy static islands are loaded first, so the synchronous render has their content.
 */
export const replaceRenderer: GatsbySSR['replaceRenderer'] = async ({
  bodyComponent,
  replaceBodyHTMLString,
  setHeadComponents,
}) => {
  await preloadStaticIslands();
  const cache = createEmotionCache();
  const { extractCriticalToChunks } = createEmotionServer(cache);
  const { html, styles } = extractCriticalToChunks(
    renderToString(<CacheProvider value={cache}>{bodyComponent}</CacheProvider>),
  );
  setHeadComponents(
    styles
      .filter((style) => style.css)
      .map((style) =>
        style.key === `${cache.key}-global` ? (
          // A global style (CssBaseline): emotion's <Global> adopts it by this attribute; `data-s` keeps emotion's
          // default browser cache from moving it at load.
          <style
            key={`${style.key}-${style.ids.join('-')}`}
            data-emotion={`${style.key} ${style.ids.join(' ')}`}
            data-s=""
            dangerouslySetInnerHTML={{ __html: style.css }}
          />
        ) : (
          <style
            key={style.key}
            {...{
              [SERVER_STYLE_IDS_ATTRIBUTE]: style.ids.join(' '),
              [SERVER_WRAPPER_IDS_ATTRIBUTE]: wrapperIds(cache, style.ids).join(' '),
            }}
            dangerouslySetInnerHTML={{ __html: style.css }}
          />
        ),
      ),
  );
  replaceBodyHTMLString(html);
};

export const onRenderBody: GatsbySSR['onRenderBody'] = ({ setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ lang: 'nl-BE' });
  setHeadComponents([
    <script key="consent-hint" dangerouslySetInnerHTML={{ __html: consentHintScript }} />,
    <script key="early-tap" dangerouslySetInnerHTML={{ __html: earlyTapScript }} />,
    <link key="icon" rel="icon" href="/favicon.svg" type="image/svg+xml" />,
    <meta key="theme-color" name="theme-color" content="#12355b" />,
  ]);
};
