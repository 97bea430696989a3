import { spawn } from 'node:child_process';
import { expect, test } from '@playwright/test';
import pg from 'pg';
import { PROJECT_ID, ROOT, SERVER_START_TIMEOUT_MS } from '../../scripts/stack';
import { startApi } from '../../scripts/stack/api';
import type { ManagedProcess } from '../../scripts/stack/managedProcess';
import { freePorts, waitForHttp } from '../../scripts/stack/net';
import { openDatabase, type PostgresTarget } from '../../server/db/engine/open';
import { prepareSchema } from '../../server/db/prepare';
import { migrations } from '../../server/db/migrations';
import { stackUrls } from '../support/stack/stackEnv';
import { authHeaders } from '../support/stack/auth';
import { emptyTestDatabase, type TestDatabaseTarget } from '../support/testDatabase';

/** Every migration's version, in order: a fresh database gets them all. */
const ALL_VERSIONS = migrations.map(({ version }) => version);

// PostgreSQL only (the server-pg project): several API instances on one database, and its CLI.
let empty: TestDatabaseTarget;
let target: PostgresTarget;
test.beforeEach(async () => {
  empty = await emptyTestDatabase();
  target = empty.target as PostgresTarget;
});
test.afterEach(async () => {
  await empty.dispose();
});

async function sql<T>(query: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: target.url });
  await client.connect();
  try {
    return (await client.query(query)).rows as T[];
  } finally {
    await client.end();
  }
}

test('two instances preparing one empty database at once: one migrates and seeds, the other waits', async () => {
  const [a, b] = await Promise.all([openDatabase(target), openDatabase(target)]);
  try {
    const prepared = await Promise.all([
      prepareSchema(a, { seedDemo: true }),
      prepareSchema(b, { seedDemo: true }),
    ]);
    expect(prepared.map((p) => p.migrated).sort()).toEqual([[], ALL_VERSIONS]);
  } finally {
    await Promise.all([a.close(), b.close()]);
  }
  expect(await sql('SELECT version FROM schema_migrations ORDER BY version')).toEqual(
    ALL_VERSIONS.map((version) => ({ version })),
  );
  expect(await sql('SELECT count(*)::int AS n FROM peticiones')).toEqual([{ n: 60 }]);
});

test('two API processes started together on one PostgreSQL: no demo data, a write through one is read through the other', async ({
  request,
}) => {
  test.setTimeout(SERVER_START_TIMEOUT_MS + 30_000);
  const ports = await freePorts(2, [4000]);
  const apis: ManagedProcess[] = ports.map((port) =>
    startApi({
      name: `api-${port}`,
      root: ROOT,
      port,
      dataDir: 'memory',
      databaseUrl: target.url,
      authEmulatorHost: new URL(stackUrls().authEmulator).host,
      projectId: PROJECT_ID,
      corsOrigins: [],
    }),
  );
  const [one, other] = ports.map((port) => `http://127.0.0.1:${port}`);
  try {
    await Promise.all(
      apis.map((api, i) =>
        waitForHttp(`http://127.0.0.1:${ports[i]}/healthz`, {
          timeoutMs: SERVER_START_TIMEOUT_MS,
          gaveUp: api.exited,
        }).catch((error: Error) => {
          throw new Error(`${error.message}\n${api.tail()}`);
        }),
      ),
    );
    const headers = await authHeaders();
    const tabla = '/api/admin/tablas/serigrafia_1_color_vf';
    // A real database is never filled with made-up data unless asked (SEED_DEMO=1).
    expect(await (await request.get(`${other}${tabla}`, { headers })).json()).toEqual({ data: [] });
    await sql(`INSERT INTO serigrafia_rows (table_key, id, cantidad, coste, venta_real)
               VALUES ('serigrafia_1_color_vf', 1, 100, 0.5, 0.8)`);

    const updated = await request.post(`${one}${tabla}/update`, {
      headers,
      data: { id: 1, coste: 0.4321 },
    });
    expect(updated.status()).toBe(200);
    expect(await (await request.get(`${other}${tabla}`, { headers })).json()).toEqual({
      data: [{ id: 1, cantidad: 100, coste: 0.4321, venta_real: 0.8, version: 2 }],
    });
    const audit = await request.get(`${other}/api/admin/auditoria?tabla=serigrafia_1_color_vf`, {
      headers,
    });
    expect(((await audit.json()) as { data: { changes: unknown[] }[] }).data).toMatchObject([
      { changes: [{ field: 'coste', from: 0.5, to: 0.4321 }] },
    ]);
  } finally {
    await Promise.all(apis.map((api) => api.stop()));
  }
  expect(await sql('SELECT version FROM schema_migrations ORDER BY version')).toEqual(
    ALL_VERSIONS.map((version) => ({ version })),
  );
});

test('the pool opens at most DATABASE_POOL_MAX connections; a statement over the timeout is cancelled', async () => {
  const db = await openDatabase({ ...target, poolMax: 2, statementTimeoutMs: 300 });
  try {
    const backends = await Promise.all(
      Array.from({ length: 6 }, () =>
        db.query<{ pid: number }>('SELECT pg_backend_pid() AS pid, pg_sleep(0.05)'),
      ),
    );
    expect(new Set(backends.map(({ rows }) => rows[0]!.pid)).size).toBeLessThanOrEqual(2);
    await expect(db.query('SELECT pg_sleep(2)')).rejects.toThrow(/statement timeout/);
    // The pool is still usable afterwards.
    expect((await db.query('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
  } finally {
    await db.close();
  }
});

function dbMigrate(env: NodeJS.ProcessEnv): Promise<{ code: number | null; output: string }> {
  const child = spawn('npm', ['run', '--silent', 'db:migrate'], {
    cwd: ROOT,
    env: { ...process.env, SEED_DEMO: undefined, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => (output += chunk.toString());
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code) => {
      const own = output.split('\n').filter((line) => line.trim() && !line.startsWith('npm warn'));
      resolve({ code, output: own.join('\n') });
    });
  });
}

test('npm run db:migrate migrates DATABASE_URL and exits; demo data only with SEED_DEMO=1', async () => {
  test.setTimeout(60_000);
  const first = await dbMigrate({ DATABASE_URL: target.url });
  expect(first).toEqual({
    code: 0,
    output: expect.stringMatching(new RegExp(`applied migrations ${ALL_VERSIONS.join(', ')}\\.$`)),
  });
  expect(await sql('SELECT count(*)::int AS n FROM peticiones')).toEqual([{ n: 0 }]);

  const again = await dbMigrate({ DATABASE_URL: target.url, SEED_DEMO: '1' });
  expect(again.code).toBe(0);
  expect(again.output).toMatch(/the schema was already up to date\./);
  expect(again.output).toMatch(/demo data in every table that was empty\./);
  expect(await sql('SELECT count(*)::int AS n FROM peticiones')).toEqual([{ n: 60 }]);

  const without = await dbMigrate({ DATABASE_URL: '' });
  expect(without.code).toBe(2);
  expect(without.output).toMatch(/db:migrate needs DATABASE_URL=postgres:\/\//);
});
