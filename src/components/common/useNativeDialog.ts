import * as React from 'react';

/**
 * What a native dialog's code (nativeDialog.ts) does that the browser does not, from an element inside it: Tab wraps
 * around inside the dialog, and a tap beside it closes it where the browser has no `closedby`.
 */
export function useNativeDialog(inside: React.RefObject<HTMLElement>): void {
  React.useEffect(() => {
    const dialog = inside.current?.closest('dialog');
    if (!dialog) return undefined;
    dialog.addEventListener('keydown', keepTabInside);
    if (!('closedBy' in dialog)) dialog.addEventListener('click', closeOnBackdrop);
    return () => {
      dialog.removeEventListener('keydown', keepTabInside);
      dialog.removeEventListener('click', closeOnBackdrop);
    };
  }, [inside]);
}

/** A tap on the dimmed page beside the dialog: a click on the dialog itself (its ::backdrop), outside its box. */
function closeOnBackdrop(event: MouseEvent) {
  const dialog = event.currentTarget as HTMLDialogElement;
  if (event.target !== dialog) return;
  const box = dialog.getBoundingClientRect();
  const { clientX: x, clientY: y } = event;
  if (x < box.left || x > box.right || y < box.top || y > box.bottom) dialog.close();
}

const TABBABLE = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Tab from the dialog's last control goes to its first, and Shift+Tab from the first to the last. Left alone, a modal
 * dialog lets Tab go on to the browser's own controls; the specification keeps focus inside an overlay.
 */
function keepTabInside(event: KeyboardEvent) {
  if (event.key !== 'Tab') return;
  const dialog = event.currentTarget as HTMLElement;
  const tabbable = [...dialog.querySelectorAll<HTMLElement>(TABBABLE)].filter(
    (element) => element.getClientRects().length > 0,
  );
  const [first, last] = [tabbable[0], tabbable[tabbable.length - 1]];
  if (!first || document.activeElement !== (event.shiftKey ? first : last)) return;
  event.preventDefault();
  (event.shiftKey ? last : first).focus();
}
