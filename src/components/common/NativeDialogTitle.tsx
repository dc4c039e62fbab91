import * as React from 'react';
import DialogTitle from '@mui/material/DialogTitle';
import type { SxProps, Theme } from '@mui/material/styles';

/**
 * The title of a centred native dialog (NativeDialog), which takes the focus as the dialog opens (the browser follows
 * `autofocus`), not its first control: a screen reader starts at the top, and Tab goes on to the controls. Not a
 * control itself, so no focus ring. A module of its own: the dialogs' contents are islands, the shell needs none of it.
 */
export function NativeDialogTitle({
  id,
  sx,
  children,
}: {
  id: string;
  sx?: SxProps<Theme>;
  children: React.ReactNode;
}) {
  return (
    <DialogTitle
      id={id}
      component="h2"
      tabIndex={-1}
      autoFocus
      sx={[{ '&:focus-visible': { outline: 'none' } }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      {children}
    </DialogTitle>
  );
}
