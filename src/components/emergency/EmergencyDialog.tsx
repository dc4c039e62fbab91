import * as React from 'react';
import { NativeDialog } from '../common/NativeDialog';
import { island } from '../../runtime';
import { EMERGENCY_DIALOG_ID, EMERGENCY_TITLE_ID } from './emergencyDialogOpener';

// Its contents are in the server's HTML, so the dialog shows them the moment it opens; their code (the call button
// closes the dialog) comes once the page is idle, out of what the page loads first.
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
    <NativeDialog id={EMERGENCY_DIALOG_ID} size="xs" aria-labelledby={EMERGENCY_TITLE_ID}>
      <EmergencyContent />
    </NativeDialog>
  );
}
