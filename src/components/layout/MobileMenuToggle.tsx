import * as React from 'react';
import type { Theme } from '@mui/material/styles';
import type { ClassRules } from '../../theme/classRules';
import { PathIcon } from '../common/PathIcon';
import { IconTooltip } from '../common/IconTooltip';
import { invokerCommand, runInvokerCommand } from '../common/invokerCommands';
import { useOpenEmergencyDialog } from '../emergency/EmergencyDialogProvider';
import { MOBILE_MENU_ID } from './headerMetrics';
import { ShellButton } from './ShellButton';
import { island } from '../../runtime';

// In the server's HTML, so the menu opens before any script has run; its links work as links until then, and its
// code (a tap on 'Bel noodnummer' is held until it is there) stays out of what the page loads first.
const MobileMenuContent = island(() => import('./MobileMenu').then((m) => m.MobileMenuContent), {
  hydrate: 'afterInteractive',
  placeholderHeight: 640,
});

/**
 * The menu toggle and the menu, a native modal `<dialog>` the toggle opens by HTML's invoker command: the browser
 * shows it in the frame of the tap (no React render, no script at all), makes the rest of the page inert, closes it on
 * Escape or a tap beside it (`closedby="any"`), and returns focus to the toggle. Its CSS (mobileMenuStyles) locks the
 * page's scrolling while it is open; the menu's own code (MobileMenuContent) adds what needs a script. No `aria-expanded`:
 * while the dialog is open the toggle is inert, out of reach of a screen reader; `aria-haspopup` says what it opens.
 */
export function MobileMenuToggle({ pathname }: { pathname: string }) {
  const openEmergency = useOpenEmergencyDialog();
  const close = React.useCallback(() => menuDialog()?.close(), []);
  return (
    <>
      <IconTooltip title="Menu openen" align="end">
        <ShellButton
          look="icon"
          aria-label="Menu"
          aria-haspopup="dialog"
          aria-controls={MOBILE_MENU_ID}
          {...invokerCommand('show-modal', MOBILE_MENU_ID)}
          onClick={() => runInvokerCommand('show-modal', menuDialog())}
          className="mobile-menu-toggle"
        >
          <PathIcon name="menu" />
        </ShellButton>
      </IconTooltip>
      <dialog id={MOBILE_MENU_ID} aria-label="Menu" {...{ closedby: 'any' }}>
        <MobileMenuContent pathname={pathname} onClose={close} onEmergency={openEmergency} />
      </dialog>
    </>
  );
}

export const mobileMenuToggleRules: ClassRules = {
  '.mobile-menu-toggle': { display: { lg: 'none' }, color: 'primary.main', mr: -1.5 },
};

const menuDialog = () => document.getElementById(MOBILE_MENU_ID) as HTMLDialogElement | null;

/**
 * The dialog's CSS, a global style the server alone renders (BaselineStyles): styles on the element would put their
 * code in every page's JavaScript for a style that never changes.
 */
export const mobileMenuStyles = (theme: Theme) => ({
  [`#${MOBILE_MENU_ID}`]: {
    position: 'fixed',
    inset: '0 0 auto 0',
    width: '100%',
    maxWidth: '100%',
    maxHeight: '100dvh',
    margin: 0,
    padding: 0,
    border: 0,
    overflowY: 'auto',
    overscrollBehavior: 'contain',
    backgroundColor: theme.palette.background.paper,
    color: theme.palette.text.primary,
    boxShadow: theme.shadows[16],
    '&::backdrop': { backgroundColor: 'rgba(0, 0, 0, 0.5)' },
    // Laid out while closed, only invisible (the browser's own style hides it with display: none): the tap then
    // restyles and lays out none of its ~200 elements for the first time, 33 and 14 ms of the tap at CPU ×4.
    '&:not([open])': { display: 'block', visibility: 'hidden' },
    // From half opacity, so that the frame of the tap already shows the menu; the rest of the fade follows.
    '@media (prefers-reduced-motion: no-preference)': {
      '&[open], &[open]::backdrop': { animation: 'mobile-menu-in 120ms ease-out' },
    },
  },
  '@keyframes mobile-menu-in': { from: { opacity: 0.5 } },
  // The page behind it does not scroll: CSS, so it holds before any script runs.
  'body:has(dialog:modal)': { overflow: 'hidden' },
});
