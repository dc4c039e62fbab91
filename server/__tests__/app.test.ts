import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { cmsCspDirectives } from '../security/contentSecurityPolicy';
import { thirdPartiesOfBuild } from '../site/buildThirdParties';
import { BUILD_ENV_RECORD_FILE } from '../../src/lib/buildEnvRecord';
import { buildTestApp, createFixtureSite, HOME_INLINE_SCRIPT } from './support/fixtureSite';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('the site server', () => {
  let app: FastifyInstance;
  let publicDir: string;

  beforeAll(async () => {
    publicDir = createFixtureSite();
    // The build's precompressed copy of a page (gatsby/precompressSite.ts), made to differ from what the server
    // would compress itself: the response must be these very bytes.
    const page = fs.readFileSync(path.join(publicDir, 'index.html'));
    fs.writeFileSync(
      path.join(publicDir, 'index.html.br'),
      zlib.brotliCompressSync(page, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 1 } }),
    );
    app = await buildTestApp({ publicDir });
  });
  afterAll(() => app.close());

  it('answers the health check', async () => {
    const res = await app.inject('/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('serves a page at its path without a trailing slash, revalidated on every visit', async () => {
    const res = await app.inject('/residentieel');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Residentieel');
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
  });

  it('redirects a trailing slash to the path without it, keeping the query', async () => {
    const res = await app.inject('/residentieel/?a=1');
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/residentieel?a=1');
  });

  it('serves a path with a non-ASCII character, encoded or not', async () => {
    const encoded = await app.inject('/blog/effici%C3%ABnt-meldingssysteem');
    expect(encoded.statusCode).toBe(200);
    expect(encoded.body).toContain('Artikel');
  });

  it('serves the same page when the client sends the accent decomposed (NFD)', async () => {
    const nfd = encodeURI('/blog/efficiënt-meldingssysteem'.normalize('NFD'));
    expect(nfd).toContain('e%CC%88');
    const res = await app.inject(nfd);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Artikel');
  });

  it('answers unknown paths, nested ones too, with the 404 page and status 404', async () => {
    for (const url of ['/bestaat-niet', '/vacatures/x/y', '/%E0%A4%A']) {
      const res = await app.inject(url);
      expect(res.statusCode).toBe(404);
      expect(res.body).toContain('url=/');
    }
  });

  it('never serves files outside the site folder', async () => {
    const res = await app.inject('/..%2F..%2Fetc%2Fpasswd');
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('root:');
  });

  it('gives the CMS at /admin/ its own CSP and noindex, and no other page (not even /administratie)', async () => {
    const admin = await app.inject('/admin');
    expect(admin.statusCode).toBe(200);
    expect(admin.headers['content-security-policy']).toContain("script-src 'self' 'unsafe-eval'");
    // Outside production the CMS may reach the local backend (npm run cms).
    expect(admin.headers['content-security-policy']).toContain('http://localhost:8081');
    expect(admin.headers['x-robots-tag']).toBe('noindex');
    const other = await app.inject('/administratie');
    expect(other.headers['content-security-policy']).not.toContain('unsafe-eval');
    expect(other.headers['x-robots-tag']).toBeUndefined();
  });

  it('lets the live CMS (production) reach GitHub, not a local backend', () => {
    const live = cmsCspDirectives({ localBackend: false })['connect-src'];
    expect(live).toContain('https://api.github.com');
    expect(live.some((source) => source.includes(':8081'))).toBe(false);
  });

  it('answers unknown API paths with JSON', async () => {
    const res = await app.inject('/api/bestaat-niet');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: 'not_found' });
  });

  it('caches hashed bundles and /static/ files for a year', async () => {
    for (const url of ['/app-0123456789abcdef.js', '/static/abc123/hero.webp']) {
      const res = await app.inject(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  it('revalidates page data and unhashed files', async () => {
    for (const url of ['/page-data/residentieel/page-data.json', '/robots.txt']) {
      const res = await app.inject(url);
      expect(res.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    }
  });

  it('compresses what the browser accepts', async () => {
    const res = await app.inject({ url: '/', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.headers['content-encoding']).toBe('br');
    const gz = await app.inject({ url: '/app-0123456789abcdef.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
  });

  it("sends the build's precompressed copy of a page as it is, with the page's own CSP", async () => {
    const res = await app.inject({ url: '/', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.rawPayload.equals(fs.readFileSync(path.join(publicDir, 'index.html.br')))).toBe(true);
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toContain('Home Home');
    expect(res.headers['content-security-policy']).toContain(sha(HOME_INLINE_SCRIPT));
    expect(res.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
  });

  it('sends the security headers on every response', async () => {
    for (const url of ['/', '/api/health', '/bestaat-niet', '/robots.txt']) {
      const res = await app.inject(url);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['permissions-policy']).toContain('camera=()');
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    }
  });

  it("allows exactly the page's own inline scripts by hash, and no third-party hosts by default", async () => {
    const csp = (await app.inject('/')).headers['content-security-policy'] as string;
    const scriptSrc = csp.split('; ').find((d) => d.startsWith('script-src '))!;
    expect(scriptSrc).toBe(`script-src 'self' ${sha(HOME_INLINE_SCRIPT)}`);
    expect(csp).not.toContain("unsafe-inline' 'sha");
    expect(csp).not.toContain('recaptcha');
    expect(csp).not.toContain('googletagmanager');
    // Only the office map may be framed (after consent); Google may not run scripts or receive requests.
    const directive = (name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `));
    expect(directive('frame-src')).toBe('frame-src https://www.google.com/maps https://www.google.com/maps/');
    expect(directive('connect-src')).toBe("connect-src 'self'");
  });
});

describe('the site server with reCAPTCHA and analytics configured', () => {
  it('allows their hosts in the CSP', async () => {
    const app = await buildTestApp({ recaptchaSiteKey: 'site-key', gaMeasurementId: 'G-TEST' });
    const csp = (await app.inject('/')).headers['content-security-policy'] as string;
    expect(csp).toMatch(
      /script-src [^;]*https:\/\/www\.google\.com\/recaptcha\/ https:\/\/www\.gstatic\.com\/recaptcha\//,
    );
    expect(csp).toMatch(/frame-src [^;]*https:\/\/www\.google\.com\/recaptcha\//);
    expect(csp).toContain('https://www.googletagmanager.com');
    await app.close();
  });
});

describe('the CSP follows the build it serves', () => {
  const withBuildRecord = (record: Record<string, string>) => {
    const dir = createFixtureSite();
    fs.writeFileSync(path.join(dir, BUILD_ENV_RECORD_FILE), JSON.stringify(record));
    return dir;
  };
  const scriptSrc = async (app: FastifyInstance) =>
    ((await app.inject('/')).headers['content-security-policy'] as string)
      .split('; ')
      .find((d) => d.startsWith('script-src ')) ?? '';

  it('allows reCAPTCHA for a build made with a site key, though the server was started without one', async () => {
    const app = await buildTestApp({ publicDir: withBuildRecord({ GATSBY_RECAPTCHA_SITE_KEY: 'built-key' }) });
    expect(await scriptSrc(app)).toContain('https://www.google.com/recaptcha/');
    expect(await scriptSrc(app)).not.toContain('googletagmanager');
    await app.close();
  });

  it('allows nothing extra for a build without one, and logs a server variable that disagrees', async () => {
    const app = await buildTestApp({ publicDir: withBuildRecord({}), recaptchaSiteKey: 'server-key' });
    expect(await scriptSrc(app)).not.toContain('recaptcha');
    await app.close();
    const direct: string[] = [];
    thirdPartiesOfBuild(
      withBuildRecord({}),
      { recaptchaSiteKey: 'server-key', gaMeasurementId: null },
      { warn: (_obj, msg) => direct.push(msg) },
    );
    expect(direct).toEqual([
      "GATSBY_RECAPTCHA_SITE_KEY differs from the build being served; the build's value is used",
    ]);
  });
});
