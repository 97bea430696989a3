import { expect, test } from '@playwright/test';
import { feedPosition } from '../../server/db/peticiones/changeFeed';
import type { Database } from '../../server/db/engine/open';
import { recordChange } from '../../server/db/peticiones/peticionChanges';
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
