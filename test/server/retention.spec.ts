import { expect, test } from '@playwright/test';
import { ERASED_TEXT } from '../../contract';
import { readAjustes, saveAjustes } from '../../server/db/ajustes';
import type { Database } from '../../server/db/engine/open';
import { moveEtapa } from '../../server/db/peticionesAsignadas/etapa';
import { runRetention } from '../../server/retention/runRetention';
import { freshTestDatabase } from '../support/testDatabase';
import {
  addPresupuestoAndNota,
  insertDated,
  storedRequest,
  type DatedRequest,
  WHO,
} from './support/retentionRows';

// The retention job (docs/server.md, "Retention") on a database of the project's engine of each
// test's own, as of a fixed day: 25 November 2026, noon UTC.
const NOW = new Date('2026-11-25T12:00:00Z');
const admin = { uid: 'admin-1', email: 'jefa@vasos.test' };
/** The one who took the requests (retentionRows' WHO). */
const assignee = { uid: 'maria-1', email: WHO, rol: 'personal' as const };

let db: Database;
test.beforeEach(async () => {
  test.setTimeout(60_000);
  db = await freshTestDatabase({ seedDemo: false });
});
test.afterEach(async () => {
  await db.close();
});

const customer = (n: number) => ({
  nombre: `Cliente Retención ${n}`,
  telefono: `+34 61100000${n}`,
});

const CASES = {
  closed25: {
    estado: 'entregada',
    createdAt: '2024-06-01',
    cerradaAt: '2024-10-25',
    ...customer(1),
  },
  lost26: { estado: 'perdida', createdAt: '2024-06-01', cerradaAt: '2024-09-20', ...customer(2) },
  closed23: {
    estado: 'entregada',
    createdAt: '2024-06-01',
    cerradaAt: '2024-12-25',
    ...customer(3),
  },
  unassigned13: { estado: 'nueva', createdAt: '2025-10-25', ...customer(4) },
  unassigned11: { estado: 'pendiente', createdAt: '2025-12-25', ...customer(5) },
  takenOpenOld: { estado: 'asignada', createdAt: '2020-01-01', ...customer(6) },
} satisfies Record<string, DatedRequest>;
type CaseName = keyof typeof CASES;

async function insertAll(names: readonly CaseName[]): Promise<Record<CaseName, number>> {
  const ids = {} as Record<CaseName, number>;
  for (const name of names) ids[name] = await insertDated(db, CASES[name]);
  return ids;
}

async function retentionEntries() {
  const { rows } = await db.query<{ entry: Record<string, unknown> }>(
    `SELECT jsonb_build_object('actor', actor_uid, 'email', actor_email, 'target', target,
                               'tabla', tabla, 'changes', changes) AS entry
     FROM audit_log WHERE action = 'retention_run' ORDER BY id`,
  );
  return rows.map((row) => row.entry);
}

const entryOf = (cerradas: number, sinAsignar: number) => ({
  actor: 'sistema',
  email: null,
  target: 'retencion',
  tabla: null,
  changes: [
    { field: 'cerradas', from: null, to: cerradas },
    { field: 'sinAsignar', from: null, to: sinAsignar },
  ],
});

