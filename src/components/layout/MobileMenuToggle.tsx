import * as React from 'react';
import MenuIcon from '@mui/icons-material/Menu';
import { IconTooltip } from '../common/IconTooltip';
import { useOpenEmergencyDialog } from '../emergency/EmergencyDialogProvider';
import { MOBILE_MENU_ID } from './headerMetrics';
import { lazyComponent, preloadOnPress, usePreloadWhenIdle } from './lazyComponent';
import { ShellButton } from './ShellButton';

const mobileMenu = lazyComponent(() => import('./MobileMenu').then((m) => m.MobileMenu));
// A tap while the page still hydrates: the menu's code is asked for at the press, not once React answers it.
preloadOnPress(mobileMenu, `[aria-controls="${MOBILE_MENU_ID}"]`);
/** Where the toggle shows: below MUI's lg breakpoint, as `theme.breakpoints.down('lg')` writes it. */
const MOBILE_MENU_MEDIA = '(max-width: 1199.95px)';

/**
 * The menu toggle and the menu it opens, apart from the header so that opening re-renders only these two.
 * On screens that show the toggle, the menu's code is fetched once the page is idle and the menu is mounted
 * closed, in a transition that yields to the visitor: the first tap then only opens it (its elements and their
 * CSS are there already). Elsewhere it mounts on first use.
 */
export function MobileMenuToggle({ pathname }: { pathname: string }) {
  const [open, setOpen] = React.useState(false);
  const [mounted, setMounted] = React.useState(false);
  const openEmergency = useOpenEmergencyDialog();
  const close = React.useCallback(() => setOpen(false), []);
  usePreloadWhenIdle(
    mobileMenu,
    () => window.matchMedia(MOBILE_MENU_MEDIA).matches,
    () => React.startTransition(() => setMounted(true)),
  );
  return (
    <>
      <IconTooltip title="Menu openen" align="end">
        {/* ShellButton, not IconButton: that one brings MUI's loading indicator into every page's JavaScript. */}
        <ShellButton
          aria-label="Menu"
          aria-expanded={open}
          aria-controls={MOBILE_MENU_ID}
          onPointerEnter={() => void mobileMenu.preload().catch(() => undefined)}
          onFocus={() => void mobileMenu.preload().catch(() => undefined)}
          onClick={() => {
            setMounted(true);
            setOpen(true);
          }}
          sx={{
            display: { lg: 'none' },
            color: 'primary.main',
            width: 48,
            height: 48,
            p: 0,
            mr: -1.5,
            borderRadius: '50%',
          }}
        >
          <MenuIcon />
        </ShellButton>
      </IconTooltip>
      {mounted && (
        <React.Suspense fallback={null}>
          <mobileMenu.Component open={open} pathname={pathname} onClose={close} onEmergency={openEmergency} />
        </React.Suspense>
      )}
    </>
  );
}
