import fs from 'node:fs';
import path from 'node:path';
import { BUILD_ENV_RECORD_FILE, readBuildEnvRecord, type BuildEnvRecord } from '../src/lib/buildEnvRecord';

/** Where each build records the environment it was made with (gatsby-node's onPostBuild): see buildEnvRecord. */
export const BUILD_ENV_STAMP = path.join('public', BUILD_ENV_RECORD_FILE);

/** Gatsby's own switches and the flags it sets in its own process (seen in onPostBuild): none is ours. */
const GATSBY_INTERNAL =
  /^GATSBY_(TELEMETRY_DISABLED|CPU_COUNT|LOGGER|SLICES|REPORTER_|QUERY_ON_DEMAND|WORKER|NODE_GLOBALS|EXPERIMENTAL_|PARTIAL_HYDRATION)/;

/** The variables that end up in the built pages: GATSBY_* (inlined in the bundles) and SITE_URL; empty counts as unset. */
export function buildRelevantEnv(env: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(
    Object.entries(env)
      .filter(
        ([name, value]) =>
          (name === 'SITE_URL' || name.startsWith('GATSBY_')) && !GATSBY_INTERNAL.test(name) && value?.trim(),
      )
      .map(([name, value]) => [name, value!.trim()] as const)
      .sort(([a], [b]) => a.localeCompare(b)),
  );
}

/** The environment the build in public/ was made with; null when there is no stamp. */
export function readBuildEnvStamp(root: string): BuildEnvRecord | null {
  return readBuildEnvRecord(path.join(root, 'public'));
}

/** Records the environment of the build that just finished. */
export function writeBuildEnvStamp(root: string, env: NodeJS.ProcessEnv): void {
  fs.writeFileSync(path.join(root, BUILD_ENV_STAMP), `${JSON.stringify(buildRelevantEnv(env), null, 2)}\n`);
}
