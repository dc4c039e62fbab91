import fs from 'node:fs';
import path from 'node:path';
import { ADMIN_PATH } from '../../src/lib/cms/localCms';

type Request = { url?: string };
type Response = { setHeader(name: string, value: string): void; end(body: Buffer): void };

const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.yml': 'text/yaml' };

/**
 * `gatsby develop` serves /admin/ from the folder scripts/develop.ts wrote it into, as the build writes it into
 * public/admin/. Only files of that folder, by their bare name.
 */
export function adminDevelopMiddleware(siteDir: string) {
  const adminDir = path.join(siteDir, ADMIN_PATH);
  return (req: Request, res: Response, next: () => void) => {
    const url = (req.url ?? '').split('?')[0];
    if (url !== ADMIN_PATH.slice(0, -1) && !url.startsWith(ADMIN_PATH)) return next();
    const name = url.slice(ADMIN_PATH.length) || 'index.html';
    if (!/^[\w.-]+$/.test(name)) return next();
    fs.readFile(path.join(adminDir, name), (error, body) => {
      if (error) return next();
      res.setHeader('content-type', `${TYPES[path.extname(name)] ?? 'application/octet-stream'}; charset=utf-8`);
      res.end(body);
    });
  };
}
