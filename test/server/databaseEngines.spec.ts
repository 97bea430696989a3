import { expect, test } from '@playwright/test';
import { listAudit } from '../../server/db/audit';
import type { Database } from '../../server/db/engine/open';
import { inSnapshot } from '../../server/db/engine/snapshot';
import { listPriceRows, updatePriceRow } from '../../server/db/tablas/priceRows';
import { freshTestDatabase } from '../support/testDatabase';

// Runs in both server projects: PGlite under `server`, a PostgreSQL database under `server-pg`.
// The API's code is the same on both, so what it relies on must hold on both.
let db: Database;
test.beforeEach(async () => {
  db = await freshTestDatabase();
});
test.afterEach(async () => {
  await db.close();
});

test('NUMERIC comes back as a number, DATE as YYYY-MM-DD, bigint as a number while exact', async () => {
  const { rows } = await db.query(
    `SELECT 0.655::numeric AS price, '2026-03-01'::date AS day, 42::bigint AS small,
            9007199254740993::bigint AS huge, count(*) AS n FROM peticiones`,
  );
  expect(rows).toEqual([
    { price: 0.655, day: '2026-03-01', small: 42, huge: 9007199254740993n, n: 60 },
  ]);
});

test('a transaction sees its own writes, others see them only once committed, a throw undoes them', async () => {
  const count = async () =>
    (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM price_tables')).rows[0]!.n;
  const before = await count();
  await expect(
    db.transaction(async (tx) => {
      await tx.query("INSERT INTO price_tables (key, kind) VALUES ('probe', 'vaso')");
      const inside = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM price_tables');
      expect(inside.rows[0]!.n).toBe(before + 1);
      // PGlite runs one statement at a time, so only a server can answer this during the transaction.
      if (db.engine === 'postgres') expect(await count()).toBe(before);
      throw new Error('undo');
    }),
  ).rejects.toThrow('undo');
  expect(await count()).toBe(before);
});

test('concurrent updates of one price row queue up: each audit entry starts where the last ended', async () => {
  const table = 'serigrafia_1_color_vf';
  const original = (await listPriceRows(db, table)).find((row) => row.id === 4)!.coste;
  const values = [1.01, 1.02, 1.03, 1.04, 1.05, 1.06, 1.07, 1.08];
  const actor = { uid: 'staff-uid', email: 'staff@vasos.test' };
  await Promise.all(
    values.map((coste) => updatePriceRow(db, table, 4, new Map([['coste', coste]]), actor)),
  );

  const entries = (await listAudit(db, { tabla: table, limit: 50 })).reverse();
  const chain = entries.map((entry) => entry.changes[0]!);
  expect(chain).toHaveLength(values.length);
  expect(chain[0]!.from).toBe(original);
  for (let i = 1; i < chain.length; i++) expect(chain[i]!.from).toBe(chain[i - 1]!.to);
  expect(new Set(chain.map((change) => change.to))).toEqual(new Set(values));
  const final = (await listPriceRows(db, table)).find((row) => row.id === 4)!.coste;
  expect(final).toBe(chain.at(-1)!.to);
});

test('a read-only snapshot transaction is REPEATABLE READ and refuses writes', async () => {
  const settings = await inSnapshot(db, async (tx) => {
    const { rows } = await tx.query<{ isolation: string; readOnly: string }>(
      `SELECT current_setting('transaction_isolation') AS isolation,
              current_setting('transaction_read_only') AS "readOnly"`,
    );
    return rows[0];
  });
  expect(settings).toEqual({ isolation: 'repeatable read', readOnly: 'on' });
  await expect(
    inSnapshot(db, (tx) => tx.query("INSERT INTO price_tables (key, kind) VALUES ('ro', 'vaso')")),
  ).rejects.toThrow(/read-only/);
  // A plain transaction is not made read-only by the one before on the same connection.
  await db.transaction((tx) =>
    tx.query("INSERT INTO price_tables (key, kind) VALUES ('rw', 'vaso')"),
  );
});
