/**
 * Proves the PORTFOLIO_API_URL path of the build end to end (too slow for jest: two real Gatsby builds).
 * 1. Starts this project's own API server on a small fixture portfolio (one complete item, one with missing
 *    fields) at a free port.
 * 2. Builds with PORTFOLIO_API_URL pointing at a path that answers 404: the build must fail, naming URL and status.
 * 3. Builds with PORTFOLIO_API_URL pointing at the fixture: /portfolio and the home carousel must show exactly those
 *    items, with the fallbacks, and images optimised by gatsby-plugin-image (AVIF/WebP under /static/).
 * public/ then holds a build of the fixture, so public/index.html is removed: the next `npm start` or
 * `npm run test:e2e` rebuilds the real site.
 *
 * Usage: nice -n 10 npx tsx scripts/check-portfolio-api-build.ts
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../server/app';

const root = path.resolve(__dirname, '..');
const SVG = (colour: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="400"><rect width="600" height="400" fill="#cfe0ef"/><rect x="180" y="120" width="240" height="280" fill="${colour}"/></svg>`;

function fixturePortfolio(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portfolio-api-'));
  const write = (relative: string, content: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, relative)), { recursive: true });
    fs.writeFileSync(path.join(dir, relative), content);
  };
  write('placeholder.svg', SVG('#9fb3c8'));
  write(
    'residentie-testgebouw/index.json',
    JSON.stringify({
      title: 'Residentie Testgebouw',
      kind: 'appartementen',
      location: 'Teststad',
      year: 2025,
      isNieuw: true,
      description: 'Een gebouw uit de testserver.',
      image: './image.generated.png',
    }),
  );
  write('residentie-testgebouw/image.svg', SVG('#a8401d'));
  write('zonder-gegevens/index.json', JSON.stringify({ isNieuw: true }));
  return dir;
}

/** Runs gatsby build without blocking this process, whose event loop serves the API the build fetches from. */
function build(env: Record<string, string>): Promise<{ status: number; output: string }> {
  console.log(`\n$ PORTFOLIO_API_URL=${env.PORTFOLIO_API_URL} gatsby build`);
  const child = spawn('npx', ['gatsby', 'build'], {
    cwd: root,
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: '1', ...env },
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  return new Promise((resolve) => {
    child.on('close', (status) => {
      // Gatsby's reporter wraps long lines; join them back so messages can be matched whole.
      resolve({ status: status ?? 1, output: output.replace(/\s*\n\s*/g, ' ') });
    });
  });
}

function check(condition: boolean, message: string): void {
  console.log(`${condition ? 'ok  ' : 'FOUT'} ${message}`);
  if (!condition) process.exitCode = 1;
}

async function main() {
  const app = await buildApp({
    publicDir: fs.mkdtempSync(path.join(os.tmpdir(), 'site-')),
    portfolioDir: fixturePortfolio(),
    recaptchaSiteKey: null,
    gaMeasurementId: null,
    logLevel: 'silent',
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  try {
    const failingUrl = `${base}/api/bestaat-niet`;
    const failed = await build({ PORTFOLIO_API_URL: failingUrl });
    const errorLine = /Het portfolio kon niet worden opgehaald van \S+: [^.]+\./.exec(failed.output)?.[0];
    console.log(errorLine);
    check(failed.status !== 0, 'een falende URL laat de build mislukken');
    check(!!errorLine?.includes(`${failingUrl}: HTTP 404`), 'de fout noemt de URL en de HTTP-status');

    const built = await build({ PORTFOLIO_API_URL: `${base}/api/portfolio` });
    check(built.status === 0, 'de build met de testserver slaagt');
    if (built.status !== 0) console.log(built.output.slice(-3000));
    const portfolioHtml = fs.readFileSync(path.join(root, 'public/portfolio/index.html'), 'utf8');
    const homeHtml = fs.readFileSync(path.join(root, 'public/index.html'), 'utf8');
    check(
      (portfolioHtml.match(/<article/g) ?? []).length === 2,
      '/portfolio toont precies de 2 projecten van de testserver',
    );
    check(
      portfolioHtml.includes('Residentie Testgebouw') && portfolioHtml.includes('Teststad'),
      'het volledige project staat erin',
    );
    for (const fallback of ['Untitled', 'Location TBD', 'Description coming soon', 'TBD'])
      check(portfolioHtml.includes(fallback), `terugvalwaarde '${fallback}'`);
    check(
      /<source type="image\/avif"[^>]*srcset="\/static\/[^"]+\.avif \d+w/i.test(portfolioHtml),
      'afbeeldingen gaan door gatsby-plugin-image (AVIF in /static/)',
    );
    check(
      (homeHtml.match(/aria-roledescription="slide"/g) ?? []).length === 2,
      'de carrousel op / toont de 2 nieuwe projecten',
    );
  } finally {
    await app.close();
    fs.rmSync(path.join(root, 'public/index.html'), { force: true });
    console.log(
      '\npublic/ bevat nu de testbuild; public/index.html is verwijderd zodat de volgende start opnieuw bouwt.',
    );
  }
}

void main();
