import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '../store/dataDirectory';

/** Where the photos of defect reports live, beside the database. */
export const PHOTO_FOLDER = 'photos';
const INCOMING = '.incoming';

function fsyncDirectory(dir: string): void {
  const fd = fs.openSync(dir, 'r');
  try {
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}

/**
 * The photo files of reports. A photo is written under a temporary name, synced, and renamed into the folder
 * (then the folder is synced), so a file is either whole or absent; only then does the report's transaction name
 * it. A crash in between leaves a file no row names, which the start-up sweep deletes.
 */
export class PhotoFolder {
  readonly dir: string;
  private readonly incoming: string;

  constructor(dataDir: string) {
    this.dir = path.join(dataDir, PHOTO_FOLDER);
    this.incoming = path.join(this.dir, INCOMING);
    fs.mkdirSync(this.incoming, { recursive: true, mode: PRIVATE_DIR_MODE });
  }

  /** Writes one photo durably and returns its file name (random: nothing the visitor sent ends up in a path). */
  async write(data: Buffer, extension: 'jpg' | 'webp'): Promise<string> {
    const file = `${crypto.randomUUID()}.${extension}`;
    const temporary = path.join(this.incoming, file);
    const handle = await fs.promises.open(temporary, 'wx', PRIVATE_FILE_MODE);
    try {
      await handle.writeFile(data);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await fs.promises.rename(temporary, path.join(this.dir, file));
    return file;
  }

  /**
   * A fresh path in the incoming folder for an upload to be streamed to: the start-up sweep removes what a crash
   * leaves there; the route deletes it once the photo is processed or refused.
   */
  incomingPath(): string {
    return path.join(this.incoming, `upload-${crypto.randomUUID()}`);
  }

  /** Makes the renames of `write` durable; one folder sync covers every photo of a report. */
  syncFolder(): void {
    fsyncDirectory(this.dir);
  }

  read(file: string): Buffer {
    return fs.readFileSync(this.pathOf(file));
  }

  pathOf(file: string): string {
    if (path.basename(file) !== file) throw new Error(`not a photo file name: ${file}`);
    return path.join(this.dir, file);
  }

  /** Deletes photos (already forgotten by the database); a file already gone is fine. */
  remove(files: Iterable<string>): number {
    let removed = 0;
    for (const file of files) {
      try {
        fs.unlinkSync(this.pathOf(file));
        removed++;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      }
    }
    return removed;
  }

  /**
   * At start-up, before requests: deletes half-written uploads and files that no report names (a crash between
   * the rename and the commit). `known` is every file the database names.
   */
  sweep(known: ReadonlySet<string>): { incoming: number; orphans: number } {
    let incoming = 0;
    for (const file of fs.readdirSync(this.incoming)) {
      fs.rmSync(path.join(this.incoming, file), { force: true });
      incoming++;
    }
    const orphans = fs
      .readdirSync(this.dir, { withFileTypes: true })
      .filter((entry) => entry.isFile() && !known.has(entry.name))
      .map((entry) => entry.name);
    return { incoming, orphans: this.remove(orphans) };
  }
}
