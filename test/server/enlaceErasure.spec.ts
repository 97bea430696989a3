import { expect, test } from '@playwright/test';
import { ERASED_TEXT } from '../../contract';
import { databaseFileStore } from '../../server/archivos/fileStore';
import { listArchivos } from '../../server/db/archivos/archivoRows';
import { approveProof } from '../../server/db/archivos/proofApproval';
import {
  CLIENTE_ACTOR,
  storeCustomerFile,
  storeProof,
} from '../../server/db/archivos/storeArchivos';
import { recordAudit } from '../../server/db/audit';
import { newEnlaceToken, tokenHash } from '../../server/db/enlaces/enlaceTokens';
import { readEnlaceView } from '../../server/db/enlaces/publicEnlace';
import { pngFile } from '../support/archivoFixtures';
import { useErasureSetup } from './support/erasureSetup';

// `Suprimir` of a customer and the retention job revoke the customer's links and delete their
// files (docs/server.md, "Customers' data"): a token of theirs opens nothing again, and says only
// that it expired; the names typed in on the link leave the audit log. On a database of the project's engine of each test's own.
const erasure = useErasureSetup();
const { database } = erasure;

/** A link to request `id`, as staff's `Copiar enlace` makes one: its token. */
async function linkTo(id: number): Promise<string> {
  const token = newEnlaceToken();
  await database().query(
    'INSERT INTO enlaces (peticion_id, token_hash, autor_uid) VALUES ($1, $2, $3)',
    [id, tokenHash(token), 'maria-1'],
  );
  return token;
}

const revokedOf = async (id: number) =>
  (
    await database().query<{ revoked: boolean }>(
      'SELECT revoked_at IS NOT NULL AS revoked FROM enlaces WHERE peticion_id = $1 ORDER BY id',
      [id],
    )
  ).rows.map((row) => row.revoked);

const opens = (token: string) => database().transaction((tx) => readEnlaceView(tx, token));

test('Suprimir revokes every link of the customer’s requests and deletes their files; another customer’s stay', async () => {
  const db = database();
  const { id, other } = await erasure.twoCustomers();
  const tokens = [await linkTo(id), await linkTo(id)];
  await linkTo(other);
  const store = { db, files: databaseFileStore };
  await storeCustomerFile(store, id, { nombre: 'logo.png', bytes: pngFile() });
  await storeCustomerFile(store, other, { nombre: 'logo.png', bytes: pngFile() });

  await erasure.eraseFirstCustomer({ uid: 'admin-1', email: 'jefa@vasos.test' });

  expect(await revokedOf(id)).toEqual([true, true]);
  expect(await revokedOf(other)).toEqual([false]);
  for (const token of tokens) expect((await opens(token)).kind).toBe('caducado');
  expect(await listArchivos(db, id)).toEqual([]);
  expect(await listArchivos(db, other)).toHaveLength(1);
});

test('the retention job revokes the links of the requests it erases, and only theirs', async () => {
  const db = database();
  const { old, recent } = await erasure.oldAndRecent();
  const token = await linkTo(old);
  await linkTo(recent);
  await storeCustomerFile({ db, files: databaseFileStore }, old, {
    nombre: 'logo.png',
    bytes: pngFile(),
  });

  expect((await erasure.runRetentionJob()).cerradas).toBe(1);

  expect(await revokedOf(old)).toEqual([true]);
  expect(await revokedOf(recent)).toEqual([false]);
  expect((await opens(token)).kind).toBe('caducado');
  expect(await listArchivos(db, old)).toEqual([]);
});

test('Suprimir erases the name typed in on the link to accept the quote and approve the proof from the audit log; another customer’s stays', async () => {
  const db = database();
  const { id, other } = await erasure.twoCustomers();
  const staff = { uid: 'maria-1', email: 'maria@vasos.test', rol: 'personal' as const };
  for (const peticion of [id, other]) {
    // The acceptance's entry as the link's acceptance writes it (server/db/enlaces/aceptar.ts).
    await recordAudit(db, {
      actor: CLIENTE_ACTOR,
      action: 'quote_accepted',
      target: peticion,
      changes: [
        { field: 'presupuesto', from: null, to: 'P-2026-0007' },
        { field: 'nombre', from: null, to: 'Ana Gil' },
        { field: 'dia', from: null, to: '2026-10-02' },
      ],
    });
    const proof = { nombre: 'boceto.png', bytes: pngFile() };
    await storeProof({ db, files: databaseFileStore }, peticion, proof, staff);
    const approval = { nombre: 'Ana Gil', ip: '203.0.113.7', userAgent: 'Telefono' };
    expect((await approveProof(db, peticion, 1, approval)).outcome).toBe('approved');
  }

  await erasure.eraseFirstCustomer({ uid: 'admin-1', email: 'jefa@vasos.test' });

  const namesOf = async (peticion: number) =>
    (
      await db.query<{ action: string; nombre: unknown }>(
        `SELECT action, (SELECT change -> 'to' FROM jsonb_array_elements(changes) AS change
                         WHERE change ->> 'field' = 'nombre') AS nombre
         FROM audit_log WHERE target = $1 AND action IN ('quote_accepted', 'proof_approved')
         ORDER BY id`,
        [String(peticion)],
      )
    ).rows;
  expect(await namesOf(id)).toEqual([
    { action: 'quote_accepted', nombre: ERASED_TEXT },
    { action: 'proof_approved', nombre: ERASED_TEXT },
  ]);
  expect(await namesOf(other)).toEqual([
    { action: 'quote_accepted', nombre: 'Ana Gil' },
    { action: 'proof_approved', nombre: 'Ana Gil' },
  ]);
});
