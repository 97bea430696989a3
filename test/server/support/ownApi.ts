// An API of the spec file's own, for specs that write: what they change, no other spec or browser
// test reads, and what they read, no other spec has changed.
import { test } from '@playwright/test';
import type { Database } from '../../../server/db/engine/open';
import type { ApiTarget } from '../../support/stack/apiTarget';
import {
  startInProcessApi,
  type InProcessApi,
  type InProcessOptions,
} from '../../support/stack/inProcessApi';
import { freshTestDatabase } from '../../support/testDatabase';

// A fresh database takes a few seconds to create on a busy machine (PGlite compiles its engine).
const START_TIMEOUT_MS = 90_000;

/** The spec's API: its URLs, and its database, to read what the calls left there. */
export type OwnApi = ApiTarget & { readonly db: Database };

/**
 * Registers the file's hooks: before its first test, an API in process over a fresh database of the
 * project's engine (demo data in it), checking real tokens against the run's Auth Emulator, so the
 * access rules are the stack's own; after its last test, stopped. Call at the top level of a spec.
 * `auth: 'fake'` lets in only GOOD_TOKEN instead; `app` sets the API's own options (its limits);
 * `seedDemo: false` leaves the database without the demo data.
 */
export function useOwnApi(
  options: Pick<InProcessOptions, 'auth' | 'app'> & { seedDemo?: false } = {},
): OwnApi {
  const { seedDemo, ...inProcess } = options;
  let api: InProcessApi | undefined;
  test.beforeAll(async () => {
    test.setTimeout(START_TIMEOUT_MS);
    const db = seedDemo === false ? await freshTestDatabase({ seedDemo }) : undefined;
    api = await startInProcessApi({ auth: 'emulator', ...inProcess, db });
  });
  test.afterAll(async () => {
    await api?.close();
  });
  const started = () => {
    if (!api) throw new Error('The spec has no API of its own yet: call useOwnApi() at top level.');
    return api;
  };
  return {
    url: (path) => started().url(path),
    get db() {
      return started().db;
    },
  };
}
