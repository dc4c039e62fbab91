import * as React from 'react';
import { CacheProvider, type EmotionCache } from '@emotion/react';
// The system provider is all a theme without CSS variables needs; Material's own one also bundles the CSS-variables provider.
import ThemeProvider from '@mui/system/ThemeProvider';
import { theme } from '../../theme/theme';

/**
 * Styles and theme only. Gatsby also wraps `Head` in wrapRootElement, so anything that renders markup
 * (global CSS, dialogs, live regions) belongs in PageShell instead.
 */
export function RootProviders({ emotionCache, children }: { emotionCache?: EmotionCache; children: React.ReactNode }) {
  const themed = <ThemeProvider theme={theme}>{children}</ThemeProvider>;
  // On the server the cache is provided around the whole page by gatsby-ssr's replaceRenderer.
  return emotionCache ? <CacheProvider value={emotionCache}>{themed}</CacheProvider> : themed;
}
