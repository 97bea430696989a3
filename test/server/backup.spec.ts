import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { apiPaths, type PriceRow } from '../../contract';
import { prepareDatabase } from '../../server/db/prepare';
import { listPriceRows, updatePriceRow } from '../../server/db/tablas/priceRows';
import { goodAuth } from '../support/stack/fakeServerAuth';
import { startInProcessApi } from '../support/stack/inProcessApi';
import { pngFile } from '../support/archivoFixtures';
import { npmRun, placesIn, storeAFile, withDatabase } from './support/backupPlaces';

// `npm run db:backup` and `npm run db:restore` as an operator runs them, on the project's engine:
// the embedded database in a directory under `server`, a PostgreSQL database under `server-pg`.
const actor = { uid: 'backup-test', email: 'copias@vasos.test' };
const TABLE = 'vasos/200';

let dir: string;
let places: ReturnType<typeof placesIn>;
test.beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'vasos-backup-'));
  places = placesIn(dir);
});
test.afterEach(async () => {
  await places.dispose();
  await rm(dir, { recursive: true, force: true });
});

test('a backup, more writes, a restore into a fresh database: the rows, versions and files of the backup, and the API starts on it', async ({
  request,
}) => {
  test.setTimeout(120_000);
  const source = await places.place('source');
  const file = join(dir, 'vasos.backup');

  // Prepared, then opened again: one process at a time owns an embedded database's directory.
  await (await prepareDatabase(source.target, { seedDemo: true })).close();
  const logo = pngFile([10, 120, 200]);
  const { backedUp, file: kept } = await withDatabase(source.target, async (db) => {
    await updatePriceRow(db, TABLE, 1, new Map([['cv', 0.123456]]), actor);
    return { backedUp: await listPriceRows(db, TABLE), file: await storeAFile(db, logo) };
  });
  expect(backedUp[0]).toMatchObject({ cv: 0.123456, version: 2 });

  const backup = await npmRun('db:backup', file, source.env);
  expect(backup.code, backup.output).toBe(0);

  // Written after the backup: not in it.
  const later = await withDatabase(source.target, async (db) => {
    await updatePriceRow(db, TABLE, 1, new Map([['cv', 9.5]]), actor);
    return storeAFile(db, pngFile([0, 0, 0]));
  });

  const fresh = await places.place('restored');
  const restore = await npmRun('db:restore', file, fresh.env);
  expect(restore.code, restore.output).toBe(0);

  const api = await startInProcessApi({ db: await prepareDatabase(fresh.target) });
  try {
    const response = await request.get(api.url(apiPaths.tabla(TABLE)), { headers: goodAuth });
    expect(response.status()).toBe(200);
    expect(((await response.json()) as { data: PriceRow[] }).data).toEqual(backedUp);
    // The file kept in the database came along, byte for byte; the one sent later did not.
    const file = await request.get(api.url(apiPaths.archivo(kept.peticionId, kept.id)), {
      headers: goodAuth,
    });
    expect(file.status()).toBe(200);
    expect(Buffer.compare(await file.body(), logo)).toBe(0);
    const missing = await request.get(api.url(apiPaths.archivo(later.peticionId, later.id)), {
      headers: goodAuth,
    });
    expect(missing.status()).toBe(404);
  } finally {
    await api.close();
  }
});

test('db:restore refuses an embedded database directory that already holds data', async () => {
  test.setTimeout(60_000);
  const source = await places.place('source');
  test.skip(source.engine !== 'pglite', 'the embedded database only');
  await (await prepareDatabase(source.target, { seedDemo: false })).close();
  const restore = await npmRun('db:restore', join(dir, 'missing.backup'), source.env);
  expect(restore.code).toBe(1);
  expect(restore.output).toMatch(/is not empty: restore into a new DATA_DIR/);
});
