// Where each call of the API lives. The server registers the relative paths under ADMIN_PREFIX with
// `:name` placeholders; a client calls the full paths with real, encoded values.
import type { TablaKey } from './tablas';
import type { UsuarioAction } from './usuarios';

/** Every call of the dashboard lives under this prefix, behind the staff guard. */
export const ADMIN_PREFIX = '/api/admin';

/** The public order form's call (POST, no token): a customer's new request. */
export const PUBLIC_PETICIONES_PATH = '/api/peticiones';

/** Paths under ADMIN_PREFIX. Parameters are put in as given: encode them first, or pass `:name`. */
export const adminPaths = {
  peticionesSinAsignar: '/peticiones/sinasignar',
  /** Server-sent events: every change of the requests (see peticionEvents.ts). */
  peticionesEventos: '/peticiones/eventos',
  /** POST: a request staff type in from another channel (the phone, WhatsApp…). */
  peticiones: '/peticiones',
  /** POST: a taken request's details corrected, with the version the editor saw. */
  editar: (id: string) => `/peticiones/${id}/editar`,
  asignar: (id: string) => `/peticiones/${id}/asignar`,
  /** Every taken request (any stage), for the board (see peticionesAsignadas.ts). */
  peticionesAsignadas: '/peticiones/asignadas',
  /** GET `?hoy=`: the sidebar's counts of the signed-in person's taken requests (no list). */
  peticionesAvisos: '/peticiones/asignadas/avisos',
  /** One request with its notes, activity and the customer's other requests. */
  peticion: (id: string) => `/peticiones/${id}`,
  etapa: (id: string) => `/peticiones/${id}/etapa`,
  liberar: (id: string) => `/peticiones/${id}/liberar`,
  reasignar: (id: string) => `/peticiones/${id}/reasignar`,
  notas: (id: string) => `/peticiones/${id}/notas`,
  /** POST: its assignee has seen what the customer did (the card's marks go). */
  visto: (id: string) => `/peticiones/${id}/visto`,
  seguimiento: (id: string) => `/peticiones/${id}/seguimiento`,
  /** A request's files (GET: the list), one file's bytes, and a new version of its proof (POST). */
  archivos: (id: string) => `/peticiones/${id}/archivos`,
  archivo: (id: string, archivoId: string) => `/peticiones/${id}/archivos/${archivoId}`,
  bocetos: (id: string) => `/peticiones/${id}/bocetos`,
  /** A request's quotes (GET, newest first) and a new one (POST). */
  presupuestos: (id: string) => `/peticiones/${id}/presupuestos`,
  presupuesto: (id: string) => `/presupuestos/${id}`,
  /** The quote as the customer receives it: application/pdf. */
  presupuestoPdf: (id: string) => `/presupuestos/${id}/pdf`,
  /** POST: the same quote priced with today's tables, saved as its next version. */
  recalcular: (id: string) => `/presupuestos/${id}/recalcular`,
  /** The customer's link to the quote's request: GET whether it has one, POST a new one. */
  enlace: (id: string) => `/presupuestos/${id}/enlace`,
  /** POST: every link of the quote's request stops opening. */
  revocarEnlace: (id: string) => `/presupuestos/${id}/enlace/revocar`,
  ajustes: '/ajustes',
  /** A customer's data by phone number (in the body): everything stored (POST), or erased. */
  /** GET: the customers, a window at a time (see clientes.ts); one customer by any request id. */
  clientes: '/clientes',
  cliente: (id: string) => `/clientes/${id}`,
  clientesExportar: '/clientes/exportar',
  clientesSuprimir: '/clientes/suprimir',
  users: '/firebase/users',
  userAction: (uid: string, action: UsuarioAction) => `/firebase/users/${uid}/${action}`,
  userRole: (uid: string) => `/firebase/users/${uid}/rol`,
  tabla: (key: TablaKey) => `/tablas/${key}`,
  tablaUpdate: (key: TablaKey) => `/tablas/${key}/update`,
  auditoria: '/auditoria',
  /** GET `?q=`: requests, customers and quotes the text finds (see search.ts). */
  search: '/search',
  /** GET `?desde=&hasta=&usuario=&origen=`: the figures of a period (see informes.ts). */
  informes: '/informes',
} as const;

