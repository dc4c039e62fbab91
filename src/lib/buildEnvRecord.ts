import fs from 'node:fs';
import path from 'node:path';

/**
 * Every build records, in its output, the build-time variables its pages were made with (GATSBY_*, inlined in the
 * bundles, and SITE_URL). One fact, two readers: the build tooling (is public/ stale?) and the server (which
 * third-party hosts the pages it serves need in their CSP).
 */
export const BUILD_ENV_RECORD_FILE = '.build-env.json';

export type BuildEnvRecord = Record<string, string>;

/** The record of the build in `publicDir`; null when there is none (no build, or one older than the record). */
export function readBuildEnvRecord(publicDir: string): BuildEnvRecord | null {
  try {
    return JSON.parse(fs.readFileSync(path.join(publicDir, BUILD_ENV_RECORD_FILE), 'utf8')) as BuildEnvRecord;
  } catch {
    return null;
  }
}
