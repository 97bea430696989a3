import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import type { AssignedPeticion } from '../../contract';
import { eraseCliente } from '../../server/db/clientes/clienteData';
import type { Database } from '../../server/db/engine/open';
import { assignPeticion } from '../../server/db/peticiones/peticiones';
import { PERSONAL_DATA_TABLES } from '../../server/db/clientes/personalDataRewrite';
import { addNota } from '../../server/db/peticionesAsignadas/notas';
import { editPeticion } from '../../server/db/peticionesAsignadas/editPeticion';
import { moveEtapa } from '../../server/db/peticionesAsignadas/etapa';
import { prepareDatabase } from '../../server/db/prepare';
import { runRetention } from '../../server/retention/runRetention';
import { npmRun, placesIn, withDatabase, type Place } from './support/backupPlaces';
import { backupContents, occurrences, tableFiles } from './support/backupText';
import { insertDated } from './support/retentionRows';

// Erased values leave the database's files, not only its rows (docs/server.md, "Customers'
// data"): after `Suprimir` or a retention run, a backup (the embedded database's is a copy of its
// whole directory) holds none of them, and on PostgreSQL neither do the tables' own files. On the
// project's engine; each CLI run starts a Node process with TypeScript compiled on the fly.
test.describe.configure({ timeout: 180_000 });

const actor = { uid: 'jefa-1', email: 'jefa@vasos.test', rol: 'administrador' as const };
const ERASED = { nombre: 'Wenceslao Borrable', telefono: '+34 677 888 001' };
const KEPT = { nombre: 'Casilda Conservada', telefono: '+34 677 888 999' };
/** Every form the erased customer's data took: name, phone as typed and as a key, a note, a loss. */
const ERASED_VALUES = [
  ERASED.nombre,
  '677 888 001',
  '677888001',
  'Nota sobre Wenceslao',
  'Wenceslao lo encargó fuera',
  // Values a correction wrote, and so named in its audit entry.
  'Wenceslao Corregido',
  'wenceslao@example.com',
];

let dir: string;
let places: ReturnType<typeof placesIn>;
test.beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'vasos-erased-'));
  places = placesIn(dir);
});
test.afterEach(async () => {
  await places.dispose();
  await rm(dir, { recursive: true, force: true });
});

/** A request of the customer, taken, moved, noted and lost with a text: many row versions. */
async function withHistory(db: Database, createdAt: string): Promise<number> {
  const id = await insertDated(db, { estado: 'nueva', createdAt, ...ERASED });
  const taken = await assignPeticion(db, id, { ...actor, email: actor.email });
  let { version } = (taken as { peticion: AssignedPeticion }).peticion;
  for (const etapa of ['presupuestada', 'aceptada'] as const) {
    const moved = await moveEtapa(db, id, { etapa, version }, actor);
    version = (moved as { value: AssignedPeticion }).value.version;
  }
  // Corrected: the audit entry names the old and the new name, and the e-mail.
  const edited = await editPeticion(
    db,
    id,
    {
      peticiones: 'Vasos de Wenceslao',
      cliente: { nombre: 'Wenceslao Corregido', telefono: ERASED.telefono },
      correo: 'wenceslao@example.com',
      fecha_evento: '2026-12-01',
      pais: 'España',
      codigo_postal: '28013',
      version,
    },
    actor,
  );
  version = (edited as { value: AssignedPeticion }).value.version;
  await addNota(db, id, `Nota sobre Wenceslao ${id}`, actor);
  const texto = 'Wenceslao lo encargó fuera';
  await moveEtapa(db, id, { etapa: 'perdida', version, motivo: 'otro', texto }, actor);
  return id;
}

/** A database of the engine in `dir`, schema only. */
async function place(): Promise<Place> {
  const made = await places.place('db');
  await (await prepareDatabase(made.target, { seedDemo: false })).close();
  return made;
}

/** Backs `made` up as an operator does and checks what the copy (and PostgreSQL's files) hold. */
async function expectNothingErasedIn(made: Place) {
  const file = join(dir, 'after.backup');
  const backup = await npmRun('db:backup', file, made.env);
  expect(backup.code, backup.output).toBe(0);
  const copies = [await backupContents(made.engine, file)];
  if (made.engine === 'postgres') {
    copies.push(await withDatabase(made.target, (db) => tableFiles(db, PERSONAL_DATA_TABLES)));
  }
  for (const bytes of copies) {
    // The customer kept is there: the search finds what is in the copy.
    expect(occurrences(bytes, KEPT.nombre)).toBeGreaterThan(0);
    for (const value of ERASED_VALUES) expect(occurrences(bytes, value), value).toBe(0);
  }
}

test('after Suprimir no backup holds the erased name, phone, notes or loss text', async () => {
  const made = await place();
  await withDatabase(made.target, async (db) => {
    await withHistory(db, '2026-09-01T10:00:00Z');
    await insertDated(db, { estado: 'nueva', createdAt: '2026-09-02T10:00:00Z', ...ERASED });
    await insertDated(db, { estado: 'nueva', createdAt: '2026-09-03T10:00:00Z', ...KEPT });
    expect(await eraseCliente(db, { telefono: ERASED.telefono }, actor)).toEqual({
      peticiones: 2,
      notas: 1,
    });
  });
  await expectNothingErasedIn(made);
});

test('after a retention run no backup holds what it erased', async () => {
  const made = await place();
  await withDatabase(made.target, async (db) => {
    // Lost (closed) three years before the run, and unassigned for two: both past Ajustes' periods.
    const lost = await withHistory(db, '2023-09-01T10:00:00Z');
    await db.query(`UPDATE peticiones SET cerrada_at = '2023-10-01T10:00:00Z' WHERE id = $1`, [
      lost,
    ]);
    await insertDated(db, { estado: 'nueva', createdAt: '2024-09-02T10:00:00Z', ...ERASED });
    await insertDated(db, { estado: 'nueva', createdAt: '2026-11-01T10:00:00Z', ...KEPT });
    expect(await runRetention(db, new Date('2026-11-25T12:00:00Z'))).toEqual({
      cerradas: 1,
      sinAsignar: 1,
    });
  });
  await expectNothingErasedIn(made);
});
