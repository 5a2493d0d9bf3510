import { defineConfig } from '@playwright/test';

// Workers load this file too and inherit the runner's environment, so they agree on the run id.
process.env.PW_RUN_ID ??= String(process.pid);

/**
 * Browser tests in Debian's Chromium (never `npx playwright install`: no browser download works
 * here). Each spec file gets its own server and data folder (e2e/fixtures.ts); two workers fit
 * two cores: two servers and two browsers at a time.
 */
export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  globalSetup: './e2e/global-setup.ts',
  // Per run: Playwright empties its output folder at start, and several people share this tree.
  outputDir: `.tmp/playwright-results/${process.env.PW_RUN_ID}`,
  fullyParallel: false,
  workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : 2,
  forbidOnly: !!process.env.CI,
  retries: 0,
  // Two servers and two browsers share two cores: leave room for a slow moment.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    browserName: 'chromium',
    headless: true,
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    locale: 'en-IN',
    timezoneId: 'Asia/Kolkata',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
});
