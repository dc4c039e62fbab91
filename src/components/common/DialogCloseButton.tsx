import * as React from 'react';
import CloseIcon from '@mui/icons-material/Close';
import { ShellButton } from '../layout/ShellButton';
import { IconTooltip } from './IconTooltip';
import { invokerCommand, runInvokerCommand } from './invokerCommands';

/**
 * The close button of a native dialog (nativeDialog.ts): its invoker command closes the dialog before any script has
 * run. The shell's button: MUI's IconButton would join the content pages' chunk.
 */
export function DialogCloseButton({ dialogId, label }: { dialogId: string; label: string }) {
  return (
    <IconTooltip title={label} align="end">
      <ShellButton
        look="icon"
        aria-label={label}
        {...invokerCommand('close', dialogId)}
        onClick={(event) => runInvokerCommand(event.currentTarget)}
      >
        <CloseIcon />
      </ShellButton>
    </IconTooltip>
  );
}