const segment = (value: string | number) => encodeURIComponent(String(value));

/** Full paths for a client. */
export const apiPaths = {
  peticionesSinAsignar: ADMIN_PREFIX + adminPaths.peticionesSinAsignar,
  peticionesEventos: ADMIN_PREFIX + adminPaths.peticionesEventos,
  peticiones: ADMIN_PREFIX + adminPaths.peticiones,
  editar: (id: string | number) => ADMIN_PREFIX + adminPaths.editar(segment(id)),
  asignar: (id: string | number) => ADMIN_PREFIX + adminPaths.asignar(segment(id)),
  peticionesAsignadas: ADMIN_PREFIX + adminPaths.peticionesAsignadas,
  peticionesAvisos: ADMIN_PREFIX + adminPaths.peticionesAvisos,
  peticion: (id: string | number) => ADMIN_PREFIX + adminPaths.peticion(segment(id)),
  etapa: (id: string | number) => ADMIN_PREFIX + adminPaths.etapa(segment(id)),
  liberar: (id: string | number) => ADMIN_PREFIX + adminPaths.liberar(segment(id)),
  reasignar: (id: string | number) => ADMIN_PREFIX + adminPaths.reasignar(segment(id)),
  notas: (id: string | number) => ADMIN_PREFIX + adminPaths.notas(segment(id)),
  visto: (id: string | number) => ADMIN_PREFIX + adminPaths.visto(segment(id)),
  seguimiento: (id: string | number) => ADMIN_PREFIX + adminPaths.seguimiento(segment(id)),
  archivos: (id: string | number) => ADMIN_PREFIX + adminPaths.archivos(segment(id)),
  archivo: (id: string | number, archivoId: string | number) =>
    ADMIN_PREFIX + adminPaths.archivo(segment(id), segment(archivoId)),
  bocetos: (id: string | number) => ADMIN_PREFIX + adminPaths.bocetos(segment(id)),
  presupuestos: (id: string | number) => ADMIN_PREFIX + adminPaths.presupuestos(segment(id)),
  presupuesto: (id: string | number) => ADMIN_PREFIX + adminPaths.presupuesto(segment(id)),
  presupuestoPdf: (id: string | number) => ADMIN_PREFIX + adminPaths.presupuestoPdf(segment(id)),
  recalcular: (id: string | number) => ADMIN_PREFIX + adminPaths.recalcular(segment(id)),
  enlace: (id: string | number) => ADMIN_PREFIX + adminPaths.enlace(segment(id)),
  revocarEnlace: (id: string | number) => ADMIN_PREFIX + adminPaths.revocarEnlace(segment(id)),
  ajustes: ADMIN_PREFIX + adminPaths.ajustes,
  clientes: ADMIN_PREFIX + adminPaths.clientes,
  cliente: (id: string | number) => ADMIN_PREFIX + adminPaths.cliente(segment(id)),
  clientesExportar: ADMIN_PREFIX + adminPaths.clientesExportar,
  clientesSuprimir: ADMIN_PREFIX + adminPaths.clientesSuprimir,
  users: ADMIN_PREFIX + adminPaths.users,
  userAction: (uid: string, action: UsuarioAction) =>
    ADMIN_PREFIX + adminPaths.userAction(segment(uid), action),
  userRole: (uid: string) => ADMIN_PREFIX + adminPaths.userRole(segment(uid)),
  tabla: (key: TablaKey) => ADMIN_PREFIX + adminPaths.tabla(key),
  tablaUpdate: (key: TablaKey) => ADMIN_PREFIX + adminPaths.tablaUpdate(key),
  auditoria: ADMIN_PREFIX + adminPaths.auditoria,
  search: ADMIN_PREFIX + adminPaths.search,
  informes: ADMIN_PREFIX + adminPaths.informes,
} as const;
