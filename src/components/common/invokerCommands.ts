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

/** Whether this browser runs those commands itself; where it does not, the button's click handler must. */
const browserRunsInvokerCommands = (): boolean =>
  typeof HTMLButtonElement !== 'undefined' && 'command' in HTMLButtonElement.prototype;

/** The command for browsers that do not run it themselves. */
export function runInvokerCommand(command: InvokerCommand, dialog: HTMLDialogElement | null): void {
  if (!dialog || browserRunsInvokerCommands()) return;
  if (command === 'close') dialog.close();
  else if (!dialog.open) dialog.showModal();
}
