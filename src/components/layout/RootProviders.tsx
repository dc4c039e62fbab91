import * as React from 'react';
import { CacheProvider, type EmotionCache } from '@emotion/react';
import { ThemeProvider } from '@mui/material/styles';
import { theme } from '../../theme/theme';

/**
 * Styles and theme only. Gatsby also wraps `Head` in wrapRootElement, so anything that renders markup
 * (global CSS, dialogs, live regions) belongs in PageShell instead.
 */
export function RootProviders({ emotionCache, children }: { emotionCache: EmotionCache; children: React.ReactNode }) {
  return (
    <CacheProvider value={emotionCache}>
      <ThemeProvider theme={theme}>{children}</ThemeProvider>
    </CacheProvider>
  );
}
