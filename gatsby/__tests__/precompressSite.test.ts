import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { precompressSite } from '../precompressSite';

describe('precompressSite', () => {
  let dir: string;
  const write = (relative: string, content: string | Buffer) => {
    const file = path.join(dir, relative);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, content);
  };
  const page = `<!DOCTYPE html><html><body>${'Syndicus '.repeat(500)}</body></html>`;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'precompress-'));
    write('contact/index.html', page);
    write('page-data/contact/page-data.json', JSON.stringify({ text: 'x'.repeat(4000) }));
    write('app-0123.js', `console.log(${JSON.stringify('y'.repeat(4000))});`);
    write('robots.txt', 'User-agent: *');
    write('static/abc/hero.png', Buffer.alloc(4000, 1));
    write('admin/decap-cms.js', 'z'.repeat(4000));
    await precompressSite(dir);
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('writes a brotli and a gzip copy of every page, page data and bundle, with the same content', () => {
    for (const file of ['contact/index.html', 'page-data/contact/page-data.json', 'app-0123.js']) {
      const original = fs.readFileSync(path.join(dir, file));
      const br = fs.readFileSync(path.join(dir, `${file}.br`));
      const gz = fs.readFileSync(path.join(dir, `${file}.gz`));
      expect(zlib.brotliDecompressSync(br).equals(original)).toBe(true);
      expect(zlib.gunzipSync(gz).equals(original)).toBe(true);
      expect(br.length).toBeLessThan(original.length / 10);
    }
  });

  it('leaves alone what is too small, not text, or the CMS', () => {
    for (const file of ['robots.txt', 'static/abc/hero.png', 'admin/decap-cms.js']) {
      expect(fs.existsSync(path.join(dir, `${file}.br`))).toBe(false);
      expect(fs.existsSync(path.join(dir, `${file}.gz`))).toBe(false);
    }
  });
});
