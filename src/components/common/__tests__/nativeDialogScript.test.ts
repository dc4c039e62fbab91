import { JSDOM } from 'jsdom';
import { nativeDialogScript } from '../nativeDialogScript';

/**
 * The menu (open) with a button that opens a second dialog, and a button outside both, with the inline script, as
 * the server draws them. jsdom runs no invoker commands, so the test fires the `command` event the browser fires at
 * the dialog before it runs one; its dialogs get a close() as the browser's.
 */
function loadPage() {
  const { window } = new JSDOM(
    `<!doctype html><html><body>
      <button id="outside" command="show-modal" commandfor="second">Noodnummer</button>
      <dialog id="menu" class="native-dialog" open><button id="inside" command="show-modal" commandfor="second">Bel noodnummer</button>
        <button id="close" command="close" commandfor="menu">Sluiten</button></dialog>
      <dialog id="second" class="native-dialog"><button id="self" command="show-modal" commandfor="second">Nog eens</button></dialog>
    </body></html>`,
    { runScripts: 'outside-only' },
  );
  window.eval(nativeDialogScript);
  const { document } = window;
  document.querySelectorAll('dialog').forEach((dialog) => {
    dialog.close = () => dialog.removeAttribute('open');
  });
  const byId = (id: string) => document.getElementById(id)!;
  return {
    /** What the browser does first when `source` is pressed: the command event at its dialog (not bubbling). */
    press(sourceId: string) {
      const source = byId(sourceId);
      const event = Object.assign(new window.Event('command', { cancelable: true }), {
        source,
        command: source.getAttribute('command'),
      });
      byId(source.getAttribute('commandfor')!).dispatchEvent(event);
    },
    window,
    byId,
    isOpen: (id: string) => byId(id).hasAttribute('open'),
    open: (id: string) => byId(id).setAttribute('open', ''),
  };
}

describe('one modal at a time (nativeDialogScript)', () => {
  it('closes the open dialog around a button that opens another', () => {
    const page = loadPage();
    page.press('inside');
    expect(page.isOpen('menu')).toBe(false);
  });

  it('leaves an open dialog alone when the button is outside it, or closes its own dialog', () => {
    const page = loadPage();
    page.press('outside');
    expect(page.isOpen('menu')).toBe(true);
    page.press('close'); // the browser closes the menu itself; the script adds nothing
    expect(page.isOpen('menu')).toBe(true);
  });

  it('does not close the dialog the button opens, when it is inside it', () => {
    const page = loadPage();
    page.open('second');
    page.press('self');
    expect(page.isOpen('second')).toBe(true);
  });
});

describe('Tab stays inside an open dialog (nativeDialogScript)', () => {
  /** jsdom lays nothing out: every control counts as shown. */
  function tab(page: ReturnType<typeof loadPage>, fromId: string, shiftKey = false) {
    const from = page.byId(fromId);
    from.getClientRects = () => [{}] as unknown as DOMRectList;
    page.byId('inside').getClientRects = from.getClientRects;
    page.byId('close').getClientRects = from.getClientRects;
    from.focus();
    const event = new page.window.KeyboardEvent('keydown', { key: 'Tab', shiftKey, bubbles: true, cancelable: true });
    from.dispatchEvent(event);
    return event;
  }

  it('goes from the last control to the first, and back with Shift+Tab', () => {
    const page = loadPage();
    expect(tab(page, 'close').defaultPrevented).toBe(true);
    expect(page.window.document.activeElement?.id).toBe('inside');
    expect(tab(page, 'inside', true).defaultPrevented).toBe(true);
    expect(page.window.document.activeElement?.id).toBe('close');
  });

  it('leaves Tab between its controls, and outside a dialog, to the browser', () => {
    const page = loadPage();
    expect(tab(page, 'inside').defaultPrevented).toBe(false);
    expect(tab(page, 'outside').defaultPrevented).toBe(false);
  });
});
