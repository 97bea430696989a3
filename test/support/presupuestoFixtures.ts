// A taken request, its quotes and the price tables they are priced from, on the fake network.
import {
  apiPaths,
  formatPresupuestoNumber,
  pricePresupuesto,
  type AssignedPeticion,
  type Presupuesto,
  type PresupuestoInput,
} from '../../contract';
import { DEMO_USER } from './fakeFirebase';
import { serveTable } from './preciosFixtures';
import { TABLES } from './presupuestoTablas';
import { apiUrl, http, HttpResponse, server } from './server';

/** A request taken by the signed-in person (DEMO_USER). */
export const MY_REQUEST: AssignedPeticion = {
  id: 42,
  estado: 'asignada',
  asignado: DEMO_USER.email!,
  peticiones: ['500 vasos de 200 con logo'],
  cliente: { nombre: 'Ana García', telefono: '600 12 34 56', email: 'ana@example.com' },
  fecha_evento: '2026-12-05',
  pais: 'España',
  codigo_postal: '28013',
  correo: null,
  origen: 'web',
  createdAt: '2026-11-20T10:00:00.000Z',
  asignadoAt: '2026-11-21T09:00:00.000Z',
  version: 2,
  perdida: null,
  proximoSeguimiento: null,
  ultimoPresupuesto: null,
  clienteAcepto: false,
  mensajesCliente: 0,
};

export const PRESUPUESTO_PAGE = `/mis-peticiones/${MY_REQUEST.id}/presupuesto`;
export const savedPresupuestoPage = (presupuesto: Pick<Presupuesto, 'id' | 'peticionId'>) =>
  `/mis-peticiones/${presupuesto.peticionId}/presupuestos/${presupuesto.id}`;

/** GET of the request answers its detail, with no notes, activity or other requests. */
export function serveRequest(peticion: AssignedPeticion = MY_REQUEST) {
  server.use(
    http.get(apiUrl(apiPaths.peticion(peticion.id)), () =>
      HttpResponse.json({
        data: {
          peticion,
          notas: [],
          masNotas: false,
          actividad: [],
          masActividad: false,
          otras: [],
        },
      }),
    ),
  );
}

/** Every table of presupuestoTablas.ts, each answering its rows (`tables` may change some). */
export function servePresupuestoTablas(tables = TABLES) {
  for (const [key, rows] of Object.entries(tables)) serveTable(key, [...(rows ?? [])]);
}

/** A quote as the API stores it: priced by the real pricePresupuesto from `tables`. */
export function storedPresupuesto(
  input: PresupuestoInput,
  {
    id = 7,
    sequence = 7,
    version = 1,
    tables = TABLES,
    ivaPercent = 21,
    peticionId = MY_REQUEST.id,
  }: {
    id?: number;
    sequence?: number;
    version?: number;
    tables?: typeof TABLES;
    ivaPercent?: number;
    peticionId?: number;
  } = {},
): Presupuesto {
  const pricing = pricePresupuesto(input, tables, { ivaPercent });
  if (!pricing.ok) throw new Error(`Not a quote: ${JSON.stringify(pricing.problems)}`);
  return {
    id,
    peticionId,
    year: 2026,
    sequence,
    version,
    numero: formatPresupuestoNumber({ year: 2026, sequence, version }),
    autor: { uid: DEMO_USER.id, email: DEMO_USER.email },
    createdAt: '2026-11-25T10:00:00.000Z',
    preciosDel: '2026-11-25',
    validoHasta: '2026-12-25',
    // The quote's copy of its request's, as it was when saved.
    clienteNombre: 'Ana García',
    fechaEvento: MY_REQUEST.fecha_evento,
    input,
    snapshot: pricing.snapshot,
    totals: pricing.totals,
  };
}

/** GET of one quote, and of its customer's link (none made yet). */
export function servePresupuesto(presupuesto: Presupuesto) {
  server.use(
    http.get(apiUrl(apiPaths.presupuesto(presupuesto.id)), () =>
      HttpResponse.json({ data: presupuesto }),
    ),
    http.get(apiUrl(apiPaths.enlace(presupuesto.id)), () =>
      HttpResponse.json({ data: { activo: false, caduca: null } }),
    ),
  );
}

/** A request's quotes, newest first. */
export function servePresupuestoList(peticionId: number, presupuestos: Presupuesto[]) {
  server.use(
    http.get(apiUrl(apiPaths.presupuestos(peticionId)), () =>
      HttpResponse.json({ data: presupuestos }),
    ),
  );
}

export const createPresupuestoUrl = (peticionId = MY_REQUEST.id) =>
  apiUrl(apiPaths.presupuestos(peticionId));
