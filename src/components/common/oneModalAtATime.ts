import { closeDialogAround } from './invokerCommands';

/**
 * The inline <head> script (gatsby-ssr): the browser runs an invoker command itself, and fires a `command` event at the
 * dialog first; this listener, there before any other script, closes the dialog around the button that sent it. A
 * module of its own, so the browser's bundle never carries its source text.
 */
export const oneModalAtATimeScript = `document.addEventListener('command',function(e){if(e.command==='show-modal'&&e.source)(${closeDialogAround.toString()})(e.source,e.target)},true);`;
