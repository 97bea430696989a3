import type { FullConfig } from '@playwright/test';
import { startStack } from '../../../scripts/stack';
import { startApiOnPostgres, type ApiOnPostgres } from '../../../scripts/stack/apiOnPostgres';
import {
  POSTGRES_MISSING,
  findPostgresBin,
  startTempPostgres,
} from '../../../scripts/stack/postgres';
import {
  POSTGRES_E2E_PROJECT,
  POSTGRES_PROJECT,
  publishPostgresUrls,
  publishUrls,
  type E2eUrls,
  TEST_PUBLIC_RATE_LIMIT_PER_MINUTE,
} from '../../support/stack/stackEnv';

// The projects whose tests open the dashboard in Chromium (playwright.config.ts).
const BROWSER_PROJECTS = ['e2e', 'e2e-mobile', POSTGRES_E2E_PROJECT];

/** Projects named with --project (`--project a b`, `--project=a`, wildcards); undefined: all. */
function requestedProjects(argv: readonly string[]): RegExp[] | undefined {
  const names: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg.startsWith('--project=')) names.push(arg.slice('--project='.length));
    else if (arg === '--project' || arg === '-p')
      while (argv[i + 1] && !argv[i + 1]!.startsWith('-')) names.push(argv[++i]!);
  }
  if (!names.length) return undefined;
  const pattern = (name: string) =>
    new RegExp(
      `^${name
        .split('*')
        .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
        .join('.*')}$`,
      'i',
    );
  return names.map(pattern);
}

/** Whether this run includes the project: it is configured, and selected (or nothing is). */
function runsProject(config: FullConfig, name: string): boolean {
  if (!config.projects.some((project) => project.name === name)) return false;
  const requested = requestedProjects(process.argv);
  return !requested || requested.some((pattern) => pattern.test(name));
}

/**
 * Starts the whole stack for the run, on free ports (a running `npm start` is never touched), with
 * the dashboard when the run has a browser project, a fresh in-memory database holding the demo data and the demo account in the emulator. When the
 * run includes the PostgreSQL project, also a throwaway PostgreSQL server and a second API on it
 * (same emulator, demo data too). The returned function is Playwright's teardown: it stops them all.
 *
 * E2E_EXTERNAL_STACK=1 with E2E_WEB_URL, E2E_API_URL and E2E_AUTH_EMULATOR_URL set (and for the
 * PostgreSQL projects E2E_API_PG_URL, E2E_POSTGRES_URL and E2E_WEB_PG_URL) skips the start and uses
 * that stack (its data will be changed by the tests).
 */
export default async function globalSetup(
  config: FullConfig,
): Promise<(() => Promise<void>) | void> {
  if (process.env.E2E_EXTERNAL_STACK === '1') return;

  const withPostgresDashboard = runsProject(config, POSTGRES_E2E_PROJECT);
  // A run of the API projects alone (npm test's api group, `--project=server`) opens no page of
  // the dashboard: its build would only take a minute of CPU from the group beside it.
  const withDashboard = BROWSER_PROJECTS.some((name) => runsProject(config, name));
  const withPostgres = withPostgresDashboard || runsProject(config, POSTGRES_PROJECT);
  // Only CI gets this far without PostgreSQL (elsewhere the project is left out): fail at once.
  if (withPostgres && !findPostgresBin()) throw new Error(POSTGRES_MISSING);

  const verbose = process.env.E2E_STACK_LOG === '1';
  const onLine = verbose
    ? (name: string, line: string) => console.log(`[${name}] ${line}`)
    : undefined;
  // PostgreSQL's initdb and start need nothing of the stack: they run while it starts.
  const postgresStarting = withPostgres ? startTempPostgres({ onLine }) : undefined;
  postgresStarting?.catch(() => {}); // Its failure is reported where it is awaited.
  let stack: Awaited<ReturnType<typeof startStack>>;
  try {
    stack = await startStack({
      mode: 'preview',
      dashboard: withDashboard,
      ports: 'free',
      dataDir: 'memory',
      seedDemo: true,
      // A run would add its audit entry in the middle of specs that read the audit log; the
      // retention specs run the job themselves.
      retentionJob: false,
      publicRateLimitPerMinute: TEST_PUBLIC_RATE_LIMIT_PER_MINUTE,
      onLine,
    });
  } catch (error) {
    await postgresStarting?.then(
      (postgres) => postgres.stop(),
      () => {},
    );
    throw error;
  }
  const urls: E2eUrls = stack.urls;
  publishUrls(urls);
  const dashboard = withDashboard ? urls.web : 'no dashboard';
  console.log(
    `Stack ready in ${(stack.startupMs / 1000).toFixed(1)} s: ${dashboard} (API ${urls.api})`,
  );

  let onPostgres: ApiOnPostgres | undefined;
  if (withPostgres) {
    const started = Date.now();
    try {
      onPostgres = await startApiOnPostgres(stack, {
        postgres: postgresStarting,
        withDashboard: withPostgresDashboard,
        publicRateLimitPerMinute: TEST_PUBLIC_RATE_LIMIT_PER_MINUTE,
        onLine,
      });
    } catch (error) {
      await stack.stop();
      throw error;
    }
    publishPostgresUrls({
      api: onPostgres.url,
      server: onPostgres.postgres.url(),
      web: onPostgres.webUrl,
    });
    console.log(
      `PostgreSQL and its API ready ${((Date.now() - started) / 1000).toFixed(1)} s after it: ` +
        `API ${onPostgres.url}`,
    );
  }

  // If the runner dies without running teardown, still leave no server behind.
  const killNow = () => {
    stack.killNow();
    onPostgres?.killNow();
  };
  process.once('exit', killNow);
  const report = (exit: { name: string; code: number | null; signal: string | null }) =>
    console.error(`\n[stack] ${exit.name} exited during the run (${exit.signal ?? exit.code})`);
  void stack.crashed.then(report);
  void onPostgres?.crashed.then(report);
  return async () => {
    process.removeListener('exit', killNow);
    await Promise.all([stack.stop(), onPostgres?.stop()]);
  };
}
