import * as React from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import MailOutlineIcon from '@mui/icons-material/MailOutlined';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import LoginIcon from '@mui/icons-material/Login';
import { firm } from '../../config/firm';
import { useOpenEmergencyDialog } from '../emergency/EmergencyDialogProvider';
import { TOP_BAR_HEIGHT_PX } from './headerMetrics';
import { LocationsMenu } from './LocationsMenu';
import { ShellButton } from './ShellButton';
import { NEW_TAB_HINT, VisuallyHidden } from '../common/VisuallyHidden';

/** Large screens only (the spec): locations, the office e-mail, the emergency number and the owner portal. */
export function TopBar() {
  const openEmergency = useOpenEmergencyDialog();
  return (
    <Box
      sx={{ display: { xs: 'none', lg: 'block' }, bgcolor: 'primary.dark', color: '#fff', height: TOP_BAR_HEIGHT_PX }}
    >
      <Container
        maxWidth="lg"
        sx={{ height: '100%', display: 'flex', alignItems: 'center', gap: 2, fontSize: '0.875rem' }}
      >
        <LocationsMenu />
        <Link
          href={`mailto:${firm.email}`}
          color="inherit"
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, minHeight: 32, fontWeight: 500 }}
        >
          <MailOutlineIcon fontSize="small" aria-hidden />
          {firm.email}
        </Link>
        <Box sx={{ flex: 1 }} />
        <ShellButton
          look="contained"
          onClick={openEmergency}
          aria-haspopup="dialog"
          sx={{ minHeight: 30, py: 0.25, px: 1.5, fontSize: '0.85rem' }}
        >
          <WarningAmberIcon aria-hidden fontSize="small" />
          Noodnummer
        </ShellButton>
        <Link
          href={firm.ownerPortalUrl}
          target="_blank"
          rel="noopener"
          color="inherit"
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, minHeight: 32, fontWeight: 600 }}
        >
          <LoginIcon fontSize="small" aria-hidden />
          Opensyndic
          <VisuallyHidden>{NEW_TAB_HINT}</VisuallyHidden>
        </Link>
      </Container>
    </Box>
  );
}
