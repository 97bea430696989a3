import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from './scripts/chromium';

// Playwright cannot download its own browser here: Debian's Chromium (or CHROMIUM_PATH) is used.
const executablePath = chromiumPath();

export default defineConfig({
  testDir: 'test',
  // Starts Auth Emulator + API (fresh in-memory database) + built dashboard on free ports.
  globalSetup: './test/e2e/support/globalSetup.ts',
  // One worker: every spec shares one stack and one database, and the machine has two cores.
  workers: 1,
  fullyParallel: false,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: 'list',
  timeout: 30_000,
  expect: { timeout: 5_000 },
  use: {
    browserName: 'chromium',
    locale: 'es-ES',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    // The API over HTTP: no browser is launched for these.
    { name: 'server', testMatch: 'server/**/*.spec.ts' },
    // Set by globalSetup before the workers start, so workers see it when they load this file.
    // The browser west of UTC, where a date-only value read as UTC midnight shows the day before.
    {
      name: 'e2e',
      testMatch: 'e2e/**/*.spec.ts',
      use: { baseURL: process.env.E2E_WEB_URL, timezoneId: 'America/Mexico_City' },
    },
  ],
});
