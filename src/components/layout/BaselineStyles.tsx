import * as React from 'react';
import CssBaseline from '@mui/material/CssBaseline';

/**
 * MUI's CssBaseline, rendered by the server only: its CSS is then a static <style> in <head> that stays for every
 * later page. Rendered in the browser, emotion's <Global> would adopt that <style> by moving it, and a moved sheet
 * with `*`, `html` and `body` rules restyles the whole page while it hydrates. It renders no markup, so leaving
 * it out of the browser's tree changes nothing React hydrates. `gatsby develop` has no server render: there it renders.
 */
export function BaselineStyles() {
  // BUILD_STAGE is a build-time constant written into the condition, so the browser's bundle leaves CssBaseline out.
  return process.env.BUILD_STAGE !== 'build-javascript' ? <CssBaseline /> : null;
}
