import * as React from 'react';
import { renderToString } from 'react-dom/server';
import type { GatsbySSR } from 'gatsby';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { minify_sync as minify } from 'terser';
import { earlyTapScript } from './earlyTaps';
import { createEmotionCache, SERVER_STYLE_IDS_ATTRIBUTE, SERVER_WRAPPER_IDS_ATTRIBUTE, wrapperIds } from './emotion';
import { preloadIslands } from './island';
import { runtimeState as state, type Provider } from './state';
import { preloadStyleScope } from './styleScope';
import { holdScriptsUntilPainted } from './scriptsAfterPaint';

export type Shell = React.ComponentType<{ location: { pathname: string }; children: React.ReactNode }>;

/**
 * What gatsby-ssr exports, for a page shell (header, footer) that gatsby-browser loads the same way. `Theme` is the
 * theme's provider: the style scope (StyleScope) on the server, inside the emotion cache of each render.
 */
export function serverRuntime(Shell: Shell, Theme: Provider) {
  state.loadStyleScope = () => Promise.resolve(Theme);
  // The same Suspense boundary as in the browser, where the shell's modules run in a task of their own.
  const wrapPageElement: GatsbySSR['wrapPageElement'] = ({ element, props }) => (
    <React.Suspense fallback={null}>
      <Shell location={props.location}>{element}</Shell>
    </React.Suspense>
  );

  /**
   * Renders each page with a fresh emotion cache and moves the CSS it used into one <style> in <head>: the browser
   * parses one stylesheet instead of a hundred inline ones, and the browser cache adopts it as is. The islands'
   * code is loaded first, so that the synchronous render has their content.
   */
  const replaceRenderer: GatsbySSR['replaceRenderer'] = async ({
    bodyComponent,
    replaceBodyHTMLString,
    setHeadComponents,
  }) => {
    await Promise.all([preloadIslands(), preloadStyleScope()]);
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

  /** The early-tap replay, inline in <head> before any content. */
  const earlyTapElement = inlineScript('early-tap', earlyTapScript());

  return { wrapPageElement, replaceRenderer, earlyTapElement, onPreRenderHTML: holdScriptsUntilPainted };
}

/**
 * An inline <head> script from its source text (a function's own source, with its arguments), minified: it is in every
 * page's HTML, and the source keeps its comments and names. The server's CSP allows it by the hash of what is served.
 */
export function inlineScript(key: string, source: string): React.ReactElement {
  const { code } = minify(source, { ecma: 2020 });
  if (code === undefined) throw new Error(`Inline script '${key}' did not minify`);
  return <script key={key} dangerouslySetInnerHTML={{ __html: code }} />;
}
