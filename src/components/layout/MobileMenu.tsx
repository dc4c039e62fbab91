import * as React from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import LoginIcon from '@mui/icons-material/Login';
import PhoneInTalkIcon from '@mui/icons-material/PhoneInTalk';
import { firm } from '../../config/firm';
import { flattenNav, isSamePage, mobileExtraNav, primaryNav, routes, serviceNav } from '../../lib/routes';
import { offices, officeAddressLine } from '../../lib/offices';
import { NEW_TAB_HINT, VisuallyHidden } from '../common/VisuallyHidden';
import { Logo } from '../brand/Logo';
import { DialogCloseButton } from '../common/DialogCloseButton';
import { emergencyDialogOpener } from '../emergency/emergencyDialogOpener';
import { NewBadge } from '../common/NewBadge';
import { MOBILE_MENU_ID } from './headerMetrics';
import { ShellButton } from './ShellButton';

interface MobileMenuContentProps {
  pathname: string;
  /** Closes the menu's dialog. */
  onClose: () => void;
}

const divider = { borderBottom: 1, borderColor: 'divider' } as const;

/**
 * What the mobile menu holds (MobileMenuToggle has the dialog around it): the site's pages, the offices, the quote,
 * the owners' portal and the emergency number. Plain links and the shell's buttons: MUI's List, Button and
 * IconButton would add their modules to a menu that is in every page's HTML. Its code closes it on a new page.
 */
export function MobileMenuContent({ pathname, onClose }: MobileMenuContentProps) {
  const shownOn = React.useRef(pathname);
  React.useEffect(() => {
    if (shownOn.current !== pathname) onClose(); // the page it was opened on does not close it
    shownOn.current = pathname;
  }, [pathname, onClose]);

  const navLink = (link: { label: string; to: string; depth?: number }) => (
    <li key={link.to}>
      <Link
        href={link.to}
        underline="none"
        onClick={onClose}
        aria-current={isSamePage(link.to, pathname) ? 'page' : undefined}
        sx={{
          display: 'flex',
          alignItems: 'center',
          minHeight: 44,
          pl: 2 + (link.depth ?? 0) * 2.5,
          pr: 2,
          color: 'text.primary',
          fontWeight: link.depth ? 500 : 650,
          '&:hover': { bgcolor: 'action.hover' },
          '&[aria-current=page]': { color: 'secondary.main' },
        }}
      >
        {link.label}
      </Link>
    </li>
  );

  return (
    <div>
      <Box sx={[divider, { display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1.5 }]}>
        <Logo compact />
        <DialogCloseButton dialogId={MOBILE_MENU_ID} label="Menu sluiten" />
      </Box>
      <nav aria-label="Mobiele navigatie">
        <Box component="ul" sx={[divider, { listStyle: 'none', m: 0, p: 0 }]}>
          {navLink(primaryNav[0])}
          <Box
            component="li"
            sx={{ px: 2, lineHeight: 2.5, fontSize: '0.875rem', fontWeight: 700, color: 'text.secondary' }}
          >
            Diensten
          </Box>
          {flattenNav(serviceNav).map((link) => navLink({ ...link, depth: link.depth + 1 }))}
          {primaryNav.slice(1).map((link) => navLink(link))}
          {mobileExtraNav.map((link) => navLink(link))}
        </Box>
        <Box sx={[divider, { px: 2, py: 2 }]}>
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
        <Box sx={{ px: 2, py: 2, display: 'grid', gap: 1.25 }}>
          <ShellButton look="contained" href={routes.offerte} onClick={onClose}>
            Vrijblijvende offerte
          </ShellButton>
          <ShellButton look="outlined" href={firm.ownerPortalUrl} target="_blank" rel="noopener" onClick={onClose}>
            <LoginIcon fontSize="small" />
            Opensyndic inloggen
            <VisuallyHidden>{NEW_TAB_HINT}</VisuallyHidden>
          </ShellButton>
          {/* Its command closes the menu first (closeDialogAround): focus goes back to the toggle, where the emergency
              dialog returns it when it closes. */}
          <ShellButton look="outlined" {...emergencyDialogOpener}>
            <PhoneInTalkIcon fontSize="small" />
            Bel noodnummer
          </ShellButton>
        </Box>
      </nav>
    </div>
  );
}
