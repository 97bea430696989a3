import { expect, test } from '@playwright/test';
import { apiPaths, type AssignedPeticion, type Peticion } from '../../contract';
import { firebaseFileStore } from '../../server/archivos/bucketFileStore';
import {
  ORPHAN_GRACE_MS,
  purgeDeletedFiles,
  sweepOrphanFiles,
} from '../../server/archivos/fileDeletions';
import { databaseFileStore, type FileStore } from '../../server/archivos/fileStore';
import { storeCustomerFile } from '../../server/db/archivos/storeArchivos';
import { eraseCliente } from '../../server/db/clientes/clienteData';
import type { Database } from '../../server/db/engine/open';
import { retentionRun } from '../../server/retention/dailyRetention';
import { pdfFile, pngFile } from '../support/archivoFixtures';
import { goodAuth } from '../support/stack/fakeServerAuth';
import { startInProcessApi } from '../support/stack/inProcessApi';
import { freshTestDatabase } from '../support/testDatabase';
import { archivoCalls } from './support/archivoCalls';
import { insertDated } from './support/retentionRows';
import { startStorageEmulator, type StorageEmulator } from './support/storageEmulator';

// Both file stores behind server/archivos/fileStore.ts pass the same table (docs/decisions.md,
// "Files"): the database's, and Cloud Storage for Firebase's through firebase-admin against a real
// Storage Emulator this file starts on a free port and stops. Each test has a database of the
// project's engine of its own, and a bucket of its own.
const PROJECT = 'demo-vasos';
const admin = { uid: 'admin-1', email: 'jefa@vasos.test', rol: 'administrador' as const };

let emulator: StorageEmulator | undefined;
test.beforeAll(async () => {
  test.setTimeout(90_000);
  emulator = await startStorageEmulator(PROJECT);
  // Read by firebase-admin as it builds a store's client (and turned into STORAGE_EMULATOR_HOST).
  process.env.FIREBASE_STORAGE_EMULATOR_HOST = emulator.host;
});
test.afterAll(async () => {
  delete process.env.FIREBASE_STORAGE_EMULATOR_HOST;
  delete process.env.STORAGE_EMULATOR_HOST;
  await emulator?.stop();
});

let buckets = 0;
type Store = { files: FileStore; close(): Promise<void> };
const STORES: readonly [string, () => Store][] = [
  ['database', () => ({ files: databaseFileStore, close: async () => {} })],
  ['firebase', () => firebaseFileStore(PROJECT, `vasos-test-${process.pid}-${++buckets}`)],
];

let db: Database;
test.beforeEach(async () => {
  test.setTimeout(60_000);
  db = await freshTestDatabase({ seedDemo: false });
});
test.afterEach(async () => {
  await db.close();
});

/** A request of that phone, with one file of the customer's stored in `files`: its id. */
async function requestWithFile(files: FileStore, telefono: string, bytes: Buffer) {
  const id = await insertDated(db, {
    estado: 'asignada',
    createdAt: '2026-10-01',
    nombre: 'Peña El Botijo',
    telefono,
  });
  const stored = await storeCustomerFile({ db, files }, id, { nombre: 'logo', bytes });
  if (stored.outcome !== 'stored') throw new Error(`Not stored: ${JSON.stringify(stored)}`);
  return { peticionId: id, archivoId: stored.archivo.id };
}

