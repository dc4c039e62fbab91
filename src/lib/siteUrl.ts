/** The public origin of the site, used for canonical URLs, Open Graph and the sitemap. */
export const DEFAULT_SITE_URL = 'http://127.0.0.1:9000';

export function siteUrl(fromEnv: string | undefined): string {
  const raw = fromEnv?.trim() || DEFAULT_SITE_URL;
  const url = new URL(raw); // throws on a malformed SITE_URL, which should stop the build
  return url.origin;
}

/** Absolute URL of a path on the site. */
export function absoluteUrl(origin: string, path: string): string {
  return new URL(path, `${origin}/`).toString();
}
