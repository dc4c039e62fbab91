/**
 * npm run release: the go-live check, a production build, and release/syndic-site.tgz holding exactly what the
 * firm's server needs — the built site, the server with its shared modules, the staff commands, the portfolio
 * content, and a package.json + lockfile with the server's own dependencies (no Gatsby toolchain). Unpacked in an
 * empty folder: `npm install --omit=dev && npm run serve`.
 *
 *   RELEASE_ALLOW_PLACEHOLDERS=1  package a test site although the go-live check (goLiveCheck.ts) found steps of
 *                                 'Live gaan' not done: placeholders, unconfirmed claims, samples, sample tariffs
 *   RELEASE_SERVER_ENV=FILE       the server's settings file, so the check covers SMTP and reCAPTCHA too
 *   --use-existing-build          package public/ as it is (the release test uses the test build)
 *   --check-only                  the go-live check alone: no build, no archive
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { firm, firmClaims, firmSettings, officeFacts } from '../../src/config/firm';
import { rasteriseContentSvgs } from '../../src/lib/images/rasteriseIllustrations';
import { describeFindings, goLiveReport, parseEnvFile } from './goLiveCheck';
import { serverFiles } from './serverFiles';

const root = path.resolve(__dirname, '../..');
const releaseDir = path.join(root, 'release');
const stageDir = path.join(releaseDir, 'syndic-site');
export const RELEASE_ARCHIVE = path.join(releaseDir, 'syndic-site.tgz');

/** The server and the staff commands: everything they import comes along. */
const ENTRY_POINTS = ['server/main.ts', 'server/cli/listMessages.ts', 'server/cli/backupMessages.ts'];
/** Whole folders and files the server reads or the administrator needs beside the code. */
const EXTRA_PATHS = ['public', 'content/portfolio', 'content/meldingen', 'deploy', '.env.example'];

function run(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = process.env): void {
  const result = spawnSync(command, args, { cwd, env, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} faalde (exit ${result.status}).`);
}

function goLiveCheck(): void {
  const serverEnvFile = process.env.RELEASE_SERVER_ENV?.trim();
  if (serverEnvFile && !fs.existsSync(serverEnvFile)) {
    console.error(`Geen release: RELEASE_SERVER_ENV wijst naar ${serverEnvFile}, dat niet bestaat.`);
    process.exit(1);
  }
  const { refusals, warnings } = goLiveReport({
    config: { firm, officeFacts, firmClaims, firmSettings, hasQualityMark: firm.qualityMark !== null },
    contentDir: path.join(root, 'content'),
    qualityMarkImage: path.join(root, 'src/images/illustrations/quality-certificate.svg'),
    buildEnv: process.env,
    serverEnv: serverEnvFile ? parseEnvFile(fs.readFileSync(serverEnvFile, 'utf8')) : null,
  });
  if (warnings.length) console.warn(['', 'Let op (geen weigering):', ...describeFindings(warnings), ''].join('\n'));
  if (!refusals.length) return;
  const list = describeFindings(refusals);
  if (process.env.RELEASE_ALLOW_PLACEHOLDERS === '1') {
    console.warn(
      [
        '',
        '!!! LET OP: RELEASE MET PLAATSHOUDERS — enkel voor een testsite, niet om live te gaan !!!',
        ...list,
        'Wat elke stap vraagt: docs/going-live.md.',
        '',
      ].join('\n'),
    );
    return;
  }
  console.error(
    [
      `Geen release: ${refusals.length} punt(en) van docs/going-live.md zijn nog niet in orde.`,
      ...list,
      'Voor een testsite: RELEASE_ALLOW_PLACEHOLDERS=1 npm run release',
    ].join('\n'),
  );
  process.exit(1);
}

/** The exact versions installed here, so production runs what the tests ran. */
function installedVersion(name: string): string {
  return JSON.parse(fs.readFileSync(path.join(root, 'node_modules', name, 'package.json'), 'utf8')).version;
}

function copy(relative: string): void {
  fs.cpSync(path.join(root, relative), path.join(stageDir, relative), { recursive: true });
}

async function main(): Promise<void> {
  // A refused or failed release must not leave an older archive that looks like its result.
  fs.rmSync(releaseDir, { recursive: true, force: true });
  goLiveCheck();
  if (process.argv.includes('--check-only')) {
    console.log('Controle vóór livegang: in orde.');
    return;
  }
  if (process.argv.includes('--use-existing-build')) {
    if (!fs.existsSync(path.join(root, 'public/index.html'))) throw new Error('public/ bevat geen build.');
  } else run('npx', ['gatsby', 'build'], root);

  const { modules, packages } = await serverFiles(ENTRY_POINTS);
  fs.mkdirSync(stageDir, { recursive: true });
  for (const file of [...modules, ...EXTRA_PATHS]) copy(file);
  // The server would draw these at start-up; in production its folder is read-only (ProtectSystem=strict).
  await rasteriseContentSvgs(path.join(stageDir, 'content/portfolio'));

  const project = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
  const dependencies = Object.fromEntries(['tsx', ...packages].sort().map((name) => [name, installedVersion(name)]));
  const manifest = {
    name: 'syndic-site',
    version: project.version,
    private: true,
    description:
      'Website en API van het syndicuskantoor: de gebouwde site, de server en de opdrachten voor het personeel.',
    engines: project.engines ?? { node: '>=20' },
    scripts: {
      serve: 'tsx server/main.ts',
      messages: 'tsx server/cli/listMessages.ts',
      backup: 'tsx server/cli/backupMessages.ts',
    },
    dependencies,
    // The root's overrides, each pinned to the version installed here ('$name' would need a direct dependency).
    overrides: Object.fromEntries(Object.keys(project.overrides ?? {}).map((name) => [name, installedVersion(name)])),
  };
  fs.writeFileSync(path.join(stageDir, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  // Start from the repository's lockfile, so the transitive dependencies keep the versions the tests ran with;
  // npm drops what the server does not need.
  fs.copyFileSync(path.join(root, 'package-lock.json'), path.join(stageDir, 'package-lock.json'));
  run('npm', ['install', '--package-lock-only', '--omit=dev', '--ignore-scripts', '--no-audit', '--no-fund'], stageDir);

  run('tar', ['czf', RELEASE_ARCHIVE, '-C', stageDir, '.'], root);
  const size = (fs.statSync(RELEASE_ARCHIVE).size / 1024 / 1024).toFixed(1);
  console.log(
    `release/syndic-site.tgz (${size} MB): ${modules.length} modules, ${packages.length} npm-pakketten (${packages.join(', ')}).`,
  );
  console.log('Op de server: uitpakken in een lege map, dan `npm install --omit=dev && npm run serve`.');
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
