import { expect, test } from '@playwright/test';
import {
  apiPaths,
  type AssignedPeticion,
  type EditPeticionBody,
  type NuevaPeticionBody,
  type PresupuestoInput,
} from '../../contract';
import { migrate } from '../../server/db/migrate';
import { openDatabase } from '../../server/db/engine/open';
import { migrations } from '../../server/db/migrations';
import { signIn } from '../support/stack/auth';
import { emptyTestDatabase } from '../support/testDatabase';
import { asMember, type Member } from './support/colleague';
import { useOwnApi } from './support/ownApi';
import { asExtracted, pdfText } from './support/pdfReader';
import { peticionesAsignadasCalls } from './support/peticionesAsignadasCalls';
import { jsonOf, presupuestoCalls } from './support/presupuestoCalls';

// A saved quote keeps its own copy of what it tells of its request, the customer's name and the
// event's day (docs/decisions.md, "Saved quotes keep their own copy"): correcting the request
// changes no quote already made, on screen or in its PDF. An API of this file's own (it writes).
const api = useOwnApi();
const quotes = presupuestoCalls(api);
const { detail } = peticionesAsignadasCalls(api);

let me: Member;
test.beforeAll(async () => {
  me = asMember(await signIn());
});

const NUEVA: NuevaPeticionBody = {
  peticiones: ['500 vasos de 280'],
  cliente: { nombre: 'Peña La Cepa', telefono: '611 222 333' },
  fecha_evento: '2027-05-01',
  pais: 'España',
  codigo_postal: '31001',
  origen: 'telefono',
  asignarme: true,
};
const INPUT: PresupuestoInput = {
  lines: [{ cup: 'vasos/280', quantity: 500, print: null }],
  discountPercent: null,
};

test('correcting the request changes no saved quote, nor its PDF', async ({ request }) => {
  const created = await request.post(api.url(apiPaths.peticiones), {
    headers: me.headers,
    data: NUEVA,
  });
  const peticion = ((await jsonOf(created, 201)) as { data: AssignedPeticion }).data;
  const quote = await quotes.saved(request, me.headers, peticion.id, INPUT);
  expect(quote).toMatchObject({ clienteNombre: 'Peña La Cepa', fechaEvento: '2027-05-01' });

  const edit: EditPeticionBody = {
    peticiones: NUEVA.peticiones,
    cliente: { nombre: 'Asociación La Cepa', telefono: '611 222 333' },
    correo: null,
    fecha_evento: '2027-06-19',
    pais: 'España',
    codigo_postal: '31001',
    // Saving the quote moved the request to Presupuestada: the version it has now.
    version: ((await detail(request, me.headers, peticion.id)).peticion as AssignedPeticion)
      .version,
  };
  const edited = await request.post(api.url(apiPaths.editar(peticion.id)), {
    headers: me.headers,
    data: edit,
  });
  expect(edited.status()).toBe(200);

  expect(await jsonOf(await quotes.one(request, me.headers, quote.id), 200)).toEqual({
    data: quote,
  });
  const text = asExtracted(pdfText(await (await quotes.pdf(request, me.headers, quote.id)).body()));
  expect(text).toContain('Peña La Cepa');
  expect(text).toContain('01/05/2027');
  expect(text).not.toContain('Asociación La Cepa');
  expect(text).not.toContain('19/06/2027');
});

test('migration 11 gives each quote saved before it the name and day of its request', async () => {
  test.setTimeout(60_000);
  const empty = await emptyTestDatabase();
  const db = await openDatabase(empty.target);
  try {
    await migrate(
      db,
      migrations.filter((migration) => migration.version < 11),
    );
    const { rows } = await db.query<{ id: number }>(
      `INSERT INTO peticiones (estado, asignado, asignado_at, peticiones, cliente, fecha_evento,
         pais, codigo_postal)
       VALUES ('asignada', 'maria@vasos.test', now(), '"Vasos"',
               '{"nombre": " Ana Ruiz ", "telefono": "600"}', '2027-01-09', 'España', '28013'),
              ('asignada', 'maria@vasos.test', now(), '"Vasos"', NULL, '2027-02-10', 'España',
               '28013')
       RETURNING id`,
    );
    for (const [index, { id }] of rows.entries()) {
      await db.query(
        `INSERT INTO presupuestos (peticion_id, year, sequence, version, autor_uid, precios_del,
           valido_hasta, input, snapshot, ajustes, subtotal_cents, discount_rate, discount_cents,
           base_cents, iva_rate, iva_cents, total_cents)
         VALUES ($1, 2026, $2, 1, 'u1', '2026-11-01', '2026-12-01', '{}', '{}', '{}', 100, 0, 0,
                 100, 2100, 21, 121)`,
        [id, index + 1],
      );
    }
    expect(
      await migrate(
        db,
        migrations.filter((migration) => migration.version <= 11),
      ),
    ).toEqual([11]);
    const copies = await db.query<{ nombre: string | null; fecha: string }>(
      `SELECT cliente_nombre AS nombre, to_char(fecha_evento, 'YYYY-MM-DD') AS fecha
       FROM presupuestos ORDER BY sequence`,
    );
    expect(copies.rows).toEqual([
      { nombre: 'Ana Ruiz', fecha: '2027-01-09' },
      { nombre: null, fecha: '2027-02-10' },
    ]);
  } finally {
    await db.close();
    await empty.dispose();
  }
});
