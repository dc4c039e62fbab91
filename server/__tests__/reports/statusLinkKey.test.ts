import fs from 'node:fs';
import path from 'node:path';
import { ConfigError } from '../../config';
import { STATUS_LINK_SECRET_FILE, statusLinkKey } from '../../reports/statusLinks';
import { tempDataDir } from '../support/messagesTestKit';

describe('the generated key of the status links', () => {
  afterEach(() => jest.restoreAllMocks());

  it('is the same for two processes that start at once, also when the second reads while the first writes', () => {
    const dataDir = tempDataDir();
    let second: Buffer | Error | undefined;
    // The first process's write pauses between creating its file and writing the key (a slow disk); the second
    // process starts in that moment.
    const write = jest.spyOn(fs, 'writeFileSync').mockImplementation((file, data, options) => {
      write.mockRestore();
      const { flag = 'w', mode = 0o666 } = (options ?? {}) as { flag?: string; mode?: number };
      const fd = fs.openSync(file as fs.PathLike, flag, mode);
      try {
        try {
          second = statusLinkKey(dataDir, null);
        } catch (error) {
          second = error as Error;
        }
        fs.writeSync(fd, String(data));
      } finally {
        fs.closeSync(fd);
      }
    });
    const first = statusLinkKey(dataDir, null);
    expect(second).toBeInstanceOf(Buffer);
    expect(first.toString()).toBe((second as Buffer).toString());
    expect(fs.readFileSync(path.join(dataDir, STATUS_LINK_SECRET_FILE), 'utf8').trim()).toBe(first.toString());
    // Nothing of the writing is left beside it.
    expect(fs.readdirSync(dataDir)).toEqual([STATUS_LINK_SECRET_FILE]);
  });

  it('is refused, with the fix, when its file may be read by group or others', () => {
    const dataDir = tempDataDir();
    const file = path.join(dataDir, STATUS_LINK_SECRET_FILE);
    fs.writeFileSync(file, `${'a'.repeat(64)}\n`, { mode: 0o644 });
    fs.chmodSync(file, 0o644);
    expect(() => statusLinkKey(dataDir, null)).toThrow(ConfigError);
    expect(() => statusLinkKey(dataDir, null)).toThrow(`chmod 600 '${file}'`);
    fs.chmodSync(file, 0o600);
    expect(statusLinkKey(dataDir, null).toString()).toBe('a'.repeat(64));
  });
});
