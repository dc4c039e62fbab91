import fs from 'node:fs';
import path from 'node:path';

export const publicDir = path.resolve(__dirname, '../public');

export interface BuiltHtml {
  /** Path below public/. */
  file: string;
  html: string;
}

/** Every HTML file of the build, as the server sends it; Gatsby's slice fragments (in _gatsby/) included. */
export function builtHtmlFiles(): BuiltHtml[] {
  return fs
    .readdirSync(publicDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.relative(publicDir, path.join(entry.parentPath, entry.name)))
    .map((file) => ({ file, html: fs.readFileSync(path.join(publicDir, file), 'utf8') }));
}

/** Every built page of the site: the HTML files without Gatsby's slice fragments and the CMS (admin/, e2e/cms.spec.ts). */
export function builtPages(): BuiltHtml[] {
  return builtHtmlFiles().filter(({ file }) => !file.startsWith('_gatsby') && !file.startsWith('admin'));
}
