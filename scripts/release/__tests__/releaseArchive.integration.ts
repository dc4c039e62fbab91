/**
 * The release as the firm's administrator meets it: `npm run release` writes the archive, which is unpacked in an
 * empty folder, installed with `npm install --omit=dev` and started with `npm run serve` — with no GATSBY_*
 * variable — then asked for pages and the health check, and sent a contact message that must reach an SMTP server.
 * Slow (npm compiles better-sqlite3), so it runs on its own: npm run test:release.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { E2E_BUILD_ENV } from '../../../testing/testBuildEnv';
import {
  fakeRecaptchaToken,
  FAKE_RECAPTCHA_SECRET,
  startFakeRecaptchaVerifier,
} from '../../../testing/fakes/recaptchaVerifier';
import { SmtpSink } from '../../../testing/fakes/smtpSink';

const root = path.resolve(__dirname, '../../..');
const archive = path.join(root, 'release/syndic-site.tgz');
const PORT = 9411;
const origin = `http://127.0.0.1:${PORT}`;

/** The environment without the build's variables: the server must take them from the build it serves. */
function envWithoutGatsbyVariables(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith('GATSBY_')));
  return { ...env, ...extra };
}

function npm(args: string[], cwd: string, env: NodeJS.ProcessEnv = process.env) {
  return spawnSync('npm', args, { cwd, env, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
}

async function waitForHealth(server: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`De server stopte (exit ${server.exitCode}):\n${log()}`);
    const ok = await fetch(`${origin}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`De server antwoordde niet binnen 60 s:\n${log()}`);
}

describe('npm run release', () => {
  it('refuses before it builds while a fact is a placeholder, naming the field and the file to edit', () => {
    // Without SITE_URL the check fails whatever src/config/firm.ts holds (placeholders itself are unit-tested).
    const env = { ...process.env, RELEASE_ALLOW_PLACEHOLDERS: '', SITE_URL: '' };
    const result = npm(['run', '-s', 'release', '--', '--use-existing-build'], root, env);
    expect(result.status).not.toBe(0);
    expect(result.stderr).toContain('src/config/firm.ts');
    expect(result.stderr).toContain('SITE_URL');
    // The sample testimonials and buildings the repository ships with are refused too.
    expect(result.stderr).toContain('content/testimonials.json, getuigenis 1');
    expect(result.stderr).toContain('content/portfolio/');
    expect(fs.existsSync(archive)).toBe(false);
  });

  describe('the archive, unpacked in an empty folder', () => {
    const smtp = new SmtpSink();
    let verifier: Awaited<ReturnType<typeof startFakeRecaptchaVerifier>>;
    let dir: string;
    let server: ChildProcess | undefined;
    let serverLog = '';

    beforeAll(async () => {
      // The test build in public/ (its reCAPTCHA key is the fake verifier's); the warning is for staging sites.
      const release = npm(['run', '-s', 'release', '--', '--use-existing-build'], root, {
        ...process.env,
        RELEASE_ALLOW_PLACEHOLDERS: '1',
        SITE_URL: '',
      });
      if (release.status !== 0) throw new Error(`npm run release faalde:\n${release.stdout}\n${release.stderr}`);
      expect(release.stderr).toContain('RELEASE MET PLAATSHOUDERS');

      dir = fs.mkdtempSync(path.join(os.tmpdir(), 'syndic-release-'));
      expect(spawnSync('tar', ['xzf', archive, '-C', dir]).status).toBe(0);
      const install = npm(['install', '--omit=dev', '--no-audit', '--no-fund'], dir);
      if (install.status !== 0) throw new Error(`npm install faalde:\n${install.stderr}`);

      await smtp.start();
      verifier = await startFakeRecaptchaVerifier();
      server = spawn('npm', ['run', 'serve'], {
        cwd: dir,
        env: envWithoutGatsbyVariables({
          PORT: String(PORT),
          DATA_DIR: path.join(dir, 'data'),
          SMTP_URL: smtp.url,
          MAIL_TO: 'kantoor@syndicus.test',
          RECAPTCHA_SECRET_KEY: FAKE_RECAPTCHA_SECRET,
          RECAPTCHA_VERIFY_URL: verifier.url,
        }),
        detached: true,
      });
      server.stdout?.on('data', (chunk) => (serverLog += chunk));
      server.stderr?.on('data', (chunk) => (serverLog += chunk));
      await waitForHealth(server, () => serverLog);
    }, 600_000);

    afterAll(async () => {
      if (server?.pid) process.kill(-server.pid, 'SIGTERM');
      await smtp.stop();
      await verifier?.close();
      if (dir) fs.rmSync(dir, { recursive: true, force: true });
    });

    it('holds the server, its shared modules and the staff commands, and none of the build toolchain', () => {
      const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
      expect(Object.keys(manifest.dependencies)).toEqual(expect.arrayContaining(['fastify', 'better-sqlite3', 'tsx']));
      for (const buildOnly of ['gatsby', 'react', '@mui/material', '@playwright/test'])
        expect(manifest.dependencies).not.toHaveProperty(buildOnly);
      for (const file of ['server/main.ts', 'server/cli/listMessages.ts', 'package-lock.json', 'public/index.html'])
        expect(fs.existsSync(path.join(dir, file))).toBe(true);
      expect(fs.existsSync(path.join(dir, 'gatsby'))).toBe(false);
      expect(fs.existsSync(path.join(dir, 'src/components'))).toBe(false);
    });

    it('serves the pages and a healthy /api/health', async () => {
      for (const page of ['/', '/contact']) {
        const res = await fetch(`${origin}${page}`);
        expect(res.status).toBe(200);
        expect(await res.text()).toContain('<h1');
      }
      const health = await fetch(`${origin}/api/health`);
      expect(health.status).toBe(200);
      expect(await health.json()).toMatchObject({ status: 'ok', outbox: { undelivered: 0 } });
    });

    it("lets the forms load reCAPTCHA from the build's key, though the server has no GATSBY_* variable", async () => {
      expect(E2E_BUILD_ENV.GATSBY_RECAPTCHA_SITE_KEY).toBeTruthy();
      const csp = (await fetch(`${origin}/contact`)).headers.get('content-security-policy') ?? '';
      expect(csp).toMatch(/script-src[^;]*https:\/\/www\.google\.com\/recaptcha\//);
    });

    it('stores a contact message, e-mails it to the office and acknowledges it to the sender', async () => {
      const res = await fetch(`${origin}/api/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          name: 'An Peeters',
          email: 'an.peeters@example.be',
          phone: '0470 12 34 56',
          message: 'Bericht uit de releasetest.',
          privacyAccepted: true,
          recaptchaToken: fakeRecaptchaToken('contact'),
        }),
      });
      expect(res.status).toBe(202);
      const { reference } = (await res.json()) as { reference: string };
      expect(reference).toMatch(/^C-\d{4}-\d{5}$/);
      // Two rows in the outbox, sent in either order: the message to the office, the acknowledgement to the sender
      // (its words come from content/meldingen/, which the archive must carry).
      const deadline = Date.now() + 30_000;
      while (smtp.mails.length < 2 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 200));
      expect(smtp.mails).toHaveLength(2);
      const toOffice = smtp.mails.find((mail) => mail.to.includes('kantoor@syndicus.test'));
      const toSender = smtp.mails.find((mail) => mail.to.includes('an.peeters@example.be'));
      expect(toOffice?.text).toContain('Bericht uit de releasetest.');
      expect(toSender?.text).toContain(reference);
      expect(toSender?.text).not.toContain('Bericht uit de releasetest.');

      const listing = npm(['run', '-s', 'messages'], dir, { ...process.env, DATA_DIR: path.join(dir, 'data') });
      expect(listing.status).toBe(0);
      expect(listing.stdout).toContain('An Peeters');
    });
  });
});
