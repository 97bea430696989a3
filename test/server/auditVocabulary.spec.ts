import { expect, test, type APIRequestContext } from '@playwright/test';
import {
  AUDIT_ACTIONS,
  AUDIT_FIELDS,
  apiPaths,
  LOGOTIPO_API_PATH,
  editableFields,
  publicEnlacePaths,
  tablaKeys,
  type Ajustes,
  type AssignedPeticion,
  type AuditEntry,
  type NuevoEnlace,
  type PublicEnlace,
  type Peticion,
  type PriceRow,
  type Presupuesto,
  type StaffUsuario,
} from '../../contract';
import { buildApp } from '../../server/app';
import { approveProof } from '../../server/db/archivos/proofApproval';
import { askProofChanges } from '../../server/db/enlaces/enlaceArchivos';
import type { Database } from '../../server/db/engine/open';
import { AUDIT_ENTRY_COLUMNS } from '../../server/db/audit';
import { runRetention } from '../../server/retention/runRetention';
import { activityText, UNKNOWN_ACTIVITY } from '../../src/features/misPeticiones/activity';
import { fakeTokens, fakeUsers, goodAuth } from '../support/stack/fakeServerAuth';
import { freshTestDatabase } from '../support/testDatabase';
import { pngFile } from '../support/archivoFixtures';
import { TEN_LINES } from '../support/tenLinePresupuesto';
import { archivoCalls } from './support/archivoCalls';

// Every write of the API, made once, then every entry it left in the audit log read back: each
// action and field must be one the contract names (contract/audit.ts, AUDIT_FIELDS), and so one
// the dashboard has words for (docs/messages.md, "Actividad"). Its Actividad once said
// `Quitó el próximo seguimiento` for a follow-up set, and `Cambio` for a quote: it read names the
// API never wrote.

const COLLEAGUE: StaffUsuario = {
  email: 'maria@vasos.test',
  uid: 'uid-maria',
  staff: true,
  disabled: false,
  rol: 'personal',
};

test('every action and field the API writes to the audit log is the contract’s, each written by some write, and the dashboard tells each', async ({
  request,
}) => {
  test.setTimeout(120_000);
  const db = await freshTestDatabase();
  const app = await buildApp({
    db,
    tokens: fakeTokens,
    users: fakeUsers([COLLEAGUE]),
    corsOrigins: [],
  });
  try {
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    await everyWrite(request, (path) => `${base}${path}`, db);
    await runRetention(db, new Date());

    const { rows } = await db.query<AuditEntry>(
      `SELECT ${AUDIT_ENTRY_COLUMNS} FROM audit_log ORDER BY id`,
    );
    const written = new Map<string, Set<string>>();
    for (const entry of rows) {
      const label = `${entry.action} #${entry.id}`;
      expect(AUDIT_ACTIONS, label).toContain(entry.action);
      const fields = written.get(entry.action) ?? new Set<string>();
      for (const { field } of entry.changes) {
        expect(AUDIT_FIELDS[entry.action] as readonly string[], label).toContain(field);
        fields.add(field);
      }
      written.set(entry.action, fields);
      expect(activityText(entry), label).not.toBe(UNKNOWN_ACTIVITY);
    }
    // Nothing the contract lists is a name no write uses (the dashboard would wait for it).
    expect([...written.keys()].sort()).toEqual([...AUDIT_ACTIONS].sort());
    for (const action of AUDIT_ACTIONS) {
      expect([...written.get(action)!].sort(), action).toEqual([...AUDIT_FIELDS[action]].sort());
    }
  } finally {
    await app.close();
    await db.close();
  }
});

