/**
 * `npm start` and `npm run test:e2e` build only when needed: when public/ is missing or older than
 * any source of the site. Set FORCE_BUILD=1 to always build.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '..');
const builtMarker = path.join(root, 'public', 'index.html');
const sources = ['src', 'content', 'static', 'gatsby', 'gatsby-config.ts', 'gatsby-node.ts', 'gatsby-browser.tsx', 'gatsby-ssr.tsx', 'package.json'];
const IGNORED = new Set(['node_modules', 'generated', 'gatsby-types.d.ts', '__tests__']);

function newestMtime(target: string): number {
  let stat: fs.Stats;
  try {
    stat = fs.statSync(target);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs
    .readdirSync(target)
    .filter((name) => !IGNORED.has(name))
    .reduce((newest, name) => Math.max(newest, newestMtime(path.join(target, name))), stat.mtimeMs);
}

function builtAt(): number {
  try {
    return fs.statSync(builtMarker).mtimeMs;
  } catch {
    return 0;
  }
}

const sourceTime = Math.max(...sources.map((s) => newestMtime(path.join(root, s))));
const built = builtAt();
if (process.env.FORCE_BUILD === '1' || built === 0 || sourceTime > built) {
  console.log(built === 0 ? 'Nog geen build gevonden: de site wordt gebouwd…' : 'De bronnen zijn gewijzigd: de site wordt opnieuw gebouwd…');
  const result = spawnSync('npx', ['gatsby', 'build'], {
    cwd: root,
    stdio: 'inherit',
    env: { GATSBY_TELEMETRY_DISABLED: '1', ...process.env },
  });
  process.exit(result.status ?? 1);
} else {
  console.log('De build in public/ is actueel.');
}
