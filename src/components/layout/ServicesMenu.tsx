import * as React from 'react';
import { ShellButton } from './ShellButton';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { island } from '../../runtime';

const MENU_ID = 'services-menu';
const BUTTON_ID = 'services-menu-button';
const ServicesMenuList = island(() => import('./ServicesMenuList').then((m) => m.ServicesMenuList), 'intent');

/** The 'Diensten' button; the menu itself loads on first use (prefetched on hover or focus). */
// Styled by a rule the server CSS has already, so opening inserts no CSS rule (which restyles the whole page).
const expandIconSx = {
  transition: 'transform .2s',
  '[aria-expanded=true] > &': { transform: 'rotate(180deg)' },
} as const;

export function ServicesMenu({ active }: { active: boolean }) {
  const [anchor, setAnchor] = React.useState<HTMLElement | null>(null);
  const [mounted, setMounted] = React.useState(false);
  const open = anchor !== null;
  return (
    <>
      <ShellButton
        id={BUTTON_ID}
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={open ? MENU_ID : undefined}
        onPointerEnter={() => void ServicesMenuList.preload().catch(() => undefined)}
        onFocus={() => void ServicesMenuList.preload().catch(() => undefined)}
        onClick={(e) => {
          setMounted(true);
          setAnchor(e.currentTarget);
        }}
        sx={{
          fontWeight: active ? 750 : 600,
          px: 1.5,
          ...(active ? { color: 'secondary.main', textDecoration: 'underline', textUnderlineOffset: 6 } : {}),
        }}
      >
        Diensten
        <ExpandMoreIcon aria-hidden sx={expandIconSx} />
      </ShellButton>
      {mounted && (
        <React.Suspense fallback={null}>
          <ServicesMenuList id={MENU_ID} labelledBy={BUTTON_ID} anchor={anchor} onClose={() => setAnchor(null)} />
        </React.Suspense>
      )}
    </>
  );
}
