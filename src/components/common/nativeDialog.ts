import type { Theme } from '@mui/material/styles';

/**
 * The site's overlays (the mobile menu, the emergency number, the cookie preferences) are native modal `<dialog>`s in
 * the server's HTML (NativeDialog), opened by HTML's invoker commands (invokerCommands.ts) or an inline script: the
 * browser shows one in the frame of the tap, with no React render; it makes the rest of the page inert, closes it on
 * Escape or a tap beside it (`closedby="any"`), and returns focus to the opener. This module has their CSS;
 * nativeDialogScript.ts what they need beyond the browser, inline in every page's <head>.
 */
export const NATIVE_DIALOG_CLASS = 'native-dialog';

/** A dialog in the middle of the screen, as wide as MUI's Dialog with that `maxWidth` (`fullWidth`). */
export type CentredDialogSize = 'xs' | 'sm';
const CENTRED_DIALOG_CLASS = 'centred-dialog';
export const centredDialogClass = (size: CentredDialogSize) =>
  `${CENTRED_DIALOG_CLASS} ${CENTRED_DIALOG_CLASS}-${size}`;

/**
 * Their CSS, a global style the server alone renders (BaselineStyles): styles on the element would put their code in
 * every page's JavaScript for a style that never changes. A dialog's own rules (place, size) go with its id.
 */
export const nativeDialogStyles = (theme: Theme) => ({
  [`dialog.${NATIVE_DIALOG_CLASS}`]: {
    padding: 0,
    border: 0,
    overflowY: 'auto',
    overscrollBehavior: 'contain',
    backgroundColor: theme.palette.background.paper,
    color: theme.palette.text.primary,
    '&::backdrop': { backgroundColor: 'rgba(0, 0, 0, 0.5)' },
    // Laid out while closed, only invisible (the browser's own style hides it with display: none): the tap then
    // restyles and lays out none of its elements for the first time, 33 and 14 ms of the menu's tap at CPU ×4.
    '&:not([open])': { display: 'block', visibility: 'hidden' },
    // From half opacity, so that the frame of the tap already shows the dialog; the rest of the fade follows.
    '@media (prefers-reduced-motion: no-preference)': {
      '&[open], &[open]::backdrop': { animation: 'native-dialog-in 120ms ease-out' },
    },
  },
  // As MUI's Dialog, for the DialogTitle, -Content and -Actions inside: a column whose content scrolls between title and
  // actions. Laid out as such while closed too (the class outranks `:not([open])` by coming later).
  [`dialog.${NATIVE_DIALOG_CLASS}.${CENTRED_DIALOG_CLASS}`]: {
    position: 'fixed',
    inset: 0,
    display: 'flex',
    flexDirection: 'column',
    width: 'calc(100% - 64px)',
    height: 'fit-content',
    maxHeight: 'calc(100% - 64px)',
    margin: 'auto',
    borderRadius: theme.shape.borderRadius,
    boxShadow: theme.shadows[24],
  },
  [`.${CENTRED_DIALOG_CLASS}-xs`]: { maxWidth: Math.max(theme.breakpoints.values.xs, 444) },
  [`.${CENTRED_DIALOG_CLASS}-sm`]: { maxWidth: theme.breakpoints.values.sm },
  '@keyframes native-dialog-in': { from: { opacity: 0.5 } },
  // The page behind it does not scroll: CSS, so it holds before any script runs.
  'body:has(dialog:modal)': { overflow: 'hidden' },
});
