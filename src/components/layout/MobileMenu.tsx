import * as React from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import LoginIcon from '@mui/icons-material/Login';
import PhoneInTalkIcon from '@mui/icons-material/PhoneInTalk';
import { firm } from '../../config/firm';
import { flattenNav, isSamePage, mobileExtraNav, primaryNav, routes, serviceNav } from '../../lib/routes';
import { offices, officeAddressLine } from '../../lib/offices';
import { NEW_TAB_HINT, VisuallyHidden } from '../common/VisuallyHidden';
import { Logo } from '../brand/Logo';
import { IconTooltip } from '../common/IconTooltip';
import { invokerCommand, runInvokerCommand } from '../common/invokerCommands';
import { NewBadge } from '../common/NewBadge';
import { MOBILE_MENU_ID } from './headerMetrics';
import { ShellButton } from './ShellButton';

interface MobileMenuContentProps {
  pathname: string;
  /** Closes the menu's dialog. */
  onClose: () => void;
  onEmergency: () => void;
}

const divider = { borderBottom: 1, borderColor: 'divider' } as const;

/**
 * What the mobile menu holds (MobileMenuToggle has the dialog around it): the site's pages, the offices, the quote,
 * the owners' portal and the emergency number. Plain links and the shell's buttons: MUI's List, Button and
 * IconButton would add their modules to a menu that is in every page's HTML. Its code also does for the dialog what
 * the browser does not: Tab wraps around inside it, a new page closes it, and so does a tap beside it where the
 * browser has no `closedby`.
 */
export function MobileMenuContent({ pathname, onClose, onEmergency }: MobileMenuContentProps) {
  const root = React.useRef<HTMLDivElement>(null);
  const shownOn = React.useRef(pathname);
  React.useEffect(() => {
    if (shownOn.current !== pathname) onClose(); // the page it was opened on does not close it
    shownOn.current = pathname;
  }, [pathname, onClose]);
  React.useEffect(() => {
    const dialog = root.current?.closest('dialog');
    if (!dialog || 'closedBy' in dialog) return;
    dialog.addEventListener('click', closeOnBackdrop);
    return () => dialog.removeEventListener('click', closeOnBackdrop);
  }, []);

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
    <div ref={root} onKeyDown={keepTabInside}>
      <Box sx={[divider, { display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1.5 }]}>
        <Logo compact />
        <IconTooltip title="Menu sluiten" align="end">
          <ShellButton
            look="icon"
            aria-label="Menu sluiten"
            {...invokerCommand('close', MOBILE_MENU_ID)}
            onClick={(event) => runInvokerCommand('close', event.currentTarget.closest('dialog'))}
          >
            <CloseIcon />
          </ShellButton>
        </IconTooltip>
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
          <ShellButton
            look="outlined"
            aria-haspopup="dialog"
            onClick={() => {
              // The menu first: closing it hands focus back to the toggle, where the dialog returns it when it closes.
              onClose();
              onEmergency();
            }}
          >
            <PhoneInTalkIcon fontSize="small" />
            Bel noodnummer
          </ShellButton>
        </Box>
      </nav>
    </div>
  );
}

/** A tap on the dimmed page beside the menu: a click on the dialog itself (its ::backdrop), outside its box. */
function closeOnBackdrop(event: MouseEvent) {
  const dialog = event.currentTarget as HTMLDialogElement;
  if (event.target !== dialog) return;
  const box = dialog.getBoundingClientRect();
  const { clientX: x, clientY: y } = event;
  if (x < box.left || x > box.right || y < box.top || y > box.bottom) dialog.close();
}

const TABBABLE = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Tab from the menu's last control goes to its first, and Shift+Tab from the first to the last. Left alone, a modal
 * dialog lets Tab go on to the browser's own controls; the specification keeps focus inside the menu.
 */
function keepTabInside(event: React.KeyboardEvent<HTMLElement>) {
  if (event.key !== 'Tab') return;
  const tabbable = [...event.currentTarget.querySelectorAll<HTMLElement>(TABBABLE)].filter(
    (element) => element.getClientRects().length > 0,
  );
  const [first, last] = [tabbable[0], tabbable[tabbable.length - 1]];
  if (!first || document.activeElement !== (event.shiftKey ? first : last)) return;
  event.preventDefault();
  (event.shiftKey ? last : first).focus();
}
