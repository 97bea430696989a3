// Taken requests, their detail and the staff list, as the API answers them, for the board's and
// the dialog's UI tests. Today is fixed (only the clock is faked: timers run as usual).
import {
  apiPaths,
  type AssignedPeticion,
  type AuditAction,
  type AuditChangeOf,
  type AuditEntry,
  type Nota,
  type OtraPeticion,
  type PeticionDetail,
  type PeticionesAvisos,
  type StaffUsuario,
} from '../../contract';
import { fakeClock } from './fakeClock';
import { DEMO_USER } from './fakeFirebase';
import { stubShowModal } from './jsdomDialogs';
import { apiUrl, http, HttpResponse, noUnassignedPeticiones, server } from './server';
import { cardOf } from './tableroCard';

export const ME = DEMO_USER.email;
export const COLLEAGUE = 'maria@vasos.test';

/** Friday 20 November 2026, 10:00 on the test's clock (west of UTC: see jest.config.ts). */
export const TODAY = '2026-11-20';

export function fixToday() {
  fakeClock({ now: new Date(2026, 10, 20, 10, 0, 0) });
}

export function taken(id: number, overrides: Partial<AssignedPeticion> = {}): AssignedPeticion {
  return {
    id,
    estado: 'asignada',
    asignado: ME,
    asignadoAt: '2026-11-10T09:00:00.000Z',
    version: 1,
    perdida: null,
    proximoSeguimiento: null,
    ultimoPresupuesto: null,
    clienteAcepto: false,
    mensajesCliente: 0,
    peticiones: [`Vasos para la petición ${id}`, 'Pinzas'],
    cliente: { nombre: `Cliente ${id}`, telefono: '600 000 000' },
    fecha_evento: '2026-12-05',
    pais: 'España',
    codigo_postal: '28013',
    correo: null,
    origen: 'web',
    createdAt: '2026-11-02T10:30:00.000Z',
    ...overrides,
  };
}

/**
 * The taken requests' list, answering `rows` as the API sends them, with only what their cards
 * show (what the test changes later is read each time).
 */
export function serveTaken(rows: () => readonly AssignedPeticion[], position = 0) {
  let calls = 0;
  server.use(
    http.get(apiUrl(apiPaths.peticionesAsignadas), () => {
      calls++;
      return HttpResponse.json({ data: rows().map(cardOf), position });
    }),
  );
  return { calls: () => calls };
}

/**
 * The sidebar's counts as the API answers them (what the test changes later is read each time),
 * and the days they were asked for.
 */
export function serveAvisos(avisos: () => PeticionesAvisos, position: () => number = () => 0) {
  const asked: (string | null)[] = [];
  server.use(
    http.get(apiUrl(apiPaths.peticionesAvisos), ({ request }) => {
      asked.push(new URL(request.url).searchParams.get('hoy'));
      // The feed's position now, as the API reads it with the counts: a fixed one would have the
      // tab apply the same changes again over each answer, and count again without end.
      return HttpResponse.json({ data: avisos(), position: position() });
    }),
  );
  return { calls: () => asked.length, asked };
}

export function nota(id: number, texto: string, email = COLLEAGUE): Nota {
  return {
    id,
    texto,
    deCliente: false,
    autor: { uid: `uid-${email}`, email },
    at: '2026-11-19T16:05:00.000Z',
  };
}

/** An entry as the API writes it: its changes only as the contract names its action's. */
export function entry<A extends AuditAction>(
  id: number,
  action: A,
  changes: AuditChangeOf<A>[] = [],
  overrides: Partial<Pick<AuditEntry, 'actor' | 'at' | 'tabla' | 'target'>> = {},
): AuditEntry {
  return {
    id,
    at: '2026-11-18T08:30:00.000Z',
    actor: { uid: 'uid-admin', email: ME },
    action,
    tabla: null,
    target: '1',
    changes,
    ...overrides,
  };
}

export function otra(id: number, overrides: Partial<OtraPeticion> = {}): OtraPeticion {
  return {
    id,
    estado: 'nueva',
    asignado: false,
    fecha_evento: '2026-06-01',
    createdAt: '2026-05-01T10:00:00.000Z',
    ...overrides,
  };
}

/** `GET …/peticiones/{id}`, answering each request's detail as `detail(id)` gives it now. */
export function serveDetail(detail: (id: number) => Partial<PeticionDetail> | undefined) {
  const calls: number[] = [];
  server.use(
    // Also matches the lists' paths (sinasignar, asignadas, eventos): those go on to their own.
    http.get(apiUrl('/api/admin/peticiones/:id'), ({ params }) => {
      if (!/^\d+$/.test(String(params.id))) return undefined;
      const id = Number(params.id);
      calls.push(id);
      const found = detail(id);
      if (!found?.peticion) return HttpResponse.json({ error: 'Not found' }, { status: 404 });
      return HttpResponse.json({
        data: {
          notas: [],
          masNotas: false,
          actividad: [],
          masActividad: false,
          otras: [],
          ...found,
        },
      });
    }),
  );
  return { calls };
}

export const STAFF: StaffUsuario[] = [
  { email: ME, uid: 'uid-admin', staff: true, disabled: false },
  { email: COLLEAGUE, uid: 'uid-maria', staff: true, disabled: false },
  { email: 'carlos@vasos.test', uid: 'uid-carlos', staff: true, disabled: true },
  { email: 'cliente@example.com', uid: 'uid-x', staff: false, disabled: false },
];

export function serveStaff(users: StaffUsuario[] = STAFF) {
  server.use(http.get(apiUrl(apiPaths.users), () => HttpResponse.json(users)));
}

/**
 * The board's tests, set up alike (call at a test file's top level): dialogs in jsdom, today
 * fixed, nobody's requests none, no request's detail, and the staff list (the dialog a card opens
 * offers a hand-over to colleagues); the real clock back after each test.
 */
export function setUpBoardTests() {
  beforeAll(stubShowModal);
  beforeEach(() => {
    fixToday();
    server.use(noUnassignedPeticiones);
    serveDetail(() => undefined);
    serveStaff();
  });
  afterEach(() => jest.useRealTimers());
}
