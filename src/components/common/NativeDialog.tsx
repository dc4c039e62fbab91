import * as React from 'react';
import { centredDialogClass, NATIVE_DIALOG_CLASS, type CentredDialogSize } from './nativeDialog';

type DialogName = { 'aria-label': string } | { 'aria-labelledby': string };

type NativeDialogProps = DialogName & {
  id: string;
  /** In the middle of the screen at this width; without it, the dialog's own rules place it (by its id). */
  size?: CentredDialogSize;
  /** Further attributes of the element, such as a mark for the early-tap script. */
  attributes?: Record<`data-${string}`, string>;
  children: React.ReactNode;
};

/**
 * One of the site's overlays (nativeDialog.ts): a native modal `<dialog>` in the server's HTML, named by a label or its
 * title, that Escape or a tap beside it closes.
 */
export function NativeDialog({ id, size, attributes, children, ...name }: NativeDialogProps) {
  const className = size ? `${NATIVE_DIALOG_CLASS} ${centredDialogClass(size)}` : NATIVE_DIALOG_CLASS;
  return (
    <dialog id={id} className={className} {...name} {...attributes} {...{ closedby: 'any' }}>
      {children}
    </dialog>
  );
}