const waiting = async () =>
  (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM archivo_borrados')).rows[0]!.n;

for (const [name, open] of STORES) {
  test.describe(`the ${name} store`, () => {
    let store: Store;
    test.beforeEach(() => {
      store = open();
    });
    test.afterEach(async () => {
      await store.close();
    });

    test('keeps a file’s bytes with its row and gives them back whole', async () => {
      const bytes = pngFile([10, 20, 30]);
      const { archivoId } = await requestWithFile(store.files, '+34 611 000 001', bytes);
      expect(await store.files.get(db, archivoId)).toEqual(bytes);
      expect((await store.files.list(db)).map((stored) => stored.archivoId)).toEqual([archivoId]);
    });

    test('has nothing for a file it never stored', async () => {
      expect(await store.files.get(db, 987_654)).toBeUndefined();
      expect(await store.files.list(db)).toEqual([]);
    });

    test('a file whose row was deleted loses its bytes once purged; a second removal is harmless', async () => {
      const { archivoId } = await requestWithFile(store.files, '+34 611 000 001', pngFile());
      const kept = await requestWithFile(store.files, '+34 622 000 002', pdfFile());
      await db.query('DELETE FROM peticion_archivos WHERE id = $1', [archivoId]);
      expect(await waiting()).toBe(1);

      expect(await purgeDeletedFiles(db, store.files)).toBe(1);
      expect(await store.files.get(db, archivoId)).toBeUndefined();
      expect(await waiting()).toBe(0);
      await store.files.delete(db, [archivoId]);
      expect(await store.files.get(db, kept.archivoId)).toEqual(pdfFile());
    });

    test('a deletion rolled back leaves the bytes: nothing waits to be purged', async () => {
      const { archivoId } = await requestWithFile(store.files, '+34 611 000 001', pngFile());
      await expect(
        db.transaction(async (tx) => {
          await tx.query('DELETE FROM peticion_archivos WHERE id = $1', [archivoId]);
          throw new Error('rolled back');
        }),
      ).rejects.toThrow('rolled back');
      expect(await purgeDeletedFiles(db, store.files)).toBe(0);
      expect(await store.files.get(db, archivoId)).toEqual(pngFile());
    });

    test('Suprimir and the retention job take the erased requests’ bytes out of the store, and only theirs', async () => {
      const erased = await requestWithFile(store.files, '+34 611 000 001', pngFile([1, 2, 3]));
      const old = await insertDated(db, {
        estado: 'entregada',
        createdAt: '2024-01-01',
        cerradaAt: '2024-02-01',
        nombre: 'Antigua',
        telefono: '+34 633 000 003',
      });
      const oldFile = await storeCustomerFile({ db, files: store.files }, old, {
        nombre: 'logo.png',
        bytes: pngFile([4, 5, 6]),
      });
      const kept = await requestWithFile(store.files, '+34 622 000 002', pdfFile());

      await eraseCliente(db, { telefono: '+34 611 000 001' }, admin);
      expect(await purgeDeletedFiles(db, store.files)).toBe(1);
      expect(await store.files.get(db, erased.archivoId)).toBeUndefined();

      const run = await retentionRun(db, store.files, new Date('2026-11-25T12:00:00Z'));
      expect(run).toMatchObject({ cerradas: 1, archivosBorrados: 1, huerfanos: 0 });
      if (oldFile.outcome !== 'stored') throw new Error('not stored');
      expect(await store.files.get(db, oldFile.archivo.id)).toBeUndefined();
      expect(await store.files.get(db, kept.archivoId)).toEqual(pdfFile());
    });
  });
}

test.describe('the firebase store', () => {
  test('an object whose row never committed is swept once past the grace period, never before', async () => {
    const store = STORES[1]![1]();
    try {
      const { archivoId } = await requestWithFile(store.files, '+34 611 000 001', pngFile());
      // An upload whose transaction rolled back: the object is there, its row is not.
      await expect(
        db.transaction(async (tx) => {
          await store.files.put(tx, archivoId + 1, pdfFile());
          throw new Error('rolled back');
        }),
      ).rejects.toThrow('rolled back');
      const now = new Date();
      expect(await sweepOrphanFiles(db, store.files, now)).toBe(0);
      expect(await store.files.get(db, archivoId + 1)).toEqual(pdfFile());

      const later = new Date(now.getTime() + ORPHAN_GRACE_MS + 60_000);
      expect(await sweepOrphanFiles(db, store.files, later)).toBe(1);
      expect(await store.files.get(db, archivoId + 1)).toBeUndefined();
      expect(await store.files.get(db, archivoId)).toEqual(pngFile());
    } finally {
      await store.close();
    }
  });

  test('through the API: a proof uploaded is served from the bucket, and Suprimir removes it there', async ({
    request,
  }) => {
    // Its own API over a second fresh database (PGlite compiles its engine for each).
    test.setTimeout(120_000);
    const store = STORES[1]![1]();
    const api = await startInProcessApi({ files: store.files });
    try {
      const calls = archivoCalls(api);
      const list = await request.get(api.url(apiPaths.peticionesSinAsignar), { headers: goodAuth });
      const [first] = ((await list.json()) as { data: Peticion[] }).data;
      const taken = await request.post(api.url(apiPaths.asignar(first!.id)), {
        headers: goodAuth,
        data: {},
      });
      const { id, cliente } = ((await taken.json()) as { data: AssignedPeticion }).data;
      const uploaded = await calls.upload(request, goodAuth, id, 'boceto.pdf', pdfFile('v1'));
      expect(uploaded.status(), await uploaded.text()).toBe(201);
      const archivoId = ((await uploaded.json()) as { data: { id: number } }).data.id;
      // The bytes are the bucket's, not the database's.
      expect(await store.files.get(api.db, archivoId)).toEqual(pdfFile('v1'));
      const inDatabase = await api.db.query('SELECT 1 FROM archivo_contenidos');
      expect(inDatabase.rows).toEqual([]);
      const download = await calls.download(request, goodAuth, id, archivoId);
      expect(Buffer.from(await download.body())).toEqual(pdfFile('v1'));

      const erased = await request.post(api.url(apiPaths.clientesSuprimir), {
        headers: goodAuth,
        data: { telefono: cliente!.telefono },
      });
      expect(erased.status(), await erased.text()).toBe(200);
      expect(await store.files.get(api.db, archivoId)).toBeUndefined();
    } finally {
      await api.close();
      await store.close();
    }
  });
});
