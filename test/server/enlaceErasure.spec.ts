import { expect, test } from '@playwright/test';
import { databaseFileStore } from '../../server/archivos/fileStore';
import { listArchivos } from '../../server/db/archivos/archivoRows';
import { storeCustomerFile } from '../../server/db/archivos/storeArchivos';
import { eraseCliente } from '../../server/db/clientes/clienteData';
import { newEnlaceToken, tokenHash } from '../../server/db/enlaces/enlaceTokens';
import { readEnlaceView } from '../../server/db/enlaces/publicEnlace';
import type { Database } from '../../server/db/engine/open';
import { runRetention } from '../../server/retention/runRetention';
import { pngFile } from '../support/archivoFixtures';
import { freshTestDatabase } from '../support/testDatabase';
import { insertDated } from './support/retentionRows';

// `Suprimir` of a customer and the retention job revoke the customer's links and delete their
// files (docs/server.md, "Customers' data"): a token of theirs opens nothing again, and says only
// that it expired. On a database of the project's engine of each test's own.
let db: Database;
test.beforeEach(async () => {
  test.setTimeout(60_000);
  db = await freshTestDatabase({ seedDemo: false });
});
test.afterEach(async () => {
  await db.close();
});

/** A link to request `id`, as staff's `Copiar enlace` makes one: its token. */
async function linkTo(id: number): Promise<string> {
  const token = newEnlaceToken();
  await db.query('INSERT INTO enlaces (peticion_id, token_hash, autor_uid) VALUES ($1, $2, $3)', [
    id,
    tokenHash(token),
    'maria-1',
  ]);
  return token;
}

const revokedOf = async (id: number) =>
  (
    await db.query<{ revoked: boolean }>(
      'SELECT revoked_at IS NOT NULL AS revoked FROM enlaces WHERE peticion_id = $1 ORDER BY id',
      [id],
    )
  ).rows.map((row) => row.revoked);

const opens = (token: string) => db.transaction((tx) => readEnlaceView(tx, token));

test('Suprimir revokes every link of the customer’s requests and deletes their files; another customer’s stay', async () => {
  const id = await insertDated(db, {
    estado: 'asignada',
    createdAt: '2026-10-01',
    nombre: 'Peña El Botijo',
    telefono: '+34 611 000 001',
  });
  const other = await insertDated(db, {
    estado: 'asignada',
    createdAt: '2026-10-01',
    nombre: 'Otra',
    telefono: '+34 622 000 002',
  });
  const tokens = [await linkTo(id), await linkTo(id)];
  await linkTo(other);
  const store = { db, files: databaseFileStore };
  await storeCustomerFile(store, id, { nombre: 'logo.png', bytes: pngFile() });
  await storeCustomerFile(store, other, { nombre: 'logo.png', bytes: pngFile() });

  await eraseCliente(
    db,
    { telefono: '+34 611 000 001' },
    { uid: 'admin-1', email: 'jefa@vasos.test' },
  );

  expect(await revokedOf(id)).toEqual([true, true]);
  expect(await revokedOf(other)).toEqual([false]);
  for (const token of tokens) expect((await opens(token)).kind).toBe('caducado');
  expect(await listArchivos(db, id)).toEqual([]);
  expect(await listArchivos(db, other)).toHaveLength(1);
});

test('the retention job revokes the links of the requests it erases, and only theirs', async () => {
  const old = await insertDated(db, {
    estado: 'entregada',
    createdAt: '2024-01-01',
    cerradaAt: '2024-02-01',
    nombre: 'Antigua',
    telefono: '+34 633 000 003',
  });
  const recent = await insertDated(db, {
    estado: 'asignada',
    createdAt: '2026-10-01',
    nombre: 'Reciente',
    telefono: '+34 644 000 004',
  });
  const token = await linkTo(old);
  await linkTo(recent);
  await storeCustomerFile({ db, files: databaseFileStore }, old, {
    nombre: 'logo.png',
    bytes: pngFile(),
  });

  expect((await runRetention(db, new Date('2026-11-25T12:00:00Z'))).cerradas).toBe(1);

  expect(await revokedOf(old)).toEqual([true]);
  expect(await revokedOf(recent)).toEqual([false]);
  expect((await opens(token)).kind).toBe('caducado');
  expect(await listArchivos(db, old)).toEqual([]);
});
