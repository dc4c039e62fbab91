import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { findPlaceholderTariffs } from '../placeholderTariffs';

const root = path.resolve(__dirname, '../../..');

function contentWith(tariffs: unknown): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tarieven-'));
  fs.writeFileSync(path.join(dir, 'tarieven.json'), JSON.stringify(tariffs));
  return dir;
}

describe('the go-live check for the tariffs', () => {
  it('names sample tariffs', () => {
    expect(findPlaceholderTariffs(contentWith({ voorbeeld: true, vatPercent: 21 }))).toEqual([
      expect.objectContaining({ field: 'content/tarieven.json, voorbeeld', value: 'true' }),
    ]);
  });

  it('lets the real tariffs through and counts a file that does not say as a sample', () => {
    expect(findPlaceholderTariffs(contentWith({ voorbeeld: false, vatPercent: 21 }))).toEqual([]);
    expect(findPlaceholderTariffs(contentWith({ vatPercent: 21 }))).toEqual([
      expect.objectContaining({ value: '(ontbreekt)' }),
    ]);
  });

  it('npm run release refuses before building anything, naming what is missing and the way out for a test site', () => {
    // The check runs first and exits; nothing is built. Without SITE_URL it refuses whatever the firm filled in.
    const result = spawnSync(
      path.join(root, 'node_modules/.bin/tsx'),
      ['scripts/release/buildRelease.ts', '--use-existing-build'],
      {
        cwd: root,
        encoding: 'utf8',
        env: { ...process.env, SITE_URL: '', RELEASE_ALLOW_PLACEHOLDERS: '' },
        timeout: 60_000,
      },
    );
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/^Geen release: /m);
    expect(result.stderr).toContain('5. Bouwvariabelen');
    expect(result.stderr).toContain('SITE_URL = "(niet gezet)": de site moet haar eigen adres kennen');
    expect(fs.existsSync(path.join(root, 'release'))).toBe(false);
    expect(result.stderr).toContain('RELEASE_ALLOW_PLACEHOLDERS=1');
  });
});
