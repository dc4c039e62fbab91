import type * as React from 'react';
import { invokerCommand, runInvokerCommand } from '../common/invokerCommands';

/** The one emergency dialog on every page (EmergencyDialog). */
export const EMERGENCY_DIALOG_ID = 'emergency-dialog';
/** Its title, which names it. */
export const EMERGENCY_TITLE_ID = 'emergency-dialog-title';

/**
 * What makes a button a 'Noodnummer' button: it opens the emergency dialog by its invoker command, before any script
 * has run, and runs that command itself in a browser that does not.
 */
export const emergencyDialogOpener = {
  'aria-haspopup': 'dialog',
  ...invokerCommand('show-modal', EMERGENCY_DIALOG_ID),
  onClick: (event: React.MouseEvent<HTMLElement>) => runInvokerCommand(event.currentTarget),
} as const;
