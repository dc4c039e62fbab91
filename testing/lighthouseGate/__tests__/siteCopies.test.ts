import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { copySiteWithRewrittenPages, pageFile, stripScripts, withBlockingScript } from '../siteCopies';

const page = [
  '<!DOCTYPE html><html><head><style>.a{color:red}</style>',
  '<link as="script" rel="preload" href="/webpack-runtime-1.js"/>',
  '<link as="fetch" rel="preload" href="/page-data/app-data.json" crossorigin="anonymous"/>',
  '<link rel="modulepreload" href="/x.mjs"/><link rel="preload" as="image" href="/hero.avif"/>',
  '<script type="application/ld+json">{"@type":"Organization"}</script></head>',
  '<body><div id="___gatsby"><p class="a">Welkom</p></div>',
  '<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="/";/*]]>*/</script>',
  '<script src="/app-2.js" async=""></script></body></html>',
].join('');

describe('stripScripts', () => {
  it('keeps the HTML, CSS and JSON-LD and removes every script that runs and every preload only a script would use', () => {
    const twin = stripScripts(page);
    expect(twin.match(/<script[^>]*>/gi)).toEqual(['<script type="application/ld+json">']);
    expect(twin).toContain('{"@type":"Organization"}');
    expect(twin).not.toMatch(/as="(script|fetch)"|modulepreload/);
    expect(twin).toContain('<style>.a{color:red}</style>');
    expect(twin).toContain('<link rel="preload" as="image" href="/hero.avif"/>');
    expect(twin).toContain('<p class="a">Welkom</p>');
  });
});

describe('withBlockingScript', () => {
  it('adds one inline script before </body> that does about the asked CPU time of work, whatever the clock says', () => {
    const slowed = withBlockingScript(100)(page);
    expect(slowed.match(/<script/g)).toHaveLength(page.match(/<script/g)!.length + 1);
    const [, body] = /<script>(.*?)<\/script><\/body>/.exec(slowed)!;
    expect(body).toMatch(/i<\d+;/);
    const before = process.cpuUsage();
    new Function('window', body)({});
    const { user, system } = process.cpuUsage(before);
    expect((user + system) / 1000).toBeGreaterThan(50);
    expect((user + system) / 1000).toBeLessThan(200);
  });

  it('refuses a page it cannot slow instead of measuring it unslowed', () => {
    expect(() => withBlockingScript(1)('<p>geen body</p>')).toThrow('</body>');
  });
});

describe('copySiteWithRewrittenPages', () => {
  let publicDir: string;
  beforeEach(() => {
    publicDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-twin-test-'));
    for (const p of ['/', '/contact']) {
      fs.mkdirSync(path.dirname(pageFile(publicDir, p)), { recursive: true });
      fs.writeFileSync(pageFile(publicDir, p), page);
      fs.writeFileSync(`${pageFile(publicDir, p)}.br`, zlib.brotliCompressSync(page));
    }
    fs.writeFileSync(path.join(publicDir, 'app-2.js'), 'console.log(1)');
  });
  afterEach(() => fs.rmSync(publicDir, { recursive: true, force: true }));

  it('rewrites the pages asked for, with compressed copies of the new HTML, and leaves the build alone', () => {
    const copy = copySiteWithRewrittenPages(publicDir, ['/contact'], stripScripts);
    try {
      const rewritten = pageFile(copy.dir, '/contact');
      expect(fs.readFileSync(rewritten, 'utf8')).toBe(stripScripts(page));
      expect(zlib.brotliDecompressSync(fs.readFileSync(`${rewritten}.br`)).toString()).toBe(stripScripts(page));
      expect(zlib.gunzipSync(fs.readFileSync(`${rewritten}.gz`)).toString()).toBe(stripScripts(page));
      expect(fs.readFileSync(pageFile(copy.dir, '/'), 'utf8')).toBe(page);
      expect(fs.readFileSync(path.join(copy.dir, 'app-2.js'), 'utf8')).toBe('console.log(1)');
      expect(fs.readFileSync(pageFile(publicDir, '/contact'), 'utf8')).toBe(page);
      expect(zlib.brotliDecompressSync(fs.readFileSync(`${pageFile(publicDir, '/contact')}.br`)).toString()).toBe(page);
    } finally {
      copy.remove();
    }
    expect(fs.existsSync(copy.dir)).toBe(false);
  });

  it('names a page that is not in the build', () => {
    expect(() => copySiteWithRewrittenPages(publicDir, ['/bestaat-niet'], stripScripts)).toThrow('/bestaat-niet');
  });
});