test('erases requests closed over 24 months ago and unassigned over 12, keeping dates, stages and quotes; a second run erases nothing', async () => {
  const ids = await insertAll(Object.keys(CASES) as CaseName[]);
  await addPresupuestoAndNota(db, ids.closed25, CASES.closed25.nombre);
  await addPresupuestoAndNota(db, ids.closed23, CASES.closed23.nombre);
  const before = await storedRequest(db, ids.closed25);

  expect(await runRetention(db, NOW)).toEqual({ cerradas: 2, sinAsignar: 1 });

  const erased = { nombre: ERASED_TEXT, telefono: ERASED_TEXT, email: ERASED_TEXT };
  for (const name of ['closed25', 'lost26', 'unassigned13'] as const) {
    const row = await storedRequest(db, ids[name]);
    expect(row.cliente, name).toEqual(erased);
    expect(row.peticiones, name).toBe(ERASED_TEXT);
    expect(row.estado, name).toBe(CASES[name].estado);
    expect(row.created, name).toBe(CASES[name].createdAt);
  }
  // Its dates, stage and quote as they were; its note erased too.
  expect(before.totales).toEqual([12100]);
  expect(before.cerrada).toBe('2024-10-25');
  expect(await storedRequest(db, ids.closed25)).toEqual({
    ...before,
    cliente: erased,
    peticiones: ERASED_TEXT,
    notas: [ERASED_TEXT],
  });
  for (const name of ['closed23', 'unassigned11', 'takenOpenOld'] as const) {
    const row = await storedRequest(db, ids[name]);
    expect(row.cliente, name).toEqual({
      nombre: CASES[name].nombre,
      telefono: CASES[name].telefono,
      email: 'x@y.es',
    });
    expect(row.peticiones, name).toBe(`Vasos 500 ml para la boda de ${CASES[name].nombre}`);
  }
  expect((await storedRequest(db, ids.closed23)).notas).toEqual([
    `Llamar a ${CASES.closed23.nombre}`,
  ]);

  expect(await runRetention(db, NOW)).toEqual({ cerradas: 0, sinAsignar: 0 });
  expect(await retentionEntries()).toEqual([entryOf(2, 1), entryOf(0, 0)]);
  // No entry of the audit log names a customer or their phone.
  const audit = JSON.stringify((await db.query('SELECT to_jsonb(audit_log) FROM audit_log')).rows);
  for (const n of [1, 2, 3, 4, 5, 6]) {
    expect(audit).not.toContain(customer(n).nombre);
    expect(audit).not.toContain(customer(n).telefono.slice(4));
  }
});

test('the periods are the ones Ajustes holds: shorter ones erase what the defaults keep', async () => {
  const ids = await insertAll(['closed23', 'unassigned11', 'takenOpenOld']);
  expect(await readAjustes(db)).toMatchObject({
    conservarCerradasMeses: 24,
    conservarSinAsignarMeses: 12,
  });
  expect(await runRetention(db, NOW)).toEqual({ cerradas: 0, sinAsignar: 0 });

  const ajustes = await readAjustes(db);
  await saveAjustes(
    db,
    { ...ajustes, conservarCerradasMeses: 22, conservarSinAsignarMeses: 10 },
    admin,
  );
  expect(await runRetention(db, NOW)).toEqual({ cerradas: 1, sinAsignar: 1 });
  expect((await storedRequest(db, ids.closed23)).peticiones).toBe(ERASED_TEXT);
  expect((await storedRequest(db, ids.unassigned11)).peticiones).toBe(ERASED_TEXT);
  expect((await storedRequest(db, ids.takenOpenOld)).cliente).toMatchObject(customer(6));
});

test('a request is closed from the moment it is lost or delivered until it is reopened', async () => {
  const ids = await insertAll(['takenOpenOld']);
  const id = ids.takenOpenOld;
  const closedAt = async () =>
    (
      await db.query<{ at: string | null; recent: boolean | null }>(
        `SELECT cerrada_at::text AS at, cerrada_at > now() - interval '1 hour' AS recent
         FROM peticiones WHERE id = $1`,
        [id],
      )
    ).rows[0]!;
  expect(await closedAt()).toEqual({ at: null, recent: null });

  const lost = await moveEtapa(
    db,
    id,
    { etapa: 'perdida', version: 1, motivo: 'precio' },
    assignee,
  );
  expect(lost.outcome).toBe('done');
  const closed = await closedAt();
  expect(closed.recent).toBe(true);
  // A later write that keeps it closed keeps the time it closed.
  await db.query(
    'UPDATE peticiones SET proximo_seguimiento = NULL, version = version + 1 WHERE id = $1',
    [id],
  );
  expect(await closedAt()).toEqual(closed);

  const reopened = await moveEtapa(db, id, { etapa: 'asignada', version: 3 }, assignee);
  expect(reopened.outcome).toBe('done');
  expect(await closedAt()).toEqual({ at: null, recent: null });
});
