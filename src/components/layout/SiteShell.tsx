import * as React from 'react';
// The system provider is all a theme without CSS variables needs; Material's own one also bundles the CSS-variables provider.
import ThemeProvider from '@mui/system/ThemeProvider';
import { theme } from '../../theme/theme';
import { PageShell } from './PageShell';

/**
 * The theme and everything around a page: what gatsby-browser and gatsby-ssr both wrap each page in, in one module so
 * that the browser can run it in a task of its own (see gatsby-browser). The emotion cache comes from each side's own
 * wrapRootElement or replaceRenderer; the Head API's render needs no theme.
 */
export default function SiteShell({
  location,
  children,
}: {
  location: { pathname: string };
  children: React.ReactNode;
}) {
  return (
    <ThemeProvider theme={theme}>
      <PageShell location={location}>{children}</PageShell>
    </ThemeProvider>
  );
}
