/**
 * The width a browser test runs at (playwright.config.ts's projects). A test runs once, on the phone (mobile-390),
 * unless its title carries a tag:
 * - `@both-widths`: behaviour that differs with the width (navigation, top bar, carousels, offsets below the fixed
 *   header) and axe on both layouts, also at 1440 px;
 * - `@desktop-only`: what exists only on large screens (the top bar's menus, the desktop navigation, the CMS), only
 *   at 1440 px.
 */
export const PHONE_PROJECT_SKIPS = /@desktop-only\b/;
export const DESKTOP_PROJECT_RUNS = /@both-widths\b|@desktop-only\b/;
