import { expect, test } from '@playwright/test';
import { ERASED_TEXT } from '../../contract';
import { databaseFileStore } from '../../server/archivos/fileStore';
import { listArchivos } from '../../server/db/archivos/archivoRows';
import { storeCustomerFile, storeProof } from '../../server/db/archivos/storeArchivos';
import { moveEtapa } from '../../server/db/peticionesAsignadas/etapa';
import { pdfFile, pngFile } from '../support/archivoFixtures';
import { useErasureSetup } from './support/erasureSetup';
import { WHO } from './support/retentionRows';

// `Suprimir` of a customer and the retention job delete the requests' files, their bytes with them,
// and an administrator's reason to move one on without the proof approved (docs/server.md,
// "Customers' data"), on a database of the project's engine of each test's own.
const admin = { uid: 'admin-1', email: 'jefa@vasos.test', rol: 'administrador' as const };
const assignee = { uid: 'maria-1', email: WHO, rol: 'personal' as const };

const erasure = useErasureSetup();
const { database } = erasure;

const store = () => ({ db: database(), files: databaseFileStore });

/** The request's files: a logo from the customer and a proof from its assignee. */
async function withFiles(id: number) {
  expect(
    await storeCustomerFile(store(), id, { nombre: 'logo.png', bytes: pngFile() }),
  ).toMatchObject({ outcome: 'stored' });
  const proof = await storeProof(store(), id, { nombre: 'boceto.pdf', bytes: pdfFile() }, assignee);
  expect(proof.outcome).toBe('done');
}

const bytesKept = async () =>
  (await database().query<{ n: number }>('SELECT count(*)::int AS n FROM archivo_contenidos'))
    .rows[0]!.n;

test('Suprimir deletes the customer’s requests’ files and their bytes, and an override’s reason reads as erased; other requests keep theirs', async () => {
  const db = database();
  const { id, other } = await erasure.twoCustomers();
  await withFiles(id);
  await withFiles(other);
  // Taken by an administrator, moved into production past its proof with a reason.
  await db.query('UPDATE peticiones SET asignado = $1, estado = $2 WHERE id = $3', [
    admin.email,
    'aceptada',
    id,
  ]);
  const { rows } = await db.query<{ version: number }>(
    'SELECT version FROM peticiones WHERE id = $1',
    [id],
  );
  const move = {
    etapa: 'en_produccion' as const,
    version: rows[0]!.version,
    override: 'Dijo que sí Juan Pérez',
  };
  expect((await moveEtapa(db, id, move, admin)).outcome).toBe('done');
  expect(await bytesKept()).toBe(4);

  await erasure.eraseFirstCustomer(admin);

  expect(await listArchivos(db, id)).toEqual([]);
  expect(await listArchivos(db, other)).toHaveLength(2);
  expect(await bytesKept()).toBe(2);
  const override = await db.query<{ changes: unknown }>(
    `SELECT changes FROM audit_log WHERE action = 'proof_override' AND target = $1`,
    [String(id)],
  );
  expect(override.rows[0]!.changes).toEqual([
    { field: 'boceto', from: null, to: 1 },
    { field: 'motivo', from: null, to: ERASED_TEXT },
  ]);
});

test('the retention job deletes the files of the requests it erases, and only theirs', async () => {
  const db = database();
  const { old, recent } = await erasure.oldAndRecent();
  await storeCustomerFile(store(), old, { nombre: 'logo.png', bytes: pngFile() });
  await withFiles(recent);

  const counts = await erasure.runRetentionJob();
  expect(counts.cerradas).toBe(1);
  expect(await listArchivos(db, old)).toEqual([]);
  expect(await listArchivos(db, recent)).toHaveLength(2);
  expect(await bytesKept()).toBe(2);
  // Erased, the request takes no file of its customer any more.
  expect(await storeCustomerFile(store(), old, { nombre: 'logo.png', bytes: pngFile() })).toEqual({
    outcome: 'not-found',
  });
});
