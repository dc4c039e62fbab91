import * as React from 'react';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Typography from '@mui/material/Typography';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import PhoneInTalkIcon from '@mui/icons-material/PhoneInTalk';
import { EMERGENCY_LINE_PURPOSE, EMERGENCY_WARNING } from '../../lib/emergency/emergencyMessages';
import { EMERGENCY_PRICE, emergencyPhone } from '../../lib/emergency/emergencyLine';
import { nonUrgentPhone } from '../../lib/offices';
import { routes } from '../../lib/routes';
import { DialogCloseButton } from '../common/DialogCloseButton';
import { NativeDialogTitle } from '../common/NativeDialogTitle';
import { Call112Button } from './Call112Button';
import { EmergencyGuide } from './EmergencyGuide';
import { EMERGENCY_DIALOG_ID, EMERGENCY_TITLE_ID } from './emergencyDialogOpener';

const closeDialog = (event: React.MouseEvent<HTMLElement>) => event.currentTarget.closest('dialog')?.close();

/**
 * What the emergency dialog (EmergencyDialog) shows: whom to call for what, the number, its price and the warning. Its
 * close button works by its invoker command; its code adds that the call button closes the dialog too.
 */
export function EmergencyContent() {
  return (
    // No box of its own: the dialog's column holds the title, the content that scrolls and the actions.
    <div style={{ display: 'contents' }}>
      <NativeDialogTitle id={EMERGENCY_TITLE_ID} sx={{ pr: 7 }}>
        Noodnummer
      </NativeDialogTitle>
      {/* Placed by its own box: the tooltip's wrapper would otherwise anchor it below the title, over the text. */}
      <Box sx={{ position: 'absolute', right: 10, top: 10 }}>
        <DialogCloseButton dialogId={EMERGENCY_DIALOG_ID} label="Sluiten" />
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
          onClick={closeDialog}
        >
          Bel {emergencyPhone.display}
        </Button>
      </DialogActions>
    </div>
  );
}
