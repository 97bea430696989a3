import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from './scripts/chromium';
import { POSTGRES_MISSING, findPostgresBin } from './scripts/stack/postgres';
import {
  POSTGRES_E2E_PROJECT,
  POSTGRES_ENV_NAMES,
  POSTGRES_PROJECT,
} from './test/support/stack/stackEnv';

// Playwright cannot download its own browser here: Debian's Chromium (or CHROMIUM_PATH) is used.
const executablePath = chromiumPath();

// The server tests run on both engines. Without PostgreSQL on this machine its project is left
// out, saying so, except in CI, where globalSetup then fails on the same message.
const externalStack = process.env.E2E_EXTERNAL_STACK === '1';
const onPostgres = externalStack
  ? Boolean(process.env[POSTGRES_ENV_NAMES.api])
  : Boolean(process.env.CI) || findPostgresBin() !== undefined;
// This file is loaded again in every worker: the notice is printed once.
if (!onPostgres && !externalStack && !process.env.VASOS_POSTGRES_NOTICE) {
  process.env.VASOS_POSTGRES_NOTICE = 'shown';
  console.warn(
    `\n${POSTGRES_MISSING}\nSkipping the ${POSTGRES_PROJECT} and ${POSTGRES_E2E_PROJECT} projects (the tests on PostgreSQL).\n`,
  );
}

// Not run again on PostgreSQL: specs that never reach the API's database (the staff CLI, the
// production guard, the quote's PDF), are about the embedded database's directory, or run the
// built API (on its default database: the build is the same for both).
// The main walks again through a dashboard whose API runs on PostgreSQL: sign-in, requests, price
// saves (alone and by two editors at once) and usuarios; of these specs, only the tests tagged
// @postgres, whose outcome depends on what the API's database stores and answers. The others are
// about the browser side or the Auth Emulator and would only repeat themselves.
const WALKS_ON_POSTGRES = ['auth', 'peticiones', 'saving', 'concurrentEdits', 'usuarios'].map(
  (name) => `e2e/${name}.spec.ts`,
);
// A test's grep title starts with its file's path: the PostgreSQL-only specs run whole.
const ON_POSTGRES = [/@postgres/, /\.pg\.spec\.ts /];
// End-to-end specs named *.pg.spec.ts arrange their data in that PostgreSQL database directly
// (what no API call can do, such as a 1,000-row price table): they run there alone.
const POSTGRES_ONLY_E2E = 'e2e/**/*.pg.spec.ts';

// A desk: the laptop screen the dashboard is made for.
const DESK = { viewport: { width: 1280, height: 800 } };

// A phone: an iPhone's screen and touch, in Chromium (the only browser here).
const PHONE = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
};

const EMBEDDED_ONLY = [
  'staffCli',
  'productionGuard',
  'production',
  'persistence',
  'presupuestoPdfRender',
  'presupuestoPdfScripts',
  // The API's document, built on a database of their own in memory: the same on both engines.
  'apiLint',
  'apiTypes',
].map((name) => `server/**/${name}.spec.ts`);

export default defineConfig({
  testDir: 'test',
  // Starts Auth Emulator + API (fresh in-memory database) + built dashboard on free ports, and for
  // the PostgreSQL project a throwaway PostgreSQL server with a second API. A run of the server
  // projects alone gets no dashboard: none of their tests opens it.
  globalSetup: './test/e2e/support/globalSetup.ts',
  // One worker: every spec shares one stack and one database, and the machine has two cores.
  // `npm test` runs two of these processes at once, each with a stack of its own (groups of
  // projects: scripts/test/groups.ts), and so two workers, which share nothing.
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
    // Specs named *.pg.spec.ts are about PostgreSQL itself (several instances, pool, CLI).
    { name: 'server', testMatch: 'server/**/*.spec.ts', testIgnore: 'server/**/*.pg.spec.ts' },
    // The same tests against a second API on a throwaway PostgreSQL server (globalSetup starts it).
    ...(onPostgres
      ? [{ name: POSTGRES_PROJECT, testMatch: 'server/**/*.spec.ts', testIgnore: EMBEDDED_ONLY }]
      : []),
    // Set by globalSetup before the workers start, so workers see it when they load this file.
    // The browser west of UTC, where a date-only value read as UTC midnight shows the day before.
    {
      name: 'e2e',
      testMatch: 'e2e/**/*.spec.ts',
      testIgnore: POSTGRES_ONLY_E2E,
      // Tests tagged @phone are about what only a phone has: they run in e2e-mobile alone.
      grepInvert: /@phone/,
      use: { ...DESK, baseURL: process.env.E2E_WEB_URL, timezoneId: 'America/Mexico_City' },
    },
    // The main walks (tests tagged @walk: sign-in, requests, a price save, usuarios, and axe on
    // their pages) again on a phone's screen, and the tests tagged @phone.
    {
      name: 'e2e-mobile',
      testMatch: 'e2e/**/*.spec.ts',
      testIgnore: POSTGRES_ONLY_E2E,
      grep: [/@walk/, /@phone/],
      use: {
        ...PHONE,
        baseURL: process.env.E2E_WEB_URL,
        timezoneId: 'America/Mexico_City',
      },
    },
    ...(onPostgres
      ? [
          {
            name: POSTGRES_E2E_PROJECT,
            testMatch: [...WALKS_ON_POSTGRES, POSTGRES_ONLY_E2E],
            grep: ON_POSTGRES,
            use: {
              ...DESK,
              baseURL: process.env[POSTGRES_ENV_NAMES.web],
              timezoneId: 'America/Mexico_City',
            },
          },
        ]
      : []),
  ],
});
