// The API built in process on a free loopback port, for specs that need an API of their own: to
// restart it, read its log, or write without touching the data other specs and the browser read.
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppOptions } from '../../../server/app';
import type { FileStore } from '../../../server/archivos/fileStore';
import type { Database } from '../../../server/db/engine/open';
import { freshTestDatabase } from '../testDatabase';
import type { ApiTarget } from './apiTarget';
import { emulatorAuthDeps } from './emulatorAuth';
import { fakeTokens, fakeUsers } from './fakeServerAuth';

export type InProcessOptions = {
  /** Prepared and handed over: closed with the API. Default: a fresh one of the project's engine. */
  db?: Database;
  /**
   * 'fake' (the default): only GOOD_TOKEN gets in and accounts live in memory. 'emulator': tokens
   * and accounts of the run's Auth Emulator, checked as the stack's API checks them.
   */
  auth?: 'fake' | 'emulator';
  /** Fastify's logger option. */
  logger?: boolean | Record<string, unknown>;
  app?: AppOptions;
  /** Where files' bytes go; default: the database. */
  files?: FileStore;
};

export type InProcessApi = ApiTarget & {
  app: FastifyInstance;
  db: Database;
  /** http://127.0.0.1:port */
  origin: string;
  close(): Promise<void>;
};

export async function startInProcessApi(options: InProcessOptions = {}): Promise<InProcessApi> {
  const db = options.db ?? (await freshTestDatabase());
  const firebase =
    options.auth === 'emulator'
      ? emulatorAuthDeps()
      : { tokens: fakeTokens, users: fakeUsers(), close: async () => {} };
  const app = await buildApp(
    {
      db,
      tokens: firebase.tokens,
      users: firebase.users,
      corsOrigins: [],
      logger: options.logger ?? false,
      files: options.files,
    },
    options.app,
  );
  const close = async () => {
    await app.close();
    await db.close();
    await firebase.close();
  };
  try {
    const origin = await app.listen({ port: 0, host: '127.0.0.1' });
    return { app, db, origin, url: (path) => `${origin}${path}`, close };
  } catch (error) {
    await close();
    throw error;
  }
}
