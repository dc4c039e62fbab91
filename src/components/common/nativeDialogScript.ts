import { closeDialogAround } from './invokerCommands';
import { NATIVE_DIALOG_CLASS } from './nativeDialog';

/**
 * What the site's native dialogs (nativeDialog.ts) need beyond the browser, for all of them at once and before any
 * other script, from the page's <head>:
 * - one modal at a time: the browser fires a `command` event at a dialog before it runs an invoker command; a
 *   `show-modal` from a button inside another open dialog closes that one first ('Bel noodnummer' in the menu);
 * - Tab from a dialog's last control goes to its first, and Shift+Tab from the first to the last (left alone, a modal
 *   dialog lets Tab go on to the browser's own controls; the specification keeps focus inside an overlay);
 * - a tap beside a dialog closes it where the browser does not know `closedby`.
 * Its own source, so it must stay plain ES2017 without imports; `closeAround` is closeDialogAround.
 */
export function answerNativeDialogs(dialogClass: string, closeAround: typeof closeDialogAround): void {
  document.addEventListener(
    'command',
    (event) => {
      const command = event as Event & { command: string; source: Element | null };
      if (command.command === 'show-modal' && command.source && event.target instanceof Element)
        closeAround(command.source, event.target);
    },
    true,
  );
  const dialogOf = (target: EventTarget | null) =>
    target instanceof Element ? target.closest(`dialog.${dialogClass}[open]`) : null;
  document.addEventListener('keydown', (event) => {
    const dialog = dialogOf(event.target);
    if (event.key !== 'Tab' || !dialog) return;
    const tabbable = Array.prototype.filter.call(
      dialog.querySelectorAll(
        'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])',
      ),
      (element: Element) => element.getClientRects().length > 0,
    ) as HTMLElement[];
    const first = tabbable[0];
    const last = tabbable[tabbable.length - 1];
    if (!first || document.activeElement !== (event.shiftKey ? first : last)) return;
    event.preventDefault();
    (event.shiftKey ? last : first).focus();
  });
  document.addEventListener('click', (event) => {
    // A tap on the dimmed page beside a dialog is a click on the dialog itself (its ::backdrop), outside its box.
    const dialog = event.target;
    if (!(dialog instanceof HTMLDialogElement) || dialogOf(dialog) !== dialog || 'closedBy' in dialog) return;
    const box = dialog.getBoundingClientRect();
    const { clientX: x, clientY: y } = event;
    if (x < box.left || x > box.right || y < box.top || y > box.bottom) dialog.close();
  });
}

/** The inline <head> script (gatsby-ssr). A module of its own, so the browser's bundle never carries its source. */
export const nativeDialogScript = `(${answerNativeDialogs.toString()})(${JSON.stringify(NATIVE_DIALOG_CLASS)},${closeDialogAround.toString()});`;
