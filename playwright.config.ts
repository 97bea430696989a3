import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';

// Playwright cannot download its own browser here: Debian's Chromium (or CHROMIUM_PATH) is used.
const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
if (!existsSync(chromiumPath)) {
  throw new Error(
    `Chromium not found at ${chromiumPath}. Install it with \`apt-get install -y chromium\` ` +
      'or point CHROMIUM_PATH at a Chromium/Chrome executable.',
  );
}

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
      executablePath: chromiumPath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
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
