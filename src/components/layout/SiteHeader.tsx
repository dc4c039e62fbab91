import * as React from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import useScrollTrigger from '@mui/material/useScrollTrigger';
import { HEADER_SCROLL_THRESHOLD_PX } from '../../lib/constants';
import { flattenNav, isSamePage, primaryNav, routes, serviceNav } from '../../lib/routes';
import { firm } from '../../config/firm';
import { COMPACT_SHIFT_LARGE_PX, COMPACT_SHIFT_SMALL_PX, SITE_HEADER_ID, TOOLBAR_HEIGHT_PX } from './headerMetrics';
import { MobileMenuToggle } from './MobileMenuToggle';
import { ServicesMenu } from './ServicesMenu';
import { ShellButton } from './ShellButton';
import { TopBar } from './TopBar';
import { island } from '../../runtime';

const servicePaths = flattenNav(serviceNav).map((l) => l.to as string);
// Static markup in the one header that stays mounted: React keeps the server's SVG and text, so its code is not part
// of what a page loads first.
const Logo = island(() => import('../brand/Logo').then((m) => m.Logo), 'never');
/**
 * The fixed header. Past 50 px of scroll it gains a shadow and slides up (only paint and a transform change, so
 * nothing shifts): on large screens the top bar leaves, elsewhere a little padding.
 */
export function SiteHeader({ pathname }: { pathname: string }) {
  const scrolled = useScrollTrigger({ disableHysteresis: true, threshold: HEADER_SCROLL_THRESHOLD_PX });

  return (
    <Box
      component="header"
      id={SITE_HEADER_ID}
      data-scrolled={scrolled ? 'true' : 'false'}
      sx={{
        position: 'fixed',
        top: 0,
        insetInline: 0,
        zIndex: (t) => t.zIndex.appBar,
        bgcolor: 'background.paper',
        transition: 'transform .25s ease, box-shadow .25s ease, border-color .25s ease',
        // The border stays and only turns transparent: a header 1 px shorter would shift everything in it.
        borderBottom: 1,
        borderColor: 'divider',
        // By the attribute, so the class stays: a class of its own once scrolled had emotion insert its rules at the
        // first scroll, and Chromium rebuild the page's style rules and recalculate its style in that frame.
        '&[data-scrolled="true"]': {
          transform: { xs: `translateY(-${COMPACT_SHIFT_SMALL_PX}px)`, lg: `translateY(-${COMPACT_SHIFT_LARGE_PX}px)` },
          boxShadow: '0 6px 24px rgba(11, 36, 64, 0.16)',
          borderColor: 'transparent',
        },
      }}
    >
      <TopBar />
      <Container maxWidth="lg">
        {/* The bar MUI's Toolbar would draw (a flex row of a fixed height), without its module on every page. */}
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            position: 'relative',
            minHeight: TOOLBAR_HEIGHT_PX,
            pt: { xs: `${COMPACT_SHIFT_SMALL_PX}px`, lg: 0 },
            gap: 2,
          }}
        >
          <Link
            href={routes.home}
            aria-label={`${firm.name}, naar de startpagina`}
            underline="none"
            sx={{ display: 'inline-flex', minHeight: 44, alignItems: 'center' }}
          >
            <Logo />
          </Link>
          <Box sx={{ flex: 1 }} />
          <Box
            component="nav"
            id="navigation"
            aria-label="Hoofdnavigatie"
            tabIndex={-1}
            sx={{ display: 'flex', alignItems: 'center', gap: 0.5, outline: 'none' }}
          >
            <Box
              component="ul"
              sx={{
                display: { xs: 'none', lg: 'flex' },
                alignItems: 'center',
                listStyle: 'none',
                m: 0,
                p: 0,
                gap: 0.5,
              }}
            >
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
                <ShellButton look="contained" href={routes.offerte} sx={{ ml: 1.5 }}>
                  Vrijblijvende offerte
                </ShellButton>
              </li>
            </Box>
            <MobileMenuToggle pathname={pathname} />
          </Box>
        </Box>
      </Container>
    </Box>
  );
}

function NavButton({ to, label, pathname }: { to: string; label: string; pathname: string }) {
  const current = isSamePage(to, pathname);
  return (
    <ShellButton
      href={to}
      aria-current={current ? 'page' : undefined}
      sx={{
        fontWeight: 600,
        px: 1.5,
        '&[aria-current=page]': { color: 'secondary.main', textDecoration: 'underline', textUnderlineOffset: 6 },
      }}
    >
      {label}
    </ShellButton>
  );
}
