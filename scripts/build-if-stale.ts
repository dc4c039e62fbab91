/**
 * `npm start`, `npm run test:e2e` and `npm run test:lighthouse` build only when needed: when public/ is
 * missing, older than any source of the site, or built with other build-time variables (GATSBY_*,
 * SITE_URL: Gatsby inlines them). The npm `test*` scripts build with the test environment of
 * testing/testBuildEnv.ts (a test reCAPTCHA site key), so `npm start` afterwards rebuilds without it.
 * Set FORCE_BUILD=1 to always build.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { E2E_BUILD_ENV } from '../testing/testBuildEnv';
import { buildRelevantEnv, readBuildEnvStamp } from '../gatsby/buildEnvStamp';

const root = path.resolve(__dirname, '..');
const builtMarker = path.join(root, 'public', 'index.html');
const sources = [
  'src',
  'content',
  'static',
  'gatsby',
  'gatsby-config.ts',
  'gatsby-node.ts',
  'gatsby-browser.tsx',
  'gatsby-ssr.tsx',
  'package.json',
];
/** The build's own code: a change to it invalidates what Gatsby cached, not only the pages. */
const buildSteps = ['gatsby', 'gatsby-node.ts', 'gatsby-config.ts'];
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

const forTests = /^test(:|$)/.test(process.env.npm_lifecycle_event ?? '');
const env: NodeJS.ProcessEnv = { GATSBY_TELEMETRY_DISABLED: '1', ...process.env, ...(forTests ? E2E_BUILD_ENV : {}) };
const wanted = buildRelevantEnv(env);
const recorded = readBuildEnvStamp(root);
const envChanged = JSON.stringify(recorded) !== JSON.stringify(wanted);

const sourceTime = Math.max(...sources.map((s) => newestMtime(path.join(root, s))));
const built = builtAt();
if (process.env.FORCE_BUILD === '1' || built === 0 || sourceTime > built || envChanged) {
  const reason =
    built === 0
      ? 'Nog geen build gevonden'
      : sourceTime > built
        ? 'De bronnen zijn gewijzigd'
        : envChanged
          ? `De build gebruikte andere bouwvariabelen (${
              Object.keys({ ...recorded, ...wanted })
                .filter((k) => recorded?.[k] !== wanted[k])
                .join(', ') || 'geen stempel'
            })`
          : 'FORCE_BUILD=1';
  console.log(`${reason}: de site wordt ${forTests ? 'voor de tests ' : ''}gebouwd…`);
  // Gatsby keeps its query results in .cache/ unless gatsby-node.ts itself changes: a changed build step it imports
  // (a resolver in gatsby/, say) would otherwise leave every page with the old output.
  const buildStepsTime = Math.max(...buildSteps.map((s) => newestMtime(path.join(root, s))));
  if (built !== 0 && buildStepsTime > built) {
    console.log("De bouwstappen zijn gewijzigd: Gatsby's cache wordt gewist.");
    fs.rmSync(path.join(root, '.cache'), { recursive: true, force: true });
  }
  const result = spawnSync('npx', ['gatsby', 'build'], { cwd: root, stdio: 'inherit', env });
  // Every build, `npm run build` too, records its environment (gatsby-node's onPostBuild).
  process.exit(result.status ?? 1);
} else {
  console.log('De build in public/ is actueel.');
}
