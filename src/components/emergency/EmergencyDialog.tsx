import * as React from 'react';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CloseIcon from '@mui/icons-material/Close';
import PhoneInTalkIcon from '@mui/icons-material/PhoneInTalk';
import { EMERGENCY_LINE_PURPOSE, EMERGENCY_WARNING } from '../../lib/emergency/emergencyMessages';
import { EMERGENCY_PRICE, emergencyPhone } from '../../lib/emergency/emergencyLine';
import { nonUrgentPhone } from '../../lib/offices';
import { ShellButton } from '../layout/ShellButton';
import { routes } from '../../lib/routes';
import { IconTooltip } from '../common/IconTooltip';
import { ContentAfterMount } from '../../runtime';
import { QuickDialog } from '../common/QuickModal';
import { Call112Button } from './Call112Button';
import { EmergencyGuide } from './EmergencyGuide';

const TITLE_ID = 'emergency-dialog-title';

interface EmergencyDialogProps {
  open: boolean;
  onClose: () => void;
}

/** The emergency number with its warning (see QuickModal for how it opens and what it does). */
export function EmergencyDialog({ open, onClose }: EmergencyDialogProps) {
  return (
    // Kept mounted once mounted closed ahead of use (see EmergencyDialogProvider): opening is then a state change.
    <QuickDialog open={open} onClose={onClose} labelledBy={TITLE_ID} maxWidth={444}>
      <ContentAfterMount open={open}>
        <EmergencyContent onClose={onClose} />
      </ContentAfterMount>
    </QuickDialog>
  );
}

/** The dialog's contents; memoised, so opening and closing re-render only the dialog around them. */
const EmergencyContent = React.memo(function EmergencyContent({ onClose }: { onClose: () => void }) {
  return (
    <>
      <DialogTitle id={TITLE_ID} component="h2" sx={{ pr: 7 }}>
        Noodnummer
      </DialogTitle>
      {/* Placed by its own box: the tooltip's wrapper would otherwise anchor it below the title, over the text. */}
      <Box sx={{ position: 'absolute', right: 10, top: 10 }}>
        <IconTooltip title="Sluiten" align="end">
          {/* The shell's button, as the menu's close button: MUI's IconButton would join the content pages' chunk. */}
          <ShellButton look="icon" aria-label="Sluiten" onClick={onClose}>
            <CloseIcon />
          </ShellButton>
        </IconTooltip>
      </Box>
      <DialogContent>
        {/* Whom to call for what comes first: 112 for danger, the paid line for defects that endanger no one. */}
        <Typography variant="body2" sx={{ mb: 1.5, fontWeight: 700 }}>
          {EMERGENCY_LINE_PURPOSE}
        </Typography>
        <Box sx={{ mb: 2 }}>
          <Call112Button fullWidth />
        </Box>
        <Box sx={{ mb: 2 }}>
          <EmergencyGuide dense />
        </Box>
        <Typography variant="h2" component="p" sx={{ mb: 2, textAlign: 'center' }}>
          {emergencyPhone.display}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Niet dringend? Bel tijdens de kantooruren naar <a href={nonUrgentPhone.href}>{nonUrgentPhone.display}</a>.
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          Geen noodgeval? <a href={routes.melden}>Meld een defect online</a> en krijg meteen een referentienummer.
        </Typography>
      </DialogContent>
      {/* The price and the warning stay beside the call button on a small screen, however far the guide scrolls. */}
      <DialogActions disableSpacing sx={{ px: 3, pb: 3, flexDirection: 'column', alignItems: 'stretch', gap: 1.5 }}>
        <Alert severity="warning">
          {EMERGENCY_WARNING}
          <Box component="span" className="emergency-price" sx={{ display: 'block', fontWeight: 600 }}>
            Tarief: {EMERGENCY_PRICE}
          </Box>
        </Alert>
        <Button
          fullWidth
          size="large"
          variant="contained"
          color="secondary"
          startIcon={<PhoneInTalkIcon />}
          href={emergencyPhone.href}
          onClick={onClose}
        >
          Bel {emergencyPhone.display}
        </Button>
      </DialogActions>
    </>
  );
});
