import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** A new folder in the system's temporary folder, and a way to write a file into it (its folders made as needed). */
export function tempFolder(prefix: string): { dir: string; write: (relative: string, content: string) => void } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  const write = (relative: string, content: string) => {
    const file = path.join(dir, relative);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, content);
  };
  return { dir, write };
}
