import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { backupFileName, backupTime, pruneBackups } from '../../cli/backupMessages';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('npm run backup: pruning', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'backups-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('names a backup by its UTC time and reads that time back', () => {
    const now = new Date('2026-11-26T07:13:05Z');
    expect(backupFileName(now)).toBe('messages-20261126-071305.sqlite');
    expect(backupTime(backupFileName(now))).toBe(now.getTime());
    expect(backupTime('messages.sqlite')).toBeNull();
    expect(backupTime('notes-20261126-071305.sqlite')).toBeNull();
  });

  it('deletes the backups older than the retention and leaves newer ones and other files alone', () => {
    const now = Date.parse('2026-11-26T07:00:00Z');
    const old = backupFileName(new Date(now - 31 * DAY_MS));
    const edge = backupFileName(new Date(now - 30 * DAY_MS));
    const recent = backupFileName(new Date(now - 1 * DAY_MS));
    for (const name of [old, edge, recent, 'handmatig.sqlite', 'README.txt'])
      fs.writeFileSync(path.join(dir, name), '');

    expect(pruneBackups(dir, 30, now)).toEqual([old]);
    expect(fs.readdirSync(dir).sort()).toEqual([edge, recent, 'README.txt', 'handmatig.sqlite'].sort());
    // A shorter retention prunes more; a folder that does not exist is no error.
    expect(pruneBackups(dir, 1, now)).toEqual([edge]);
    expect(pruneBackups(path.join(dir, 'bestaat-niet'), 30, now)).toEqual([]);
  });
});
