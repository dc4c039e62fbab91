import { defineConfig } from '@playwright/test';
import { chromiumFlags, chromiumPath } from './e2e/chromium';

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
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'nl-BE',
    launchOptions: { executablePath: chromiumPath, args: [...chromiumFlags] },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'mobile-390', use: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 } },
    { name: 'desktop-1440', use: { viewport: { width: 1440, height: 900 } } },
  ],
  webServer: {
    command: 'npx tsx server/main.ts',
    url: `http://127.0.0.1:${port}/api/health`,
    env: { PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