/** Each write of the API, succeeding, as an administrator: every kind of audit entry. */
async function everyWrite(request: APIRequestContext, url: (path: string) => string, db: Database) {
  const post = async <T>(path: string, data?: unknown, status = 200): Promise<T> => {
    const response = await request.post(url(path), { headers: goodAuth, data });
    expect(response.status(), `${path}: ${await response.text()}`).toBe(status);
    return ((await response.json()) as { data: T }).data;
  };
  const get = async <T>(path: string): Promise<T> =>
    ((await (await request.get(url(path), { headers: goodAuth })).json()) as { data: T }).data;

  // A request's way: taken, followed up, noted, quoted (which moves it), lost, reopened, handed.
  const unassigned = await get<Peticion[]>(apiPaths.peticionesSinAsignar);
  const withPhone = unassigned.find((each) => each.cliente?.telefono);
  let peticion = await post<AssignedPeticion>(apiPaths.asignar(withPhone!.id), {});
  const { id } = peticion;
  const write = async (path: string, data: object) =>
    (peticion = await post<AssignedPeticion>(path, { ...data, version: peticion.version }));
  await write(apiPaths.seguimiento(id), { fecha: '2027-01-15' });
  await write(apiPaths.seguimiento(id), { fecha: null });
  await post(apiPaths.notas(id), { texto: 'Llamar el lunes' }, 201);
  const quote = await post<Presupuesto>(apiPaths.presupuestos(id), TEN_LINES, 201);
  // A price the quote sells at changes, so pricing it again saves a new version.
  const [cupRow] = await get<PriceRow[]>(apiPaths.tabla('vasos/200'));
  const euro = Math.round((cupRow!.Euro! + 0.01) * 1000) / 1000;
  await post(apiPaths.tablaUpdate('vasos/200'), { id: cupRow!.id, Euro: euro });
  await post(apiPaths.recalcular(quote.id), undefined, 201);
  peticion = (await get<{ peticion: AssignedPeticion }>(apiPaths.peticion(id))).peticion;
  await write(apiPaths.etapa(id), { etapa: 'aceptada' });
  await write(apiPaths.etapa(id), { etapa: 'perdida', motivo: 'otro', texto: 'Otra imprenta' });
  await write(apiPaths.etapa(id), { etapa: 'aceptada' });
  await write(apiPaths.reasignar(id), { asignado: COLLEAGUE.email });
  await write(apiPaths.liberar(id), {});

  // A request typed in and taken at once, then every detail of it corrected.
  const typed = await post<AssignedPeticion>(
    apiPaths.peticiones,
    {
      peticiones: ['Vasos de sidra'],
      cliente: { nombre: 'Peña La Cepa', telefono: '611 222 333' },
      fecha_evento: '2027-05-01',
      pais: 'España',
      codigo_postal: '31001',
      origen: 'whatsapp',
      asignarme: true,
    },
    201,
  );
  await post(apiPaths.editar(typed.id), {
    peticiones: ['Vasos de sidra', 'Pinzas'],
    cliente: { nombre: 'Peña La Cepa de Olite', telefono: '611 222 334' },
    correo: 'cepa@example.com',
    fecha_evento: '2027-05-02',
    pais: 'Francia',
    codigo_postal: '64100',
    version: typed.version,
  });

  // Its customer's link: made, the quote accepted through it, then revoked.
  const typedQuote = await post<Presupuesto>(apiPaths.presupuestos(typed.id), TEN_LINES, 201);
  const { token } = await post<NuevoEnlace>(apiPaths.enlace(typedQuote.id), undefined, 201);
  const page = (
    (await (await request.get(url(publicEnlacePaths.enlace(token)))).json()) as {
      data: PublicEnlace;
    }
  ).data;
  const accepted = await request.post(url(publicEnlacePaths.aceptar(token)), {
    data: { nombre: 'Ana Gil', huella: page.huella, acepto: true },
  });
  expect(accepted.status(), await accepted.text()).toBe(200);
  // A message through it (`Pedir cambios`), then its assignee opening the request.
  const cambios = await request.post(url(publicEnlacePaths.cambios(token)), {
    data: { mensaje: '¿Podría ser en azul?' },
  });
  expect(cambios.status(), await cambios.text()).toBe(201);
  await post(apiPaths.visto(typed.id));
  await post(apiPaths.revocarEnlace(typedQuote.id));

  // Its design proof: uploaded, approved by the customer (as their link does), a second version
  // the customer asks changes to, and the request, accepted above through the link, moved into production past it with an
  // administrator's reason.
  const upload = async () =>
    expect(
      (
        await archivoCalls({ url }).upload(request, goodAuth, typed.id, 'b.png', pngFile())
      ).status(),
    ).toBe(201);
  await upload();
  await approveProof(db, typed.id, 1, {
    ip: '203.0.113.7',
    userAgent: 'Chrome',
    nombre: 'Ana Gil',
  });
  await upload();
  await askProofChanges(db, typed.id, 2, 'El logotipo más grande');
  const way = (await get<{ peticion: AssignedPeticion }>(apiPaths.peticion(typed.id))).peticion;
  await post(apiPaths.etapa(typed.id), {
    etapa: 'en_produccion',
    version: way.version,
    override: 'Aprobado por teléfono',
  });

  // Every editable field of every price table, once.
  for (const key of tablaKeys) {
    const [row] = await get<PriceRow[]>(apiPaths.tabla(key));
    // A whole number, never the value it had: no decimals a price cannot hold.
    const changed = editableFields(key).map((field) => [field, Math.floor(row![field]!) + 1]);
    await post(apiPaths.tablaUpdate(key), { id: row!.id, ...Object.fromEntries(changed) });
  }

  // Every field of the settings.
  const ajustes = await get<Ajustes>(apiPaths.ajustes);
  const other = <T>(value: T, one: T, another: T) => (value === one ? another : one);
  await post(apiPaths.ajustes, {
    nombreComercial: other(ajustes.nombreComercial, 'Vasos S.L.', 'Vasos S.A.'),
    nif: other(ajustes.nif, 'B12345678', 'B87654321'),
    direccion: other(ajustes.direccion, 'Calle Mayor 1', 'Calle Mayor 2'),
    telefono: other(ajustes.telefono, '+34 912 345 678', '+34 912 345 679'),
    correo: other(ajustes.correo, 'hola@vasos.test', 'adios@vasos.test'),
    ivaPercent: other(ajustes.ivaPercent, 21, 10),
    validezDias: other(ajustes.validezDias, 30, 31),
    conservarCerradasMeses: other(ajustes.conservarCerradasMeses, 24, 25),
    conservarSinAsignarMeses: other(ajustes.conservarSinAsignarMeses, 12, 13),
    zonaHoraria: other(ajustes.zonaHoraria, 'Europe/Madrid', 'Atlantic/Canary'),
    condiciones: other(ajustes.condiciones, 'Pago al encargar.', 'Pago a la entrega.'),
  });
  // The logo, sent on its own route (its bytes, not JSON).
  const logo = await request.post(url(LOGOTIPO_API_PATH), {
    headers: { ...goodAuth, 'Content-Type': 'application/octet-stream' },
    data: pngFile(),
  });
  expect(logo.status(), await logo.text()).toBe(200);

  // Accounts.
  const created = await request.post(url(apiPaths.users), {
    headers: goodAuth,
    data: { email: 'nueva@vasos.test', password: 'secreto1' },
  });
  expect(created.status()).toBe(201);
  const account = (await created.json()) as StaffUsuario;
  await post(apiPaths.userAction(account.uid, 'desactivar'));
  await post(apiPaths.userAction(account.uid, 'reactivar'));
  await post(apiPaths.userRole(account.uid), { rol: 'administrador' });

  // A customer's data, exported then erased.
  const telefono = peticion.cliente?.telefono;
  expect(telefono, 'the request taken has a phone').toBeTruthy();
  await post(apiPaths.clientesExportar, { telefono });
  await post(apiPaths.clientesSuprimir, { telefono });
}
