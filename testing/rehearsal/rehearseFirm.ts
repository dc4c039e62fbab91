/**
 * `npm run rehearse:firm`: go live as another firm, the way a real one would, and check that nothing in the
 * repository pins the placeholder firm. In a copy of the working tree it
 *   1. swaps testing/rehearsal/firm.ts in for src/config/firm.ts (other name, addresses, numbers, emergency line,
 *      every claim confirmed, no quality mark, cookie boxes off);
 *   2. makes every sample in content/ real, with a date of consent (testimonials, portfolio and report buildings,
 *      with the firm's own manager addresses) and declares the tariffs the firm's own;
 *   3. runs the type check, the unit tests, the content check and the go-live check of `npm run release`, which must
 *      pass without RELEASE_ALLOW_PLACEHOLDERS;
 *   4. with --browser: builds that site and runs the browser tests that show firm facts against it, then packages
 *      it with `npm run release`.
 * Exit 1 on the first step that fails, naming it. The copy is removed afterwards (--keep keeps it).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');
const browser = process.argv.includes('--browser');
const keep = process.argv.includes('--keep');

/** The browser tests that show firm facts: footer, menus, dialogs, offices, structured data, statistics, consent. */
export const FIRM_FACT_SPECS = [
  'e2e/shell.spec.ts',
  'e2e/home.spec.ts',
  'e2e/contactForm.spec.ts',
  'e2e/content.spec.ts',
  'e2e/cookieConsent.spec.ts',
  'e2e/reportForm.spec.ts',
  'e2e/tariffs.spec.ts',
  'e2e/reportStatus.spec.ts',
];

const CONSENT_DATE = '2026-11-01';
const REHEARSAL_SITE_URL = 'https://www.repetitie-syndicus.be';

function copyWorkingTree(target: string): void {
  const listed = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  });
  if (listed.status !== 0) throw new Error(`git ls-files faalde: ${listed.stderr}`);
  for (const file of listed.stdout.split('\0').filter(Boolean)) {
    const from = path.join(root, file);
    if (!fs.existsSync(from)) continue; // deleted in the working tree, not yet in the index
    fs.mkdirSync(path.dirname(path.join(target, file)), { recursive: true });
    fs.copyFileSync(from, path.join(target, file));
  }
  fs.symlinkSync(path.join(root, 'node_modules'), path.join(target, 'node_modules'), 'dir');
}

function rewriteJson(file: string, change: (data: unknown) => unknown): void {
  fs.writeFileSync(file, `${JSON.stringify(change(JSON.parse(fs.readFileSync(file, 'utf8'))), null, 2)}\n`);
}

const real = <T extends object>(entry: T) => ({ ...entry, voorbeeld: false, toestemming: CONSENT_DATE });

/** What the firm does in content/: its testimonials, buildings, tariffs and contractors become its own, with consent. */
function makeSamplesReal(contentDir: string, managerDomain: string): void {
  rewriteJson(path.join(contentDir, 'testimonials.json'), (data) => {
    const { testimonials } = data as { testimonials: object[] };
    return { testimonials: testimonials.map(real) };
  });
  const portfolioDir = path.join(contentDir, 'portfolio');
  for (const entry of fs.readdirSync(portfolioDir, { withFileTypes: true }))
    if (entry.isDirectory() && fs.existsSync(path.join(portfolioDir, entry.name, 'index.json')))
      rewriteJson(path.join(portfolioDir, entry.name, 'index.json'), (item) => real(item as object));
  rewriteJson(path.join(contentDir, 'meldingen', 'gebouwen.json'), (data) => {
    const { gebouwen } = data as { gebouwen: Array<{ code: string; beheerder?: string }> };
    return {
      gebouwen: gebouwen.map((building) => ({
        ...real(building),
        ...(building.beheerder ? { beheerder: `beheer.${building.code.toLowerCase()}@${managerDomain}` } : {}),
      })),
    };
  });
  rewriteJson(path.join(contentDir, 'tarieven.json'), (tariffs) => ({ ...(tariffs as object), voorbeeld: false }));
  // The firm's own contractors: other names and addresses than the samples, so nothing of the samples is left.
  rewriteJson(path.join(contentDir, 'meldingen', 'aannemers.json'), (data) => {
    const { aannemers } = data as { aannemers: object[] };
    return {
      aannemers: aannemers.map((contractor, index) => ({
        ...contractor,
        id: `herstellingen-${index + 1}`,
        naam: `Herstellingen ${index + 1} BV`,
        email: `opdrachten${index + 1}@herstellingen-repetitie.be`,
        telefoon: `09 21${index} 00 0${index}`,
        voorbeeld: false,
      })),
    };
  });
}

function step(name: string, command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = {}): void {
  console.log(`\n▶ ${name}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) {
    console.error(`✗ Repetitie: '${name}' faalt met de gegevens van een ander kantoor (exit ${result.status}).`);
    process.exit(1);
  }
  console.log(`✓ ${name} (${Math.round((Date.now() - started) / 1000)} s)`);
}

function main(): void {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'repetitie-kantoor-'));
  console.log(`Repetitie in ${dir}`);
  try {
    copyWorkingTree(dir);
    fs.copyFileSync(path.join(root, 'testing/rehearsal/firm.ts'), path.join(dir, 'src/config/firm.ts'));
    makeSamplesReal(path.join(dir, 'content'), new URL(REHEARSAL_SITE_URL).hostname.replace(/^www\./, ''));
    const serverEnv = path.join(dir, 'syndic-site.env');
    fs.writeFileSync(
      serverEnv,
      [
        'SMTP_URL=smtp://mail.repetitie-syndicus.be:587',
        'MAIL_TO=kantoor@repetitie-syndicus.be',
        'MAIL_FROM=website@repetitie-syndicus.be',
        'RECAPTCHA_SECRET_KEY=repetitie',
        'RECAPTCHA_HOSTNAMES=www.repetitie-syndicus.be',
        'TRUST_PROXY=127.0.0.1',
        `SITE_URL=${REHEARSAL_SITE_URL}`,
        '',
      ].join('\n'),
    );
    const live = {
      SITE_URL: REHEARSAL_SITE_URL,
      GATSBY_RECAPTCHA_SITE_KEY: 'repetitie-sitesleutel',
      RELEASE_SERVER_ENV: serverEnv,
      RELEASE_ALLOW_PLACEHOLDERS: '',
    };
    step('typecontrole', 'npx', ['tsc', '--noEmit'], dir);
    step('unittests', 'npx', ['jest', '--silent'], dir);
    step('inhoudscontrole', 'npx', ['tsx', 'scripts/content/contentCheck.ts'], dir);
    step('controle vóór livegang', 'npx', ['tsx', 'scripts/release/buildRelease.ts', '--check-only'], dir, live);
    if (browser) {
      const port = String(Number(process.env.E2E_PORT ?? 9123) + 10);
      step('browsertests met de gegevens van het kantoor', 'npm', ['run', 'test:e2e', '--', ...FIRM_FACT_SPECS], dir, {
        E2E_PORT: port,
      });
      step('release', 'npx', ['tsx', 'scripts/release/buildRelease.ts', '--use-existing-build'], dir, live);
    }
    console.log('\nRepetitie geslaagd: een ander kantoor kan live gaan zonder een test of script te wijzigen.');
  } finally {
    if (keep) console.log(`De kopie blijft staan: ${dir}`);
    else fs.rmSync(dir, { recursive: true, force: true });
  }
}

if (require.main === module) main();
