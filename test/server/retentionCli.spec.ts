import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { ROOT } from '../../scripts/stack';
import { readServerConfig } from '../../server/config';
import { migrate } from '../../server/db/migrate';
import { openDatabase, type Database, type DatabaseTarget } from '../../server/db/engine/open';
import { prepareSchema } from '../../server/db/prepare';
import { migrations } from '../../server/db/migrations';
import { emptyTestDatabase, type TestDatabaseTarget } from '../support/testDatabase';
import { insertDated, WHO } from './support/retentionRows';

// The retention job's schema and its CLI (docs/server.md, "Retention"), on the project's engine:
// the embedded database in a directory of the test's own under `server`, a PostgreSQL database
// under `server-pg`. Each CLI run starts a Node process with TypeScript compiled on the fly.
test.describe.configure({ timeout: 90_000 });

const RETENTION_MIGRATION = 7;

let dir: string;
let empty: TestDatabaseTarget;
test.beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'vasos-retention-'));
  empty = await emptyTestDatabase();
});
test.afterEach(async () => {
  await empty.dispose();
  await rm(dir, { recursive: true, force: true });
});

/** The empty database, and the environment that names it for a CLI. */
function place(): { target: DatabaseTarget; env: NodeJS.ProcessEnv } {
  if (empty.engine === 'pglite') return { target: dir, env: { DATA_DIR: dir } };
  const { url } = empty.target as { url: string };
  return { target: { url, poolMax: 2 }, env: { DATABASE_URL: url } };
}

async function withDatabase<T>(target: DatabaseTarget, fn: (db: Database) => Promise<T>) {
  const db = await openDatabase(target);
  try {
    return await fn(db);
  } finally {
    await db.close();
  }
}

function retentionCli(env: NodeJS.ProcessEnv) {
  const child = spawn('npm', ['run', '--silent', 'db:retention'], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: '', DATA_DIR: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, stdout, stderr }));
  });
}

const yearsAgo = (years: number) => new Date(Date.now() - years * 366 * 86_400_000).toISOString();

test('migration 7 dates the requests closed already: their last stage change, else when taken', async () => {
  await withDatabase(place().target, async (db) => {
    await migrate(
      db,
      migrations.filter((migration) => migration.version < RETENTION_MIGRATION),
    );
    const insert = async (estado: string, extra = '') => {
      const { rows } = await db.query<{ id: number }>(
        `INSERT INTO peticiones (estado, asignado, asignado_at, peticiones, cliente, fecha_evento,
           pais, codigo_postal, created_at ${extra && ', perdida_desde, perdida_motivo'})
         VALUES ($1, $2, '2024-02-01T10:00:00Z', '"Vasos"', '{}', '2024-06-01', 'España',
                 '28013', '2024-01-15T10:00:00Z' ${extra})
         RETURNING id`,
        [estado, WHO],
      );
      return rows[0]!.id;
    };
    const delivered = await insert('entregada');
    const lost = await insert('perdida', ", 'asignada', 'precio'");
    const open = await insert('presupuestada');
    for (const [at, to] of [
      ['2024-03-01T09:00:00Z', 'presupuestada'],
      ['2024-05-20T09:00:00Z', 'entregada'],
    ]) {
      await db.query(
        `INSERT INTO audit_log (at, actor_uid, action, target, changes)
         VALUES ($1, 'u1', 'stage_change', $2, $3)`,
        [at, String(delivered), JSON.stringify([{ field: 'estado', from: null, to }])],
      );
    }

    expect(
      await migrate(
        db,
        migrations.filter((migration) => migration.version <= RETENTION_MIGRATION),
      ),
    ).toEqual([RETENTION_MIGRATION]);
    const { rows } = await db.query<{ id: number; cerrada: string | null }>(
      `SELECT id, to_char(cerrada_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS cerrada
       FROM peticiones ORDER BY id`,
    );
    expect(rows).toEqual([
      { id: delivered, cerrada: '2024-05-20' },
      { id: lost, cerrada: '2024-02-01' },
      { id: open, cerrada: null },
    ]);
    const ajustes = await db.query(
      'SELECT conservar_cerradas_meses, conservar_sin_asignar_meses FROM ajustes',
    );
    expect(ajustes.rows).toEqual([
      { conservar_cerradas_meses: 24, conservar_sin_asignar_meses: 12 },
    ]);
  });
});

test('npm run db:retention runs the job once and prints its counts, never a customer; a database it cannot reach exits 1', async () => {
  const { target, env } = place();
  const customers = [
    { nombre: 'Remedios Antiguo', telefono: '+34 622 100 200' },
    { nombre: 'Olegario Olvidado', telefono: '+34 622 300 400' },
  ];
  await withDatabase(target, async (db) => {
    await prepareSchema(db, { seedDemo: false });
    await insertDated(db, {
      estado: 'entregada',
      createdAt: yearsAgo(4),
      cerradaAt: yearsAgo(3),
      ...customers[0]!,
    });
    await insertDated(db, { estado: 'nueva', createdAt: yearsAgo(2), ...customers[1]! });
  });

  const run = await retentionCli(env);
  expect(run.code, run.stderr).toBe(0);
  expect(run.stdout).toContain('retention erased the personal data of 1 closed and 1 unassigned');
  for (const { nombre, telefono } of customers) {
    expect(run.stdout + run.stderr).not.toContain(nombre);
    expect(run.stdout + run.stderr).not.toContain(telefono);
  }
  const entries = await withDatabase(target, (db) =>
    db.query(`SELECT actor_uid, changes FROM audit_log WHERE action = 'retention_run'`),
  );
  expect(entries.rows).toEqual([
    {
      actor_uid: 'sistema',
      changes: [
        { field: 'cerradas', from: null, to: 1 },
        { field: 'sinAsignar', from: null, to: 1 },
      ],
    },
  ]);

  const unreachable = await retentionCli({ DATABASE_URL: 'postgres://nadie@127.0.0.1:1/vasos' });
  expect(unreachable.code).toBe(1);
  expect(unreachable.stderr).toContain('db:retention failed');
});

test('RETENTION_JOB: the API runs the job daily unless it is 0; anything but 1 or 0 stops the start', () => {
  expect(readServerConfig({}).retentionJob).toBe(true);
  expect(readServerConfig({ RETENTION_JOB: '1' }).retentionJob).toBe(true);
  expect(readServerConfig({ RETENTION_JOB: '0' }).retentionJob).toBe(false);
  expect(() => readServerConfig({ RETENTION_JOB: 'nunca' })).toThrow(/RETENTION_JOB/);
});
