import { createTheme } from '@mui/material/styles';
import { CONSENT_STORED_ATTRIBUTE } from '../components/consent/cookieEvents';
import { HYDRATED_ATTRIBUTE } from '../runtime';
import { LinkBehavior } from './LinkBehavior';

/** Brand colours: a deep harbour blue and a warm brick accent, both AA on white. */
export const brand = {
  navy: '#12355b',
  navyDark: '#0b2440',
  brick: '#a8401d',
  brickDark: '#86320f',
  sand: '#f6f1ea',
  mist: '#eef3f8',
  ink: '#1b2430',
  muted: '#4a5563',
} as const;

const fontFamily = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

// No `cssVariables` or `colorSchemes` here: the build maps MUI's createTheme to createThemeNoVars
// (gatsby/muiThemeWithoutCssVars.ts), which ignores them.
export const theme = createTheme({
  palette: {
    primary: { main: brand.navy, dark: brand.navyDark, contrastText: '#ffffff' },
    secondary: { main: brand.brick, dark: brand.brickDark, contrastText: '#ffffff' },
    text: { primary: brand.ink, secondary: brand.muted },
    background: { default: '#ffffff', paper: '#ffffff' },
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily,
    h1: {
      fontSize: 'clamp(2rem, 1.4rem + 2.6vw, 3.25rem)',
      fontWeight: 750,
      lineHeight: 1.12,
      letterSpacing: '-0.02em',
    },
    h2: {
      fontSize: 'clamp(1.6rem, 1.3rem + 1.3vw, 2.25rem)',
      fontWeight: 720,
      lineHeight: 1.2,
      letterSpacing: '-0.015em',
    },
    h3: { fontSize: '1.3rem', fontWeight: 680, lineHeight: 1.3 },
    h4: { fontSize: '1.1rem', fontWeight: 680, lineHeight: 1.35 },
    body1: { fontSize: '1.0625rem', lineHeight: 1.65 },
    body2: { fontSize: '0.9375rem', lineHeight: 1.6 },
    button: { textTransform: 'none', fontWeight: 650, fontSize: '1rem' },
  },
  components: {
    // No ripple: its first use mounts a component and inserts keyframe CSS, which restyles the whole page
    // before a tap can show its effect (~50 ms on a mid-range phone). Focus stays visible: see ':focus-visible'.
    // The build leaves the ripple's code out as well (gatsby/webpack/muiWithoutTouchRipple.ts).
    MuiButtonBase: { defaultProps: { LinkComponent: LinkBehavior, disableRipple: true } },
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: { root: { borderRadius: 999, paddingInline: 22, minHeight: 44 } },
    },
    // MUI draws a field's focus from React state; a form that is still server HTML (it hydrates after the page) gets
    // the same outline from CSS, so focus is visible from the first moment.
    MuiOutlinedInput: {
      styleOverrides: {
        root: ({ theme }) => ({
          [`form:not([${HYDRATED_ATTRIBUTE}]) &:focus-within .MuiOutlinedInput-notchedOutline`]: {
            borderColor: theme.palette.primary.main,
            borderWidth: 2,
          },
        }),
      },
    },
    // Links in running text must be recognisable without colour (WCAG 1.4.1): always underlined.
    MuiLink: {
      defaultProps: { underline: 'always', component: LinkBehavior },
      styleOverrides: { root: { textUnderlineOffset: 3 } },
    },
    MuiCssBaseline: {
      styleOverrides: {
        html: { scrollPaddingTop: 96 },
        // Until React has hydrated the page, in-page links are native: the browser scrolls smoothly
        // and scroll-padding keeps the target below the fixed header. Afterwards scrollTo.ts takes over.
        '@media (prefers-reduced-motion: no-preference)': {
          [`html:not([${HYDRATED_ATTRIBUTE}])`]: { scrollBehavior: 'smooth' },
        },
        '@media (prefers-reduced-motion: reduce)': {
          '*, *::before, *::after': {
            animationDuration: '0.01ms !important',
            animationIterationCount: '1 !important',
            transitionDuration: '0.01ms !important',
            scrollBehavior: 'auto !important',
          },
        },
        ':focus-visible': { outline: `3px solid ${brand.brick}`, outlineOffset: 2 },
        // gatsby-plugin-image fades an image in from opacity 0 when React hydrates it; static islands are not
        // hydrated, so their images are shown by the browser as soon as they load.
        '[data-static-island] img[data-main-image]': { opacity: '1 !important' },
        // An image loaded eagerly is above the fold: painted as soon as the browser has it, with or without scripts.
        'img[data-main-image][loading="eager"]': { opacity: '1 !important', transition: 'none !important' },
        // The banner is in the static HTML for first-time visitors; a stored choice hides it before paint.
        [`html[${CONSENT_STORED_ATTRIBUTE}] [data-cookie-banner]`]: { display: 'none' },
      },
    },
  },
});
