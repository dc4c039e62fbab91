import { buildRelevantEnv } from '../buildEnvStamp';

describe('buildRelevantEnv', () => {
  it('keeps what Gatsby inlines into the pages (GATSBY_* and SITE_URL), sorted, with empty values dropped', () => {
    expect(
      buildRelevantEnv({
        SITE_URL: 'https://www.example.be',
        GATSBY_RECAPTCHA_SITE_KEY: ' key ',
        GATSBY_GA_MEASUREMENT_ID: '',
        PORT: '9000',
      }),
    ).toEqual({ GATSBY_RECAPTCHA_SITE_KEY: 'key', SITE_URL: 'https://www.example.be' });
  });

  it("ignores Gatsby's own switches and the flags it sets in its build process, so a stamp written there matches", () => {
    expect(
      buildRelevantEnv({
        GATSBY_TELEMETRY_DISABLED: '1',
        GATSBY_SLICES: 'true',
        GATSBY_REPORTER_ISVERBOSE: '0',
        GATSBY_QUERY_ON_DEMAND_LOADING_INDICATOR: 'true',
        GATSBY_RECAPTCHA_SITE_KEY: 'key',
      }),
    ).toEqual({ GATSBY_RECAPTCHA_SITE_KEY: 'key' });
  });
});
