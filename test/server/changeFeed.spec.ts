import { expect, test } from '@playwright/test';
import { changesAfter, feedPosition, pruneChanges } from '../../server/db/peticiones/changeFeed';
import type { Database } from '../../server/db/engine/open';
import { recordChange } from '../../server/db/peticiones/peticionChanges';
import { freshTestDatabase } from '../support/testDatabase';

// The change feed itself, on a fresh database of the project's engine: positions, what a resumed
// stream reads, and pruning.
let db: Database;
test.beforeEach(async () => {
  db = await freshTestDatabase();
});
test.afterEach(async () => {
  await db.close();
});

const record = (id: number) => db.transaction((tx) => recordChange(tx, id));

/** As if the changes up to `position` had been made `days` ago. */
const age = (position: number, days: number) =>
  db.query(`UPDATE peticion_changes SET at = at - make_interval(days => $2) WHERE position <= $1`, [
    position,
    days,
  ]);

/** As if pruning had last run long ago: the next call runs. */
const pruningDue = () => db.query(`UPDATE peticion_feed SET pruned_at = '-infinity'`);

test('positions grow with each change; a rolled-back write takes none that anyone sees', async () => {
  expect(await feedPosition(db)).toBe(0);
  const first = await record(3);
  const second = await record(5);
  expect(second).toBeGreaterThan(first);
  await expect(
    db.transaction(async (tx) => {
      await recordChange(tx, 7);
      throw new Error('undo');
    }),
  ).rejects.toThrow('undo');
  expect(await feedPosition(db)).toBe(second);
  const { rows } = await db.query('SELECT peticion_id FROM peticion_changes ORDER BY position');
  expect(rows).toEqual([{ peticion_id: 3 }, { peticion_id: 5 }]);
});

test('what a stream resumed after a position missed: each request once, at its latest change, in position order, as it is now', async () => {
  const start = await record(1);
  await record(2);
  await record(4);
  const last = await record(2);
  const missed = await changesAfter(db, start);
  expect(missed).toEqual({
    outcome: 'changes',
    through: last,
    changes: [
      { position: last - 1, peticion: expect.objectContaining({ id: 4 }), suprimida: false },
      { position: last, peticion: expect.objectContaining({ id: 2 }), suprimida: false },
    ],
  });
  expect(await changesAfter(db, last)).toEqual({ outcome: 'changes', through: last, changes: [] });
  // A position never given: the client's lists come from elsewhere.
  expect(await changesAfter(db, last + 1)).toEqual({ outcome: 'reset', through: last });
});

test('pruning deletes the changes older than 7 days, at most hourly; resuming from before them is a reset', async () => {
  const old = [await record(1), await record(2)];
  const recent = await record(3);
  await age(old[1]!, 8);
  await pruningDue();
  await pruneChanges(db);

  const { rows } = await db.query<{ position: number }>('SELECT position FROM peticion_changes');
  expect(rows).toEqual([{ position: recent }]);
  expect(await changesAfter(db, old[0]!)).toEqual({ outcome: 'reset', through: recent });
  // From the last change pruned on, nothing is missing.
  expect(await changesAfter(db, old[1]!)).toMatchObject({ outcome: 'changes', through: recent });
  expect(await feedPosition(db)).toBe(recent);

  // Within the hour, nobody prunes again, however old the changes.
  await age(recent, 30);
  await pruneChanges(db);
  expect((await db.query('SELECT 1 FROM peticion_changes')).rows).toHaveLength(1);

  // Once every change is pruned, the newest position is the last one pruned.
  await pruningDue();
  await pruneChanges(db);
  expect((await db.query('SELECT 1 FROM peticion_changes')).rows).toHaveLength(0);
  expect(await feedPosition(db)).toBe(recent);
  expect(await changesAfter(db, recent)).toEqual({
    outcome: 'changes',
    through: recent,
    changes: [],
  });
});
