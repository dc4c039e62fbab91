import * as React from 'react';
import { HEADER_SCROLL_THRESHOLD_PX } from '../../lib/constants';
import { flattenNav, isSamePage, primaryNav, routes, serviceNav } from '../../lib/routes';
import { firm } from '../../config/firm';
import type { ClassRules } from '../../theme/classRules';
import { TextLink } from '../common/TextLink';
import { COMPACT_SHIFT_LARGE_PX, COMPACT_SHIFT_SMALL_PX, SITE_HEADER_ID, TOOLBAR_HEIGHT_PX } from './headerMetrics';
import { MobileMenuToggle } from './MobileMenuToggle';
import { ServicesMenu } from './ServicesMenu';
import { ShellButton } from './ShellButton';
import { TopBar } from './TopBar';
import { useScrolledPast } from './useScrolledPast';
import { island } from '../../runtime';

const servicePaths = flattenNav(serviceNav).map((l) => l.to as string);
// Static markup in the one header that stays mounted: React keeps the server's SVG and text, so its code is not part
// of what a page loads first.
const Logo = island(() => import('../brand/Logo').then((m) => m.Logo), 'never');
/**
 * The fixed header. Past 50 px of scroll it gains a shadow and slides up (only paint and a transform change, so
 * nothing shifts): on large screens the top bar leaves, elsewhere a little padding. Plain elements with the classes
 * of siteHeaderRules, which the server's CSS has.
 */
export function SiteHeader({ pathname }: { pathname: string }) {
  const scrolled = useScrolledPast(HEADER_SCROLL_THRESHOLD_PX);
  return (
    <header className="site-header" id={SITE_HEADER_ID} data-scrolled={scrolled ? 'true' : 'false'}>
      <TopBar />
      <div className="shell-container">
        {/* The bar MUI's Toolbar would draw: a flex row of a fixed height. */}
        <div className="site-header__bar">
          <TextLink
            href={routes.home}
            underline="none"
            aria-label={`${firm.name}, naar de startpagina`}
            className="site-header__home"
          >
            <Logo />
          </TextLink>
          <div className="shell-spacer" />
          <nav id="navigation" aria-label="Hoofdnavigatie" tabIndex={-1} className="site-nav">
            <ul className="site-nav__list">
              <li>
                <NavButton to={primaryNav[0].to} label={primaryNav[0].label} pathname={pathname} />
              </li>
              <li>
                <ServicesMenu active={servicePaths.some((p) => isSamePage(p, pathname))} />
              </li>
              {primaryNav.slice(1).map((link) => (
                <li key={link.to}>
                  <NavButton to={link.to} label={link.label} pathname={pathname} />
                </li>
              ))}
              <li>
                <ShellButton look="contained" href={routes.offerte} className="site-nav__quote">
                  Vrijblijvende offerte
                </ShellButton>
              </li>
            </ul>
            <MobileMenuToggle pathname={pathname} />
          </nav>
        </div>
      </div>
    </header>
  );
}

function NavButton({ to, label, pathname }: { to: string; label: string; pathname: string }) {
  const current = isSamePage(to, pathname);
  return (
    <ShellButton href={to} aria-current={current ? 'page' : undefined} className="site-nav__link">
      {label}
    </ShellButton>
  );
}

export const siteHeaderRules: ClassRules = {
  '.site-header': {
    position: 'fixed',
    top: 0,
    insetInline: 0,
    zIndex: (t) => t.zIndex.appBar,
    bgcolor: 'background.paper',
    transition: 'transform .25s ease, box-shadow .25s ease, border-color .25s ease',
    // The border stays and only turns transparent: a header 1 px shorter would shift everything in it.
    borderBottom: 1,
    borderColor: 'divider',
    '&[data-scrolled="true"]': {
      transform: { xs: `translateY(-${COMPACT_SHIFT_SMALL_PX}px)`, lg: `translateY(-${COMPACT_SHIFT_LARGE_PX}px)` },
      boxShadow: '0 6px 24px rgba(11, 36, 64, 0.16)',
      borderColor: 'transparent',
    },
  },
  '.site-header__bar': {
    display: 'flex',
    alignItems: 'center',
    position: 'relative',
    minHeight: TOOLBAR_HEIGHT_PX,
    pt: { xs: `${COMPACT_SHIFT_SMALL_PX}px`, lg: 0 },
    gap: 2,
  },
  '.site-header__home': { display: 'inline-flex', minHeight: 44, alignItems: 'center' },
  '.site-nav': { display: 'flex', alignItems: 'center', gap: 0.5, outline: 'none' },
  '.site-nav__list': {
    display: { xs: 'none', lg: 'flex' },
    alignItems: 'center',
    listStyle: 'none',
    m: 0,
    p: 0,
    gap: 0.5,
  },
  '.site-nav__link': {
    fontWeight: 600,
    px: 1.5,
    '&[aria-current=page]': { color: 'secondary.main', textDecoration: 'underline', textUnderlineOffset: '6px' },
  },
  '.site-nav__quote': { ml: 1.5 },
};
