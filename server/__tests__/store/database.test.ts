import fs from 'node:fs';
import path from 'node:path';
import { openStore, type Store } from '../../store';
import { tempDataDir, validContact } from '../support/messagesTestKit';
import { freshStore, insertContact } from '../support/storeTestKit';

describe('the database', () => {
  let store: Store;
  let file: string;
  beforeEach(() => ({ store, file } = freshStore()));
  afterEach(() => store.close());

  it('creates its folder and uses WAL with full sync', () => {
    expect(fs.existsSync(file)).toBe(true);
    const check = openStore(file);
    expect(check.db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(check.db.pragma('synchronous', { simple: true })).toBe(2);
    check.close();
  });

  it('opens only an existing database when it must exist', () => {
    expect(() => openStore(path.join(tempDataDir(), 'geen.sqlite'), { mustExist: true })).toThrow();
  });

  it('backs up to a consistent copy while a second connection keeps writing', async () => {
    const writer = openStore(file);
    const first = insertContact(writer);
    const backup = path.join(tempDataDir(), 'backups', 'messages.sqlite');
    const copying = store.backupTo(backup);
    insertContact(writer);
    await copying;
    writer.close();
    const copy = openStore(backup, { mustExist: true });
    expect(copy.staff.list().map((m) => m.id)).toContain(first);
    expect(copy.staff.list()[0]).toMatchObject({ kind: 'contact', data: validContact });
    copy.close();
  });
});
