import * as React from 'react';
import MenuIcon from '@mui/icons-material/Menu';
import { IconTooltip } from '../common/IconTooltip';
import { useOpenEmergencyDialog } from '../emergency/EmergencyDialogProvider';
import { MOBILE_MENU_ID } from './headerMetrics';
import { ShellButton } from './ShellButton';
import { island, useMountWhenIdle } from '../../runtime';

// A tap while the page still hydrates: the menu's code is asked for at the press, not once React answers it.
const MobileMenu = island(() => import('./MobileMenu').then((m) => m.MobileMenu), {
  hydrate: 'intent',
  trigger: `[aria-controls="${MOBILE_MENU_ID}"]`,
});
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
  const [mounted, mount] = useMountWhenIdle(MobileMenu, () => window.matchMedia(MOBILE_MENU_MEDIA).matches);
  const openEmergency = useOpenEmergencyDialog();
  const close = React.useCallback(() => setOpen(false), []);
  return (
    <>
      <IconTooltip title="Menu openen" align="end">
        {/* ShellButton, not IconButton: that one brings MUI's loading indicator into every page's JavaScript. */}
        <ShellButton
          aria-label="Menu"
          aria-expanded={open}
          aria-controls={MOBILE_MENU_ID}
          onPointerEnter={() => void MobileMenu.preload().catch(() => undefined)}
          onFocus={() => void MobileMenu.preload().catch(() => undefined)}
          onClick={() => {
            mount();
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
      {mounted && <MobileMenu open={open} pathname={pathname} onClose={close} onEmergency={openEmergency} />}
    </>
  );
}
