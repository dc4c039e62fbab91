import * as React from 'react';
import CssBaseline from '@mui/material/CssBaseline';

/**
 * MUI's CssBaseline, rendered by the server only: its CSS is then a static <style> in <head> that stays for every
 * later page. Rendered in the browser, emotion's <Global> would adopt that <style> by moving it, and a moved sheet
 * with `*`, `html` and `body` rules restyles the whole page while it hydrates. It renders no markup, so leaving
 * it out of the browser's tree changes nothing React hydrates. `gatsby develop` has no server render: there it renders.
 */
const rendersBaseline = typeof window === 'undefined' || process.env.BUILD_STAGE === 'develop';

export function BaselineStyles() {
  return rendersBaseline ? <CssBaseline /> : null;
}
