import { CONTROL_IN_LINE, CONTROL_IN_TEXT } from '../../src/lib/forms/messageFields';

/*
 * What visitors typed, as the staff's terminal should show it: as text. A control character is none: an escape
 * sequence recolours the screen, moves the cursor or retitles the window; a bell rings; a line break in a list line
 * forges a line of its own. Older rows were stored before the fields refused them.
 */
const controlsInLine = new RegExp(CONTROL_IN_LINE.source, 'g');
const controlsInText = new RegExp(CONTROL_IN_TEXT.source, 'g');

/** One line of the list: line breaks and tabs become a space, every other control character goes. */
export function terminalLine(text: string): string {
  return text.replace(/[\t\n\r]+/g, ' ').replace(controlsInLine, '');
}

/** A text of several lines (a mail in --full): its line breaks (as \n) and tabs stay, every other control character goes. */
export function terminalText(text: string): string {
  return text.replace(/\r\n?/g, '\n').replace(controlsInText, '');
}

/**
 * JSON for --json: JSON.stringify escapes C0 but leaves DEL and C1 (a one-character CSI) as they are; these are
 * escaped too, so the JSON still parses to what was stored.
 */
export function terminalJson(value: unknown): string {
  return JSON.stringify(value, null, 2).replace(
    /[\x7f-\x9f]/g,
    (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}
