import { readBuildEnvRecord } from '../../src/lib/buildEnvRecord';

/** The third-party services the served pages load, which the server's CSP must allow. */
export interface ThirdParties {
  recaptchaSiteKey: string | null;
  gaMeasurementId: string | null;
}

const VARIABLES: ReadonlyArray<readonly [keyof ThirdParties, string]> = [
  ['recaptchaSiteKey', 'GATSBY_RECAPTCHA_SITE_KEY'],
  ['gaMeasurementId', 'GATSBY_GA_MEASUREMENT_ID'],
];

/**
 * What the build in `publicDir` was made with decides, not the server's own environment: the pages load what
 * their bundles hold, so a server started without GATSBY_* variables still allows reCAPTCHA for a build that has
 * it. A server variable that disagrees is logged once; a build without a record falls back on the variables.
 */
export function thirdPartiesOfBuild(
  publicDir: string,
  runtime: ThirdParties,
  log: { warn(obj: object, msg: string): void },
): ThirdParties {
  const record = readBuildEnvRecord(publicDir);
  if (!record) return runtime;
  const fromBuild = Object.fromEntries(
    VARIABLES.map(([key, name]) => [key, record[name] ?? null]),
  ) as unknown as ThirdParties;
  for (const [key, name] of VARIABLES) {
    if (runtime[key] !== null && runtime[key] !== fromBuild[key]) {
      log.warn(
        { variable: name, build: fromBuild[key], server: runtime[key] },
        `${name} differs from the build being served; the build's value is used`,
      );
    }
  }
  return fromBuild;
}
