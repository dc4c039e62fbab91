import * as React from 'react';
import type { Theme } from '@mui/material/styles';
import { NATIVE_DIALOG_CLASS } from '../common/nativeDialog';
import { island } from '../../runtime';
import { EMERGENCY_DIALOG_ID, EMERGENCY_TITLE_ID } from './emergencyDialogOpener';

// Its contents are in the server's HTML, so the dialog shows them the moment it opens; their code (the call button
// closes the dialog, Tab stays inside) comes once the page is idle, out of what the page loads first.
const EmergencyContent = island(() => import('./EmergencyContent').then((m) => m.EmergencyContent), {
  hydrate: 'afterInteractive',
  placeholderHeight: 560,
});

/**
 * The emergency number with its warning, on every page: a native modal `<dialog>` that every 'Noodnummer' button
 * opens by its invoker command (emergencyDialogOpener, nativeDialog.ts), before any script has run.
 */
export function EmergencyDialog() {
  return (
    <dialog
      id={EMERGENCY_DIALOG_ID}
      className={NATIVE_DIALOG_CLASS}
      aria-labelledby={EMERGENCY_TITLE_ID}
      {...{ closedby: 'any' }}
    >
      <EmergencyContent />
    </dialog>
  );
}

/**
 * Its place and size (nativeDialogStyles has the rest), as MUI's Dialog (`maxWidth="xs"`, `fullWidth`) for the
 * DialogTitle, -Content and -Actions inside: centred, and a column whose content scrolls between title and actions.
 */
export const emergencyDialogStyles = (theme: Theme) => ({
  [`#${EMERGENCY_DIALOG_ID}`]: {
    position: 'fixed',
    inset: 0,
    display: 'flex',
    flexDirection: 'column',
    width: 'calc(100% - 64px)',
    maxWidth: 444,
    height: 'fit-content',
    maxHeight: 'calc(100% - 64px)',
    margin: 'auto',
    borderRadius: theme.shape.borderRadius,
    boxShadow: theme.shadows[24],
  },
});
