import { expect, test } from '@playwright/test';
import { PETICION_ACTIONS } from '../../server/db/audit';
import type { Database, Queryable } from '../../server/db/engine/open';
import { moveEtapa } from '../../server/db/peticionesAsignadas/etapa';
import { addNota } from '../../server/db/peticionesAsignadas/notas';
import type { StaffActor } from '../../server/db/peticionesAsignadas/writeTaken';
import { freshTestDatabase } from '../support/testDatabase';

// A write to a taken request sends its audit entries and its place in the change feed in one
// statement, with its own last statement when it can (server/db/peticionesAsignadas/writeTaken.ts):
// each statement is a round trip to PostgreSQL, on top of the transaction's BEGIN and COMMIT.
let db: Database;
let statements: string[];
test.beforeEach(async () => {
  db = await freshTestDatabase();
  statements = [];
});
test.afterEach(async () => {
  await db.close();
});

/** The database, with every statement of its transactions written down (BEGIN, COMMIT aside). */
function counted(): Database {
  const count = (tx: Queryable): Queryable => ({
    query: (sql, params) => {
      statements.push(sql);
      return tx.query(sql, params);
    },
    exec: (sql) => {
      statements.push(sql);
      return tx.exec(sql);
    },
  });
  return { ...db, transaction: (fn, options) => db.transaction((tx) => fn(count(tx)), options) };
}

/** A taken request in `asignada`, and its assignee as the one who writes. */
async function takenRequest() {
  const { rows } = await db.query<{ id: number; version: number; asignado: string }>(
    `SELECT id, version, asignado FROM peticiones
     WHERE asignado IS NOT NULL AND estado = 'asignada' AND NOT suprimida LIMIT 1`,
  );
  const { id, version, asignado } = rows[0]!;
  const actor: StaffActor = { uid: 'assignee-uid', email: asignado, rol: 'personal' };
  return { id, version, actor };
}

const feedOf = async (id: number) =>
  (
    await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM peticion_changes WHERE peticion_id = $1',
      [id],
    )
  ).rows[0]!.n;

const auditOf = async (id: number) =>
  (
    await db.query<{ action: string; changes: unknown }>(
      `SELECT action, changes FROM audit_log
       WHERE target = $1 AND action = ANY($2::text[]) ORDER BY id`,
      [String(id), PETICION_ACTIONS],
    )
  ).rows;

test('a note takes three statements: the lock, the note, then its audit entry and its place in the feed in one', async () => {
  const { id, actor } = await takenRequest();
  const [feed, audit] = [await feedOf(id), await auditOf(id)];

  // The audit entry names the note's id, which only the note's insert knows.
  const result = await addNota(counted(), id, 'Llamar el lunes', actor);

  expect(result.outcome).toBe('done');
  const nota = (result as { value: { id: number } }).value;
  expect(statements).toHaveLength(3);
  expect(statements[0]).toMatch(/FOR UPDATE/);
  expect(await feedOf(id)).toBe(feed + 1);
  expect((await auditOf(id)).slice(audit.length)).toEqual([
    { action: 'note', changes: [{ field: 'nota', from: null, to: nota.id }] },
  ]);
});

test('a move takes two statements: the lock, then the update with its audit entry and its place in the feed in one', async () => {
  const { id, version, actor } = await takenRequest();
  const [feed, audit] = [await feedOf(id), await auditOf(id)];

  const result = await moveEtapa(counted(), id, { etapa: 'presupuestada', version }, actor);

  expect(result).toMatchObject({
    outcome: 'done',
    value: { id, estado: 'presupuestada', version: version + 1 },
  });
  expect(statements).toHaveLength(2);
  expect(statements[0]).toMatch(/FOR UPDATE/);
  expect(await feedOf(id)).toBe(feed + 1);
  expect((await auditOf(id)).slice(audit.length)).toEqual([
    {
      action: 'stage_change',
      changes: [{ field: 'estado', from: 'asignada', to: 'presupuestada' }],
    },
  ]);
});

test('a refused move takes the lock alone and writes nothing', async () => {
  const { id, version, actor } = await takenRequest();
  const [feed, audit] = [await feedOf(id), await auditOf(id)];

  const result = await moveEtapa(counted(), id, { etapa: 'entregada', version }, actor);

  expect(result.outcome).toBe('not-allowed');
  expect(statements).toHaveLength(1);
  expect(await feedOf(id)).toBe(feed);
  expect(await auditOf(id)).toEqual(audit);
});
