import { expect, test } from '@playwright/test';
import { tablaKeys, ETAPAS } from '../../contract';
import { BENCH_DEFAULTS, seedBenchData } from '../../bench/seed/benchData';
import type { Database } from '../../server/db/engine/open';
import { listUnassigned } from '../../server/db/peticiones/peticiones';
import { countPriceRows } from '../../server/db/tablas/priceRows';
import { DEMO_PETICIONES } from '../../server/db/demo/seed';
import { freshTestDatabase } from '../support/testDatabase';

// A fresh database per test, of the project's engine: the seed and the schema as they are, with
// nobody else's edits.
let db: Database;
test.beforeEach(async () => {
  db = await freshTestDatabase();
});
test.afterEach(async () => {
  await db.close();
});

test('the demo seed: 60 requests over two years, a third assigned, some without phone or as lists', async () => {
  const all = await db.query<{ asignado: string | null; created_at: Date; pais: string }>(
    'SELECT asignado, created_at, pais FROM peticiones',
  );
  expect(all.rows).toHaveLength(DEMO_PETICIONES);
  expect(all.rows.filter((p) => p.asignado !== null)).toHaveLength(DEMO_PETICIONES / 3);
  const times = all.rows.map((p) => p.created_at.getTime());
  expect(Math.max(...times) - Math.min(...times)).toBeGreaterThan(365 * 24 * 3600 * 1000);
  expect(new Set(all.rows.map((p) => p.pais))).toEqual(
    new Set(['España', 'Portugal', 'Francia', 'Andorra']),
  );

  const open = await listUnassigned(db);
  expect(open.filter((p) => !p.cliente?.telefono?.trim()).length).toBeGreaterThanOrEqual(3);
  expect(open.filter((p) => Array.isArray(p.peticiones)).length).toBeGreaterThanOrEqual(3);
});

test('the demo board: taken requests in every stage, lost ones with their reason, notes, follow-ups due and ahead, customers who asked again', async () => {
  const taken = await db.query<{
    estado: string;
    perdida_motivo: string | null;
    proximo_seguimiento: string | null;
  }>(
    'SELECT estado, perdida_motivo, proximo_seguimiento FROM peticiones WHERE asignado IS NOT NULL',
  );
  expect(new Set(taken.rows.map((p) => p.estado))).toEqual(new Set(ETAPAS));
  const lost = taken.rows.filter((p) => p.estado === 'perdida');
  expect(lost.every((p) => p.perdida_motivo !== null)).toBe(true);
  expect(new Set(lost.map((p) => p.perdida_motivo)).size).toBeGreaterThan(1);
  const today = new Date().toISOString().slice(0, 10);
  const days = taken.rows.flatMap((p) => p.proximo_seguimiento ?? []);
  expect(days.some((day) => day < today)).toBe(true);
  expect(days).toContain(today);
  expect(days.some((day) => day > today)).toBe(true);

  const notas = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM peticion_notas');
  expect(notas.rows[0]!.n).toBeGreaterThan(3);
  const repeat = await db.query<{ phones: string[] }>(
    `SELECT array_agg(DISTINCT cliente->>'telefono') AS phones FROM peticiones
     WHERE telefono_clave IS NOT NULL GROUP BY telefono_clave HAVING count(*) > 1`,
  );
  expect(repeat.rows.filter((group) => group.phones.length > 1).length).toBeGreaterThanOrEqual(2);
});

test('every price table of the catalogue has 8 to 15 demo rows', async () => {
  for (const key of tablaKeys) {
    const n = await countPriceRows(db, key);
    expect(n, key).toBeGreaterThanOrEqual(8);
    expect(n, key).toBeLessThanOrEqual(15);
  }
});

test('the schema itself refuses negative prices and unknown estados', async () => {
  await expect(
    db.query(
      "UPDATE serigrafia_rows SET coste = -1 WHERE table_key = 'serigrafia_1_color_vf' AND id = 1",
    ),
  ).rejects.toThrow(/check constraint/);
  await expect(db.query('UPDATE vaso_rows SET metalicos = -0.01 WHERE id = 1')).rejects.toThrow(
    /check constraint/,
  );
  await expect(db.query("UPDATE peticiones SET estado = 'perdida' WHERE id = 1")).rejects.toThrow(
    /check constraint/,
  );
});

test('the bench seed holds 10,000 unassigned requests, 2,000 taken ones and a 1,000-row table, also when run twice', async () => {
  // Twice 12,000 requests, each given its customer by the database as it is written (migration 15):
  // seconds of work on an idle machine, more beside the rest of the suite.
  test.setTimeout(120_000);
  for (let run = 0; run < 2; run++) {
    await seedBenchData(db);
    expect(await listUnassigned(db)).toHaveLength(BENCH_DEFAULTS.unassigned);
    const taken = await db.query<{ estado: string; n: number }>(
      'SELECT estado, count(*)::int AS n FROM peticiones WHERE asignado IS NOT NULL GROUP BY estado',
    );
    expect(taken.rows.reduce((sum, row) => sum + row.n, 0)).toBe(BENCH_DEFAULTS.assigned);
    // Over every stage of the board.
    expect(taken.rows.map((row) => row.estado).sort()).toEqual([...ETAPAS].sort());
    expect(await countPriceRows(db, BENCH_DEFAULTS.priceTable)).toBe(BENCH_DEFAULTS.priceRows);
  }
});
