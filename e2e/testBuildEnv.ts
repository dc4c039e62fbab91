import fs from 'node:fs';
import path from 'node:path';
import { FAKE_RECAPTCHA_SITE_KEY } from './fakes/recaptchaVerifier';

/**
 * The build the browser tests and Lighthouse run against: the real site with a test reCAPTCHA site key,
 * so the form pages load the bot check (a fake script, served by the tests) and the server verifies
 * tokens against a fake verifier. `scripts/build-if-stale.ts` builds with this for every npm `test*` script.
 */
export const E2E_BUILD_ENV = { GATSBY_RECAPTCHA_SITE_KEY: FAKE_RECAPTCHA_SITE_KEY } as const;

/** Where build-if-stale records the environment a build was made with. */
export const BUILD_ENV_STAMP = path.join('public', '.build-env.json');

/** Gatsby's own switches that do not change what is built. */
const NOT_BUILD_RELEVANT = new Set(['GATSBY_TELEMETRY_DISABLED', 'GATSBY_CPU_COUNT', 'GATSBY_LOGGER']);

/** The variables that end up in the built pages: GATSBY_* (inlined in the bundles) and SITE_URL; empty counts as unset. */
export function buildRelevantEnv(env: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(
    Object.entries(env)
      .filter(([name, value]) => (name === 'SITE_URL' || name.startsWith('GATSBY_')) && !NOT_BUILD_RELEVANT.has(name) && value?.trim())
      .map(([name, value]) => [name, value!.trim()] as const)
      .sort(([a], [b]) => a.localeCompare(b)),
  );
}

/** The environment the build in public/ was made with; null when there is no stamp. */
export function readBuildEnvStamp(root: string): Record<string, string> | null {
  try {
    return JSON.parse(fs.readFileSync(path.join(root, BUILD_ENV_STAMP), 'utf8')) as Record<string, string>;
  } catch {
    return null;
  }
}
