import type { FastifyInstance } from 'fastify';
import { buildApp, type AppOptions } from '../../app';
import { tempFolder } from '../../../testing/tempFolder';

export const HOME_INLINE_SCRIPT = 'window.__hello = 1;';

/** A tiny built site with the shapes Gatsby produces, in a temporary folder. */
export function createFixtureSite(): string {
  const { dir, write } = tempFolder('site-');
  write(
    'index.html',
    `<!DOCTYPE html><html><head><script>${HOME_INLINE_SCRIPT}</script><script type="application/ld+json">{"a":1}</script><script src="/app-0123456789abcdef.js"></script></head><body>${'Home '.repeat(400)}</body></html>`,
  );
  write('residentieel/index.html', '<!DOCTYPE html><html><body>Residentieel</body></html>');
  write('blog/efficiënt-meldingssysteem/index.html', '<!DOCTYPE html><html><body>Artikel</body></html>');
  write(
    '404.html',
    '<!DOCTYPE html><html><head><meta http-equiv="refresh" content="0; url=/"></head><body>Niet gevonden</body></html>',
  );
  write('app-0123456789abcdef.js', `console.log(${JSON.stringify('x'.repeat(5000))});`);
  write('static/abc123/hero.webp', 'webp');
  write('page-data/residentieel/page-data.json', '{"path":"/residentieel"}');
  write('robots.txt', 'User-agent: *');
  write('admin/index.html', '<!DOCTYPE html><html><body><script src="/admin/decap-cms.js"></script></body></html>');
  write('administratie/index.html', '<!DOCTYPE html><html><body>Geen CMS</body></html>');
  return dir;
}

/**
 * The app as a test builds it: serving a fixture site, without third parties (reCAPTCHA, analytics) and silent;
 * `options` add routes (portfolio, messages) or replace any of these.
 */
export function buildTestApp(options: Partial<AppOptions> = {}): Promise<FastifyInstance> {
  return buildApp({
    publicDir: createFixtureSite(),
    recaptchaSiteKey: null,
    gaMeasurementId: null,
    logLevel: 'silent',
    ...options,
  });
}
