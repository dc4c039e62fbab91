import * as React from 'react';
import type { Theme } from '@mui/material/styles';
import type { ClassRules } from '../../theme/classRules';
import { PathIcon } from '../common/PathIcon';
import { IconTooltip } from '../common/IconTooltip';
import { invokerCommand, runInvokerCommand } from '../common/invokerCommands';
import { NativeDialog } from '../common/NativeDialog';
import { MOBILE_MENU_ID } from './headerMetrics';
import { ShellButton } from './ShellButton';
import { island } from '../../runtime';

// In the server's HTML, so the menu opens before any script has run; its links work as links until then, 'Bel
// noodnummer' opens the emergency dialog by its invoker command, and its code stays out of what the page loads first.
const MobileMenuContent = island(() => import('./MobileMenu').then((m) => m.MobileMenuContent), {
  hydrate: 'afterInteractive',
  placeholderHeight: 640,
});

/**
 * The menu toggle and the menu, a native modal `<dialog>` the toggle opens by HTML's invoker command (see
 * nativeDialog.ts); the menu's own code (MobileMenuContent) adds what needs a script. No `aria-expanded`: while the
 * dialog is open the toggle is inert, out of reach of a screen reader; `aria-haspopup` says what it opens.
 */
export function MobileMenuToggle({ pathname }: { pathname: string }) {
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
          onClick={(event) => runInvokerCommand(event.currentTarget)}
          className="mobile-menu-toggle"
        >
          <PathIcon name="menu" />
        </ShellButton>
      </IconTooltip>
      <NativeDialog id={MOBILE_MENU_ID} aria-label="Menu">
        <MobileMenuContent pathname={pathname} onClose={close} />
      </NativeDialog>
    </>
  );
}

export const mobileMenuToggleRules: ClassRules = {
  '.mobile-menu-toggle': { display: { lg: 'none' }, color: 'primary.main', mr: -1.5 },
};

const menuDialog = () => document.getElementById(MOBILE_MENU_ID) as HTMLDialogElement | null;

/** The menu's place and size (nativeDialogStyles has the rest): across the top of the screen. */
export const mobileMenuStyles = (theme: Theme) => ({
  [`#${MOBILE_MENU_ID}`]: {
    position: 'fixed',
    inset: '0 0 auto 0',
    width: '100%',
    maxWidth: '100%',
    maxHeight: '100dvh',
    margin: 0,
    boxShadow: theme.shadows[16],
  },
});
