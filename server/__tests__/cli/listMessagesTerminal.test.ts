import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { StoredReport } from '../../../src/lib/forms/messageKinds';
import { DATABASE_FILE, openStore } from '../../store';
import { storedReport } from '../support/messagesTestKit';

/** `npm run messages -- …` against `dataDir`, as staff run it in their terminal. */
function messages(dataDir: string, ...args: string[]): string {
  return execFileSync(path.resolve('node_modules/.bin/tsx'), [path.resolve('server/cli/listMessages.ts'), ...args], {
    env: { ...process.env, DATA_DIR: dataDir },
    encoding: 'utf8',
  });
}

// The escape sequences a visitor could type (or send to the API before the fields refused them): clear the screen,
// recolour, retitle the window (OSC ... BEL), a C1 CSI in one character, and a line break that forges a list line.
const CLEAR = '\u001b[2J\u001b[H';
const RED = '\u001b[31m';
const TITLE = '\u001b]0;gekaapt\u0007';
const C1_CSI = '\u009b1m';
// eslint-disable-next-line no-control-regex -- the control characters are what the test looks for
const ANY_CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/;

describe('npm run messages in the staff terminal', () => {
  it('prints what visitors typed without their control characters, and a text of several lines with its line breaks', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'messages-cli-'));
    const store = openStore(path.join(dataDir, DATABASE_FILE));
    const hostile: StoredReport = {
      ...storedReport,
      street: `${CLEAR}Kerkstraat\n#999  [verstuurd]`,
      municipality: `${RED}Aalst${TITLE}`,
      location: `Kelder${C1_CSI}`,
      description: `Eerste regel\r\nTweede\tregel${RED}\nDerde regel`,
      email: `els${RED}@example.be`,
    };
    const reference = store.submissions.insertSubmission({
      message: { kind: 'report', data: hostile },
      acknowledge: true,
    });
    const acknowledgement = store.staff.list().find((m) => m.audience === 'sender')!;
    store.outbox.markRejected(acknowledgement.id, `550 5.1.1 <els${RED}@example.be>: unknown user`);
    store.close();

    const list = messages(dataDir);
    expect(list).not.toMatch(ANY_CONTROL);
    expect(list).not.toContain('\t');
    const reportLine = list.split('\n').find((l) => l.includes(reference) && l.includes('gebouw:'))!;
    // The forged line stays on the report's own line, as text.
    expect(reportLine).toContain('Kerkstraat #999  [verstuurd]');
    expect(list.split('\n').filter((l) => l.startsWith('#999'))).toEqual([]);

    const full = messages(dataDir, '--full');
    expect(full).not.toMatch(ANY_CONTROL);
    expect(full).toContain('Eerste regel\nTweede\tregel[31m\nDerde regel');

    const json = messages(dataDir, '--json');
    expect(json).not.toMatch(ANY_CONTROL);
    expect(JSON.parse(json)[0].data.location).toBe(`Kelder${C1_CSI}`);
  });
});
