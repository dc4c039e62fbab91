import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumFlags, chromiumPath } from './testing/chromium';
import { fakesHttpPort, fakesOrigin, fakesSmtpPort } from './testing/fakes/ports';
import { FAKE_RECAPTCHA_SECRET } from './testing/fakes/recaptchaVerifier';
import { E2E_BUILD_ENV } from './testing/testBuildEnv';
import { DESKTOP_PROJECT_RUNS, PHONE_PROJECT_SKIPS } from './testing/widthTags';

/**
 * Browser tests run against the built site served by the real server (npm run test:e2e builds first when needed),
 * in Debian's Chromium: Playwright's own browser download is not available here.
 */
const port = Number(process.env.E2E_PORT ?? 9123);

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  outputDir: 'test-results',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  // A guard against a hung test, not a measure of speed: the longest tests (a report followed through its mails, with
  // two axe scans) took 48 s in a CI run on a slow day where they take ~20 s here, and CI machines differ up to 3×.
  timeout: 120_000,
  expect: { timeout: 7_000 },
  reporter: 'list',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'nl-BE',
    launchOptions: { executablePath: chromiumPath, args: [...chromiumFlags] },
    // A trace is for the developer who opens it: CI keeps none of its files, and recording one for every test cost
    // 12–13% of the suite's time (80 phone tests: 266 and 281 s with, 231 and 248 s without).
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  // Each test runs at the width where it says something (testing/widthTags.ts): once on the phone, and at 1440 px
  // only what is different there; both projects share one build and one server.
  projects: [
    {
      name: 'mobile-390',
      grepInvert: PHONE_PROJECT_SKIPS,
      use: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 },
    },
    { name: 'desktop-1440', grep: DESKTOP_PROJECT_RUNS, use: { viewport: { width: 1440, height: 900 } } },
  ],
  webServer: [
    // A fake reCAPTCHA verifier and a real SMTP server, so a message goes from the page to an e-mail.
    {
      command: 'npx tsx testing/fakes/fakeServices.ts',
      url: `${fakesOrigin}/health`,
      env: { E2E_PORT: String(port) },
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: 'npx tsx server/main.ts',
      // Ready when it serves the site: /api/health turns 503 on a message stuck in an earlier run's database.
      url: `http://127.0.0.1:${port}/robots.txt`,
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        ...E2E_BUILD_ENV,
        RECAPTCHA_SECRET_KEY: FAKE_RECAPTCHA_SECRET,
        RECAPTCHA_VERIFY_URL: `http://127.0.0.1:${fakesHttpPort}/siteverify`,
        SMTP_URL: `smtp://127.0.0.1:${fakesSmtpPort}`,
        MAIL_TO: 'kantoor@example.be',
        DATA_DIR: path.join(os.tmpdir(), `syndic-e2e-messages-${port}`),
        RATE_LIMIT_PER_MINUTE: '1000',
      },
      reuseExistingServer: false,
      timeout: 30_000,
    },
  ],
});
