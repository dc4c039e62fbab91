import fs from 'node:fs';
import path from 'node:path';

export type SiteResolution =
  { kind: 'file'; relativePath: string } | { kind: 'redirect'; location: string } | { kind: 'not-found' };

function isFile(absolute: string): boolean {
  try {
    return fs.statSync(absolute).isFile();
  } catch {
    return false;
  }
}

/**
 * Maps a request path to a file of the built site, following Gatsby's `trailingSlash: 'never'`:
 * '/contact' is 'contact/index.html', '/contact/' redirects to '/contact'. Anything that would leave
 * the site folder, or cannot be decoded, is simply not found.
 */
export function resolveSitePath(publicDir: string, rawPath: string, search = ''): SiteResolution {
  let decoded: string;
  try {
    // NFC: Gatsby writes 'efficiënt-…' precomposed; a client may send it decomposed (NFD).
    decoded = decodeURIComponent(rawPath).normalize('NFC');
  } catch {
    return { kind: 'not-found' };
  }
  if (decoded.includes('\0') || decoded.split('/').includes('..')) return { kind: 'not-found' };

  const clean = path.posix.normalize(decoded);
  if (clean.length > 1 && clean.endsWith('/')) {
    const withoutSlash = clean.replace(/\/+$/, '');
    return isFile(path.join(publicDir, withoutSlash, 'index.html'))
      ? { kind: 'redirect', location: encodeURI(withoutSlash) + search }
      : { kind: 'not-found' };
  }

  const relative = clean.replace(/^\/+/, '');
  const asFile = path.join(publicDir, relative);
  if (!asFile.startsWith(publicDir)) return { kind: 'not-found' };
  if (relative && isFile(asFile)) return { kind: 'file', relativePath: relative };
  const asPage = path.join(relative, 'index.html');
  if (isFile(path.join(publicDir, asPage))) return { kind: 'file', relativePath: asPage };
  return { kind: 'not-found' };
}

const HASHED_ASSET = /^[^/]+-[0-9a-f]{8,}\.(js|css)$/;
export const REVALIDATE = 'public, max-age=0, must-revalidate';
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Gatsby's caching rules: HTML and page data must always be revalidated; webpack's hashed bundles
 * and everything under /static/ (content-hashed) never change.
 */
export function cacheControlFor(relativePath: string): string {
  if (relativePath.startsWith('static/')) return IMMUTABLE;
  if (HASHED_ASSET.test(relativePath)) return IMMUTABLE;
  return REVALIDATE;
}
