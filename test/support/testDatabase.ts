// A database of its own for one test, on the engine of the Playwright project running it: PGlite in
// memory under `server`, a new database on the run's PostgreSQL server under `server-pg`.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Database, DatabaseTarget } from '../../server/db/engine/open';
import { dumpPglite, openPglite } from '../../server/db/engine/pglite';
import { prepareDatabase, prepareSchema, type PrepareOptions } from '../../server/db/prepare';
import { currentEngine, postgresServerUrl, type Engine } from './stack/stackEnv';

export type TestDatabaseTarget = {
  engine: Engine;
  /** Nothing in it yet: pass it to prepareDatabase (or startInProcessApi). */
  target: DatabaseTarget;
  /** Drops the PostgreSQL database (after every connection to it is closed); nothing for PGlite. */
  dispose(): Promise<void>;
};

async function onServer<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: postgresServerUrl() });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** An empty database for the current engine. */
export function emptyTestDatabase(): Promise<TestDatabaseTarget> {
  return newTestDatabase();
}

/** A new database: empty, or on PostgreSQL a copy of the database named `template`. */
async function newTestDatabase(template?: string): Promise<TestDatabaseTarget & { name: string }> {
  const engine = currentEngine();
  const name = `test_${randomBytes(6).toString('hex')}`;
  if (engine === 'pglite') return { engine, name, target: 'memory', dispose: async () => {} };
  const copy = template ? ` TEMPLATE ${template}` : '';
  await onServer((client) => client.query(`CREATE DATABASE ${name}${copy}`));
  const url = new URL(postgresServerUrl());
  url.pathname = `/${name}`;
  return {
    engine,
    name,
    // A small pool: a run creates many of these on one server.
    target: { url: url.toString(), poolMax: 4 },
    dispose: async () => {
      await onServer((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

/**
 * A fresh database ready to serve, with the demo data on both engines (unless `seedDemo: false`),
 * nobody else's edits in it. Its close() also drops it.
 */
export async function freshTestDatabase(options: PrepareOptions = {}): Promise<Database> {
  const prepare = { seedDemo: true, ...options };
  if (currentEngine() === 'pglite') {
    const db = await openPglite('memory', await pgliteImage(prepare));
    // Prepared again on the copy: nothing is left to migrate or seed, but it runs as a server's.
    try {
      await prepareSchema(db, prepare);
    } catch (error) {
      await db.close();
      throw error;
    }
    return db;
  }
  const empty = await newTestDatabase(await postgresTemplate(prepare));
  let db: Database;
  try {
    db = await prepareDatabase(empty.target, prepare);
  } catch (error) {
    await empty.dispose();
    throw error;
  }
  return {
    ...db,
    async close() {
      await db.close();
      await empty.dispose();
    },
  };
}

// An in-memory PGlite starts from an empty cluster (its initdb: seconds) unless it is given a copy
// of another's data directory. Each test process prepares one database per set of options and day
// (the demo data is dated from today), and every fresh one starts from its copy.
const pgliteImages = new Map<string, Promise<Blob>>();

function pgliteImage(options: PrepareOptions): Promise<Blob> {
  const key = `${new Date().toDateString()} ${JSON.stringify(options)}`;
  let image = pgliteImages.get(key);
  if (!image) {
    image = prepareDatabase('memory', options).then(async (db) => {
      try {
        return await dumpPglite(db);
      } finally {
        await db.close();
      }
    });
    pgliteImages.set(key, image);
  }
  return image;
}

// On PostgreSQL the same with a template database: CREATE DATABASE … TEMPLATE copies its files,
// where migrating and seeding take round trips by the hundred. Left on the run's throwaway server.
const postgresTemplates = new Map<string, Promise<string>>();

function postgresTemplate(options: PrepareOptions): Promise<string> {
  const key = `${new Date().toDateString()} ${JSON.stringify(options)}`;
  let template = postgresTemplates.get(key);
  if (!template) {
    template = newTestDatabase().then(async ({ name, target }) => {
      await (await prepareDatabase(target, options)).close();
      return name;
    });
    postgresTemplates.set(key, template);
  }
  return template;
}
