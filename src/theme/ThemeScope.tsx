import * as React from 'react';
// The system provider is all a theme without CSS variables needs; Material's own one also bundles the CSS-variables provider.
import ThemeProvider from '@mui/system/ThemeProvider';
import { theme } from './theme';

/** The site's theme around MUI components: the runtime's StyleScope puts the emotion cache around it. */
export default function ThemeScope({ children }: { children: React.ReactNode }) {
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
}
