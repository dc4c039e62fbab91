import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import matter from 'gray-matter';
import { validateFrontmatter } from '../src/lib/content/frontmatter';
import { LOCAL_CMS_PORT } from '../src/lib/cms/localCms';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * The CMS at /admin/ as a writer uses it on their own computer: Decap CMS from the built site, served by the real
 * server with its own CSP, saving through decap-server (the local backend of `npm run cms`) into a copy of content/.
 */
const root = path.resolve(__dirname, '..');
let repo: string;
let decapServer: ChildProcess;

/** Every file under a folder with a hash of its content, to see exactly what a save changed. */
function snapshot(dir: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    files.set(path.relative(dir, file), crypto.createHash('sha1').update(fs.readFileSync(file)).digest('hex'));
  }
  return files;
}

/**
 * The frontmatter of a file decap-server saves. It writes in place, not atomically: the file can exist, or have
 * changed, while still empty or half written, so callers poll until the field they expect is there.
 */
function frontmatterOf(file: string): Record<string, unknown> {
  return fs.existsSync(file) ? matter(fs.readFileSync(file, 'utf8')).data : {};
}

/**
 * A whole editor (5 MB of Decap) and a dozen fields per test: one test that passes alone in 12 s waited 48 s once while a
 * build ran beside it. The waits on the editor and on decap-server's saves allow for a machine that busy: a busy
 * machine fails nothing here, a broken editor or save still fails.
 */
const EDITOR_READY_MS = 90_000;
const SAVED_MS = 45_000;

/** Opens the CMS and logs in through the local backend, as a writer does: the editor's 5 MB load once per test. */
async function logIn(page: Page): Promise<void> {
  await page.goto('/admin/');
  await page.getByRole('button', { name: 'Inloggen' }).click();
  await expect(page.getByRole('link', { name: 'Blogartikels' })).toBeVisible({ timeout: EDITOR_READY_MS });
}

test.describe('the CMS at /admin/ @desktop-only', () => {
  test.describe.configure({ mode: 'serial', timeout: EDITOR_READY_MS + 120_000 });

  test.beforeAll(async () => {
    repo = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-content-'));
    fs.cpSync(path.join(root, 'content'), path.join(repo, 'content'), { recursive: true });
    decapServer = spawn(process.execPath, [require.resolve('decap-server/dist/index.js')], {
      env: { ...process.env, PORT: String(LOCAL_CMS_PORT), BIND_HOST: '127.0.0.1', GIT_REPO_DIRECTORY: repo },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('decap-server startte niet')), SAVED_MS);
      decapServer.stdout?.on('data', (chunk: Buffer) => {
        if (chunk.toString().includes('listening')) {
          clearTimeout(timer);
          resolve();
        }
      });
      decapServer.on('exit', (code) => reject(new Error(`decap-server stopte (${code})`)));
    });
  });

  test.afterAll(() => {
    decapServer?.kill();
    if (repo) fs.rmSync(repo, { recursive: true, force: true });
  });

  test('is no public page: own CSP, no index, not in the sitemap', async ({ request }) => {
    const admin = await request.get('/admin/');
    expect(admin.status()).toBe(200);
    expect(admin.headers()['content-security-policy']).toContain("'unsafe-eval'");
    expect(admin.headers()['x-robots-tag']).toBe('noindex');
    expect((await request.get('/')).headers()['content-security-policy']).not.toContain("'unsafe-eval'");
    expect(await (await request.get('/robots.txt')).text()).toContain('Disallow: /admin\n');
    expect(await (await request.get('/sitemap-0.xml')).text()).not.toContain('/admin');
  });

  test('a writer creates an article with a cover, and the Markdown the build reads appears', async ({ page }) => {
    await logIn(page);
    await page.goto('/admin/#/collections/blog/new');
    await expect(page.getByLabel('Titel', { exact: true })).toBeEditable({ timeout: EDITOR_READY_MS });
    await page.getByLabel('Titel', { exact: true }).fill('Een nieuw testartikel over de syndicus');
    await page.getByLabel('Publicatiedatum').fill('2026-11-24');
    await page.getByLabel('Korte samenvatting').fill('Wat een syndicus doet, kort uitgelegd voor mede-eigenaars.');

    await page.getByRole('button', { name: 'Kies een afbeelding' }).click();
    await page
      .locator('input[type="file"]')
      .setInputFiles(path.join(root, 'content/portfolio/placeholder.generated.png'));
    await page.getByRole('button', { name: 'Gebruik selectie' }).click();
    await page.getByLabel('Alt-tekst van de afbeelding').fill('Tekening van twee appartementsgebouwen');

    await page.getByText('Categorie', { exact: true }).click();
    await page.keyboard.type('Syndicus');
    await page.keyboard.press('Enter');
    await page.getByLabel('Tags').fill('syndicus, mede-eigendom');
    await page.locator('[data-slate-editor="true"]').click();
    await page.keyboard.type('Een syndicus beheert het gebouw in naam van de vereniging van mede-eigenaars.');

    await page.getByRole('button', { name: 'Publiceer' }).click();
    await page.getByText('Publiceer nu', { exact: true }).click();
    const file = path.join(repo, 'content/blog/een-nieuw-testartikel-over-de-syndicus/index.md');
    await expect.poll(() => frontmatterOf(file).author, { timeout: SAVED_MS }).toBe('Redactie');

    const { data, content } = matter(fs.readFileSync(file, 'utf8'));
    const checked = validateFrontmatter('blog', data);
    expect(checked.ok ? [] : checked.problems).toEqual([]);
    expect(data).toMatchObject({ category: 'Syndicus', tags: ['syndicus', 'mede-eigendom'], author: 'Redactie' });
    expect(content).toContain('vereniging van mede-eigenaars');
    // decap-server writes the cover beside the Markdown on its own; the writer sees it once both are saved.
    await expect
      .poll(() => fs.existsSync(path.join(path.dirname(file), String(data.image))), { timeout: SAVED_MS })
      .toBe(true);
  });

  test('editing an FAQ entry changes that file and nothing else', async ({ page }) => {
    await logIn(page);
    const before = snapshot(repo);
    await page.goto('/admin/#/collections/faq/entries/01-syndicus-verplicht');
    const question = page.getByLabel('Vraag', { exact: true });
    await expect(question).not.toHaveValue('', { timeout: EDITOR_READY_MS });
    await question.fill('Is een syndicus verplicht in elk gebouw met mede-eigenaars?');
    await page.getByRole('button', { name: 'Publiceer' }).click();
    await page.getByText('Publiceer nu', { exact: true }).click();

    const faq = 'content/faq/01-syndicus-verplicht.md';
    await expect
      .poll(() => frontmatterOf(path.join(repo, faq)).question, { timeout: SAVED_MS })
      .toBe('Is een syndicus verplicht in elk gebouw met mede-eigenaars?');
    const after = snapshot(repo);
    const changed = [...new Set([...before.keys(), ...after.keys()])].filter((f) => before.get(f) !== after.get(f));
    expect(changed).toEqual([faq]);
    const { data } = matter(fs.readFileSync(path.join(repo, faq), 'utf8'));
    expect(data.question).toBe('Is een syndicus verplicht in elk gebouw met mede-eigenaars?');
    expect(validateFrontmatter('faq', data).ok).toBe(true);
  });
});
