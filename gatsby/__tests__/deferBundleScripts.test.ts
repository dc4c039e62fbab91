import { deferBundleScriptsInHtml } from '../deferBundleScripts';

const PAGE =
  '<html><body><div id="___gatsby"></div><script id="gatsby-chunk-mapping">window.___chunkMapping={}</script>' +
  '<script src="/webpack-runtime-1.js" async></script><script src="/framework-2.js" async></script><script src="/app-3.js" async></script></body></html>';

describe('deferBundleScriptsInHtml', () => {
  it('replaces the bundle tags with one inline script that knows every bundle, in order', () => {
    const html = deferBundleScriptsInHtml(PAGE);
    expect(html).not.toMatch(/<script src=/);
    expect(html.match(/<script>/g)).toHaveLength(1);
    expect(html).toContain('["/webpack-runtime-1.js","/framework-2.js","/app-3.js"]');
    // Gatsby's own inline data stays, before the starter.
    expect(html.indexOf('gatsby-chunk-mapping')).toBeLessThan(html.indexOf('<script>('));
  });

  it('leaves a page that was already rewritten (or has no bundles) as it is', () => {
    const once = deferBundleScriptsInHtml(PAGE);
    expect(deferBundleScriptsInHtml(once)).toBe(once);
    expect(deferBundleScriptsInHtml('<html><body>x</body></html>')).toBe('<html><body>x</body></html>');
  });
});
