// Where the stack started by globalSetup listens, as environment variables shared with workers.
import { test } from '@playwright/test';

export type E2eUrls = { web: string; api: string; authEmulator: string };

export const ENV_NAMES = {
  web: 'E2E_WEB_URL',
  api: 'E2E_API_URL',
  authEmulator: 'E2E_AUTH_EMULATOR_URL',
} as const;

/**
 * The public order form's calls a minute per address on the stacks a run starts, given to their
 * APIs as PUBLIC_RATE_LIMIT_PER_MINUTE (production keeps its 10): every spec and walk that sends
 * requests through the form calls from the same address, and at 10 one would get a 429 or not by
 * how many earlier ones sent. The limit itself is tested on APIs of the specs' own.
 */
export const TEST_PUBLIC_RATE_LIMIT_PER_MINUTE = 10_000;

/** The project that runs the server tests against the API on PostgreSQL. */
export const POSTGRES_PROJECT = 'server-pg';
/** The project that runs the main end-to-end walks through a dashboard on that API. */
export const POSTGRES_E2E_PROJECT = 'e2e-pg';
const POSTGRES_PROJECTS: readonly string[] = [POSTGRES_PROJECT, POSTGRES_E2E_PROJECT];

/**
 * The second API (on PostgreSQL) and its server, when the run includes a PostgreSQL project, and
 * the dashboard built for that API when it includes POSTGRES_E2E_PROJECT.
 */
export type PostgresUrls = { api: string; server: string; web?: string };

export const POSTGRES_ENV_NAMES = {
  api: 'E2E_API_PG_URL',
  /** A superuser URL of the PostgreSQL server: tests create their own databases there. */
  server: 'E2E_POSTGRES_URL',
  web: 'E2E_WEB_PG_URL',
} as const;

export function publishUrls(urls: E2eUrls) {
  for (const key of Object.keys(ENV_NAMES) as (keyof E2eUrls)[]) {
    process.env[ENV_NAMES[key]] = urls[key];
  }
}

export function publishPostgresUrls(urls: PostgresUrls) {
  process.env[POSTGRES_ENV_NAMES.api] = urls.api;
  process.env[POSTGRES_ENV_NAMES.server] = urls.server;
  if (urls.web) process.env[POSTGRES_ENV_NAMES.web] = urls.web;
}

export type Engine = 'pglite' | 'postgres';

/** The database engine the running test is about: PostgreSQL in its projects, else PGlite. */
export function currentEngine(): Engine {
  return POSTGRES_PROJECTS.includes(currentProject()) ? 'postgres' : 'pglite';
}

function currentProject(): string {
  try {
    return test.info().project.name;
  } catch {
    return ''; // Outside a test (globalSetup): the stack's own API.
  }
}

function readUrl(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the tests with \`npx playwright test\`.`);
  return value.replace(/\/+$/, '');
}

/**
 * The stack's URLs; throws when a test runs without the globalSetup that provides them. `api` is
 * the API of the running test's engine (see currentEngine).
 */
export function stackUrls(): E2eUrls {
  return {
    // The server tests on PostgreSQL keep the stack's dashboard origin (its API allows both).
    web: readUrl(
      currentProject() === POSTGRES_E2E_PROJECT ? POSTGRES_ENV_NAMES.web : ENV_NAMES.web,
    ),
    api: readUrl(currentEngine() === 'postgres' ? POSTGRES_ENV_NAMES.api : ENV_NAMES.api),
    authEmulator: readUrl(ENV_NAMES.authEmulator),
  };
}

/** Superuser URL of the run's PostgreSQL server (POSTGRES_PROJECT only). */
export const postgresServerUrl = () => readUrl(POSTGRES_ENV_NAMES.server);

/** Absolute URL of an API path such as `/api/admin/peticiones/sinasignar`. */
export const apiUrl = (path: string) => `${stackUrls().api}${path}`;
