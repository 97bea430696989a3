import { expect, test } from '@playwright/test';
import { feedPosition } from '../../server/db/peticiones/changeFeed';
import type { Database } from '../../server/db/engine/open';
import { recordChange, writeAndRecordChange } from '../../server/db/peticiones/peticionChanges';
import { freshTestDatabase } from '../support/testDatabase';

// PostgreSQL only (the server-pg project): two writes on two connections at once, which the
// embedded database, one connection, never has.
let db: Database;
test.beforeEach(async () => {
  db = await freshTestDatabase();
});
test.afterEach(async () => {
  await db.close();
});

const waitingForTheFeed = async () => {
  const { rows } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM pg_locks WHERE locktype = 'advisory' AND NOT granted`,
  );
  return rows[0]!.n;
};

const waitingForARow = async () => {
  const { rows } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM pg_locks WHERE locktype = 'transactionid' AND NOT granted`,
  );
  return rows[0]!.n;
};

test('a write takes its position only once the write before it has committed: nobody sees a later position without the earlier', async () => {
  let commitFirst!: () => void;
  const held = new Promise<void>((resolve) => (commitFirst = resolve));
  let tookPosition!: (position: number) => void;
  const took = new Promise<number>((resolve) => (tookPosition = resolve));
  const first = db.transaction(async (tx) => {
    tookPosition(await recordChange(tx, 1));
    await held;
  });
  const firstPosition = await took;

  const second = db.transaction((tx) => recordChange(tx, 2));
  // The second write waits for the first to end before it takes a position of its own.
  await expect.poll(waitingForTheFeed).toBe(1);
  expect(await feedPosition(db)).toBe(0);

  commitFirst();
  await first;
  expect(await second).toBeGreaterThan(firstPosition);
  expect(await feedPosition(db)).toBe(await second);
});

test("a write's last statement sent with its change waits for another's row before it takes the feed's lock: other writes go on meanwhile", async () => {
  let releaseRow!: () => void;
  const rowHeld = new Promise<void>((resolve) => (releaseRow = resolve));
  let rowLocked!: () => void;
  const locked = new Promise<void>((resolve) => (rowLocked = resolve));
  const holder = db.transaction(async (tx) => {
    await tx.query('SELECT id FROM peticiones WHERE id = 2 FOR UPDATE');
    rowLocked();
    await rowHeld;
  });
  await locked;

  // As a correction's customer merge may: its statement updates a row another write holds.
  const waiting = db.transaction((tx) =>
    writeAndRecordChange<{ id: number }>(
      tx,
      1,
      { sql: 'UPDATE peticiones SET version = version WHERE id = $1 RETURNING id', params: [2] },
      [],
    ),
  );
  await expect.poll(waitingForARow).toBe(1);

  // Were the waiting write holding the feed's lock, this one would wait for it too.
  const other = await db.transaction((tx) => recordChange(tx, 3));
  expect(await feedPosition(db)).toBe(other);

  releaseRow();
  await holder;
  expect(await waiting).toEqual({ id: 2 });
  expect(await feedPosition(db)).toBeGreaterThan(other);
});
