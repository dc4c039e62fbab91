import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListSubheader from '@mui/material/ListSubheader';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import LoginIcon from '@mui/icons-material/Login';
import PhoneInTalkIcon from '@mui/icons-material/PhoneInTalk';
import { firm } from '../../config/firm';
import { flattenNav, isSamePage, mobileExtraNav, primaryNav, routes, serviceNav } from '../../lib/routes';
import { offices, officeAddressLine } from '../../lib/offices';
import { LinkBehavior } from '../../theme/LinkBehavior';
import { NEW_TAB_HINT, VisuallyHidden } from '../common/VisuallyHidden';
import { Logo } from '../brand/Logo';
import { IconTooltip } from '../common/IconTooltip';
import { MOBILE_MENU_ID } from './headerMetrics';
import { NewBadge } from '../common/NewBadge';
import { ContentAfterMount } from '../../runtime';
import { overlaySurfaceSx, QuickModal } from '../common/QuickModal';

interface MobileMenuProps {
  open: boolean;
  pathname: string;
  onClose: () => void;
  onEmergency: () => void;
}

/** The mobile menu, a panel at the top of the screen (see QuickModal for how it opens and what it does). */
export function MobileMenu({ open, pathname, onClose, onEmergency }: MobileMenuProps) {
  return (
    <QuickModal open={open} onClose={onClose}>
      <Box
        id={MOBILE_MENU_ID}
        role="dialog"
        aria-modal
        aria-label="Menu"
        sx={[overlaySurfaceSx, { position: 'fixed', top: 0, left: 0, right: 0, maxHeight: '100dvh', boxShadow: 16 }]}
      >
        <ContentAfterMount open={open}>
          <MobileMenuContent pathname={pathname} onClose={onClose} onEmergency={onEmergency} />
        </ContentAfterMount>
      </Box>
    </QuickModal>
  );
}

/** The menu's contents; memoised, so opening and closing re-render only the modal around them. */
const MobileMenuContent = React.memo(function MobileMenuContent({
  pathname,
  onClose,
  onEmergency,
}: Omit<MobileMenuProps, 'open'>) {
  const navLink = (link: { label: string; to: string; depth?: number }) => (
    <ListItemButton
      key={link.to}
      component={LinkBehavior}
      href={link.to}
      onClick={onClose}
      aria-current={isSamePage(link.to, pathname) ? 'page' : undefined}
      sx={{
        pl: 2 + (link.depth ?? 0) * 2.5,
        minHeight: 44,
        fontWeight: link.depth ? 500 : 650,
        '&[aria-current=page]': { color: 'secondary.main' },
      }}
    >
      {link.label}
    </ListItemButton>
  );

  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1.5 }}>
        <Logo compact />
        <IconTooltip title="Menu sluiten" align="end">
          <IconButton onClick={onClose} aria-label="Menu sluiten" size="large">
            <CloseIcon />
          </IconButton>
        </IconTooltip>
      </Box>
      <Divider />
      <Box component="nav" aria-label="Mobiele navigatie" sx={{ overflowY: 'auto' }}>
        <List dense={false} disablePadding>
          {navLink(primaryNav[0])}
          <ListSubheader component="div" sx={{ lineHeight: 2.5, fontWeight: 700, color: 'text.secondary' }}>
            Diensten
          </ListSubheader>
          {flattenNav(serviceNav).map((link) => navLink({ ...link, depth: link.depth + 1 }))}
          {primaryNav.slice(1).map((link) => navLink(link))}
          {mobileExtraNav.map((link) => navLink(link))}
        </List>
        <Divider />
        <Box sx={{ px: 2, py: 2 }}>
          <Typography variant="subtitle2" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
            Onze locaties
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.25 }}>
            {offices.map((office) => (
              <Typography component="li" variant="body2" key={office.id}>
                <strong>{office.name}</strong> {office.isNew && <NewBadge />}
                <br />
                {officeAddressLine(office)} · <Link href={office.phoneNumber.href}>{office.phone}</Link>
              </Typography>
            ))}
          </Box>
        </Box>
        <Divider />
        <Box sx={{ px: 2, py: 2, display: 'grid', gap: 1.25 }}>
          <Button variant="contained" color="secondary" href={routes.offerte} onClick={onClose}>
            Vrijblijvende offerte
          </Button>
          <Button
            variant="outlined"
            href={firm.ownerPortalUrl}
            target="_blank"
            rel="noopener"
            startIcon={<LoginIcon />}
            onClick={onClose}
          >
            Opensyndic inloggen
            <VisuallyHidden>{NEW_TAB_HINT}</VisuallyHidden>
          </Button>
          <Button
            variant="outlined"
            color="secondary"
            startIcon={<PhoneInTalkIcon />}
            aria-haspopup="dialog"
            onClick={() => {
              // Both in one update, so the menu closes as the dialog opens: the menu's focus trap hands focus back
              // to the menu toggle first, and the dialog returns it there when it closes.
              onClose();
              onEmergency();
            }}
          >
            Bel noodnummer
          </Button>
        </Box>
      </Box>
    </>
  );
});
