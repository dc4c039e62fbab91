import { FAKE_RECAPTCHA_SITE_KEY } from './fakes/recaptchaVerifier';

/**
 * The build the browser tests and Lighthouse run against: the real site with a test reCAPTCHA site key,
 * so the form pages load the bot check (a fake script, served by the tests) and the server verifies
 * tokens against a fake verifier. `scripts/build-if-stale.ts` builds with this for every npm `test*` script.
 */
export const E2E_BUILD_ENV = { GATSBY_RECAPTCHA_SITE_KEY: FAKE_RECAPTCHA_SITE_KEY } as const;
