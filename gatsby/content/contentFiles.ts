import fs from 'node:fs';
import path from 'node:path';

/** Every Markdown file below a content folder (none when the folder does not exist). Node only: build and checks. */
export function markdownFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.md'))
    .map((file) => path.join(dir, file));
}

/** Whether a page's `illustration` names a drawing in the given folder (a plain name, without .svg). */
export function illustrationExists(illustrationsDir: string): (name: string) => boolean {
  return (name) => /^[a-z0-9-]+$/.test(name) && fs.existsSync(path.join(illustrationsDir, `${name}.svg`));
}
