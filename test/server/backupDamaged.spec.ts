import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { prepareDatabase } from '../../server/db/prepare';
import { pngFile } from '../support/archivoFixtures';
import {
  npmRun,
  placesIn,
  rowCounts,
  storeAFile,
  withDatabase,
  type Place,
} from './support/backupPlaces';

// A restore is all or nothing (docs/server.md, "Backups"): a backup cut short or damaged in the
// middle is refused whole, on the project's engine, and the database it was to go into keeps
// every row. Each CLI run starts a Node process with TypeScript compiled on the fly.
test.describe.configure({ timeout: 180_000 });

let dir: string;
let places: ReturnType<typeof placesIn>;
test.beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'vasos-damaged-'));
  places = placesIn(dir);
});
test.afterEach(async () => {
  await places.dispose();
  await rm(dir, { recursive: true, force: true });
});

/** The backup's first 60 %, as a copy that stopped half-way leaves it. */
const truncated = (backup: Buffer) => backup.subarray(0, Math.floor(backup.length * 0.6));

/** The backup with 800 bytes in its middle overwritten, as a bad disk or transfer leaves it. */
function corrupted(backup: Buffer): Buffer {
  const copy = Buffer.from(backup);
  const start = Math.floor(copy.length / 2);
  for (let i = 0; i < 800; i++) copy[start + i] = (i * 37 + 11) & 0xff;
  return copy;
}

/** A seeded database's backup file, a customer's file in it, as db:backup writes it. */
async function demoBackup(): Promise<{ source: Place; backup: Buffer }> {
  const source = await places.place('source');
  await (await prepareDatabase(source.target, { seedDemo: true })).close();
  await withDatabase(source.target, (db) => storeAFile(db, pngFile()));
  const file = join(dir, 'vasos.backup');
  const run = await npmRun('db:backup', file, source.env);
  expect(run.code, run.output).toBe(0);
  return { source, backup: await readFile(file) };
}

const REFUSED = /truncated, damaged or not a backup of db:backup: nothing was changed/;

for (const [damage, damaged] of [
  ['truncated', truncated],
  ['corrupted', corrupted],
] as const) {
  test(`a ${damage} backup is refused whole: db:restore says so, and every row of the database stays`, async () => {
    const { source, backup } = await demoBackup();
    const file = join(dir, `${damage}.backup`);
    await writeFile(file, damaged(backup));

    if (source.engine === 'postgres') {
      // A database in use, with data: pg_restore --clean would drop it all.
      const target = await places.place('target');
      await (await prepareDatabase(target.target, { seedDemo: true })).close();
      await withDatabase(target.target, (db) => storeAFile(db, pngFile([0, 90, 0])));
      const before = await withDatabase(target.target, rowCounts);
      expect(before.peticiones).toBeGreaterThan(0);
      expect(before.archivo_contenidos).toBe(1);

      const restore = await npmRun('db:restore', file, target.env);
      expect(restore.code, restore.output).not.toBe(0);
      expect(restore.output).toMatch(REFUSED);
      expect(await withDatabase(target.target, rowCounts)).toEqual(before);
      return;
    }

    // The embedded database restores only into a new or empty directory: after the refusal it is
    // as it was (absent, or empty), nothing half-made beside it, and the good backup still goes in.
    const absent = await places.place('absent');
    const empty = await places.place('empty');
    await mkdir(empty.target as string);
    const listing = await readdir(dir);
    for (const target of [absent, empty]) {
      const restore = await npmRun('db:restore', file, target.env);
      expect(restore.code, restore.output).not.toBe(0);
      expect(restore.output).toMatch(REFUSED);
    }
    expect(existsSync(absent.target as string)).toBe(false);
    expect(await readdir(empty.target as string)).toEqual([]);
    expect(await readdir(dir)).toEqual(listing);

    const good = join(dir, 'good.backup');
    await writeFile(good, backup);
    const restore = await npmRun('db:restore', good, empty.env);
    expect(restore.code, restore.output).toBe(0);
    expect((await withDatabase(empty.target, rowCounts)).archivo_contenidos).toBe(1);
    expect(await withDatabase(empty.target, rowCounts)).toEqual(
      await withDatabase(source.target, rowCounts),
    );
  });
}
