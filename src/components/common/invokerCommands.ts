/**
 * HTML's invoker commands: a `<button command="show-modal" commandfor="id">` opens the `<dialog id>` by itself, and
 * `command="close"` closes it, with no script at all (Chromium 135, Firefox 144, Safari 26.2). A tap on such a button
 * works before the page's scripts have run, and costs no more than a plain button.
 */
export type InvokerCommand = 'show-modal' | 'close';

/** The attributes, as React passes them through to the element (its JSX types do not know them yet). */
export function invokerCommand(command: InvokerCommand, dialogId: string): Record<string, string> {
  return { command, commandfor: dialogId };
}

/**
 * One modal at a time: a dialog opened from inside another open dialog closes that one first ('Bel noodnummer' in
 * the mobile menu closes the menu, as the specification wants). Focus then goes back to what opened the first, and
 * the second returns it there when it closes. Self-contained: it is also the inline script's own source.
 */
export function closeDialogAround(source: Element, opened: Element): void {
  const around = source.closest('dialog[open]');
  if (around instanceof HTMLDialogElement && around !== opened) around.close();
}

/** Whether this browser runs those commands itself; where it does not, the button's click handler must. */
const browserRunsInvokerCommands = (): boolean =>
  typeof HTMLButtonElement !== 'undefined' && 'command' in HTMLButtonElement.prototype;

/** For the button's click handler: the button's own command, in browsers that do not run it themselves. */
export function runInvokerCommand(button: HTMLElement): void {
  if (browserRunsInvokerCommands()) return;
  const dialog = document.getElementById(button.getAttribute('commandfor') ?? '');
  if (!(dialog instanceof HTMLDialogElement)) return;
  if (button.getAttribute('command') === 'close') dialog.close();
  else if (!dialog.open) {
    closeDialogAround(button, dialog);
    dialog.showModal();
  }
}
