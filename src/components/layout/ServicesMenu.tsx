import * as React from 'react';
import type { ClassRules } from '../../theme/classRules';
import { PathIcon } from '../common/PathIcon';
import { ShellButton } from './ShellButton';
import { island } from '../../runtime';

const MENU_ID = 'services-menu';
const BUTTON_ID = 'services-menu-button';
const ServicesMenuList = island(() => import('./ServicesMenuList').then((m) => m.ServicesMenuList), 'intent');

/** The 'Diensten' button; the menu itself loads on first use (prefetched on hover or focus). */
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
        className="site-nav__link services-menu__button"
        data-active={active ? 'true' : undefined}
      >
        Diensten
        <PathIcon name="expandMore" className="expand-icon" />
      </ShellButton>
      {mounted && (
        <React.Suspense fallback={null}>
          <ServicesMenuList id={MENU_ID} labelledBy={BUTTON_ID} anchor={anchor} onClose={() => setAnchor(null)} />
        </React.Suspense>
      )}
    </>
  );
}

/** On a service page the button is marked as the nav's current page is. */
export const servicesMenuRules: ClassRules = {
  '.services-menu__button[data-active]': {
    fontWeight: 750,
    color: 'secondary.main',
    textDecoration: 'underline',
    textUnderlineOffset: '6px',
  },
};
