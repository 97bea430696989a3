import { expect, test } from '@playwright/test';
import type { Database, SnapshotReads } from '../../server/db/engine/database';
import { readInforme } from '../../server/db/informes/informe';
import { freshTestDatabase } from '../support/testDatabase';
import { openPostgres } from '../../server/db/engine/postgres';
import { currentEngine, postgresServerUrl } from '../support/stack/stackEnv';
import { insertHistory } from './support/informeHistory';
import { KNOWN_HISTORY } from './support/informeKnownHistory';

// A report's figures are read in one snapshot (docs/server.md, "Informes"): on PostgreSQL each on
// a pooled connection of its own, at once, within the snapshot's share of the pool; on the
// embedded engine one after another in one transaction. On the database itself, its reads
// watched or made to fail.
let db: Database;
test.beforeAll(async () => {
  test.setTimeout(90_000);
  db = await freshTestDatabase({ seedDemo: false });
  for (const request of Object.values(KNOWN_HISTORY)) await insertHistory(db, request);
});
test.afterAll(async () => {
  await db?.close();
});

const MARCH = { desde: '2026-03-01', hasta: '2026-03-31' };
const TEAM = { team: true, own: 'nadie@vasos.test' };

/** `db`, each read of a snapshot's first passed through `each` (the read itself, and its number). */
const watched = (
  each: (
    reads: SnapshotReads,
    read: Parameters<SnapshotReads['alongside']>[0],
    n: number,
  ) => Promise<unknown>,
): Database => ({
  ...db,
  readSnapshot: (settings, fn) =>
    db.readSnapshot(settings, (reads) => {
      let n = 0;
      return fn({
        tx: reads.tx,
        alongside: (read) => each(reads, read, n++) as ReturnType<typeof read>,
      });
    }),
});

test('a request committed between the figures’ reads is in none of them', async () => {
  test.skip(
    currentEngine() === 'pglite',
    'One connection: nothing can be written while the report’s transaction is open.',
  );
  const before = await readInforme(db, MARCH, TEAM);
  // Accepted in March, received in March, quoted: it would change every figure read after it.
  const write = () =>
    db.transaction((tx) =>
      insertHistory(tx, {
        ...KNOWN_HISTORY.quoted,
        nombre: 'Entre Medias',
        telefono: '699 999 999',
      }),
    );
  // A request committed before each figure but the first starts; the first, read on the
  // snapshot's own connection, waits for them all, so the second is read on another connection.
  let writes: Promise<unknown> = Promise.resolve();
  const written = watched(async (reads, read, n) => {
    if (n === 0) {
      return reads.alongside(async (tx) => {
        await writes;
        return read(tx);
      });
    }
    writes = writes.then(write);
    await writes;
    return reads.alongside(read);
  });
  expect(await readInforme(written, MARCH, TEAM)).toEqual(before);
  // The four requests written meanwhile are there for the next report.
  const after = await readInforme(db, MARCH, TEAM);
  expect(after.embudo[0]!.peticiones).toBe(before.embudo[0]!.peticiones + 4);
});

/** The backends that read each figure of a report on `on`. */
async function backendsOf(on: Database): Promise<Set<number>> {
  const backends = new Set<number>();
  const counted: Database = {
    ...on,
    readSnapshot: (settings, fn) =>
      on.readSnapshot(settings, (reads) =>
        fn({
          tx: reads.tx,
          alongside: (read) =>
            reads.alongside(async (tx) => {
              const { rows } = await tx.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
              backends.add(rows[0]!.pid);
              return read(tx);
            }),
        }),
      ),
  };
  expect((await readInforme(counted, MARCH, TEAM)).embudo[0]!.peticiones).toBeGreaterThan(0);
  return backends;
}

test('the figures are read on connections of their own, within the snapshot’s share of the pool', async () => {
  // The test databases' pool holds 4 connections (test/support/testDatabase.ts): half of them.
  expect((await backendsOf(db)).size).toBe(currentEngine() === 'pglite' ? 1 : 2);
});

test('all five figures are read at once on a pool with room for them, its connections idle or not', async () => {
  test.skip(currentEngine() === 'pglite', 'One connection.');
  const { rows } = await db.query<{ name: string }>('SELECT current_database() AS name');
  const url = new URL(postgresServerUrl());
  url.pathname = `/${rows[0]!.name}`;
  const wide = await openPostgres({ url: url.toString(), poolMax: 10 });
  try {
    // First on a pool opening its connections, then on one whose connections wait idle.
    expect((await backendsOf(wide)).size).toBe(5);
    expect((await backendsOf(wide)).size).toBe(5);
  } finally {
    await wide.close();
  }
});

test('a report that fails midway gives back every connection, and the next one is whole', async () => {
  const expected = await readInforme(db, MARCH, TEAM);
  // The third figure fails in the database, while the others are read.
  const failing = watched((reads, read, n) =>
    n === 2 ? reads.alongside((tx) => tx.query('SELECT 1 / 0')) : reads.alongside(read),
  );
  // More failed reports than the pool has connections: one kept by each would leave none.
  for (let i = 0; i < 5; i++) {
    await expect(readInforme(failing, MARCH, TEAM)).rejects.toThrow('division by zero');
    const stats = db.poolStats!();
    expect(stats.waiting).toBe(0);
    expect(stats.idle).toBe(stats.total);
  }
  expect(await readInforme(db, MARCH, TEAM)).toEqual(expected);
});
