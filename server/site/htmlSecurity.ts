import fs from 'node:fs';
import { inlineScriptHashes } from '../security/contentSecurityPolicy';

/** Inline-script hashes per HTML file, read once and re-read when the file changes (a new build). */
export class InlineScriptHashCache {
  private readonly entries = new Map<string, { mtimeMs: number; hashes: string[] }>();

  hashesFor(absolutePath: string): string[] {
    const { mtimeMs } = fs.statSync(absolutePath);
    const cached = this.entries.get(absolutePath);
    if (cached && cached.mtimeMs === mtimeMs) return cached.hashes;
    const hashes = inlineScriptHashes(fs.readFileSync(absolutePath, 'utf8'));
    this.entries.set(absolutePath, { mtimeMs, hashes });
    return hashes;
  }
}
