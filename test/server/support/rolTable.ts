// Which action of contract/permissions.ts each /api/admin route does: one line per route, as the
// routes register it (method and path with its `:params`). Who may call it is the permissions
// table's to say; the role walk (roles.spec.ts) checks every route's declared action against this
// list and every answer against that table, and fails on a registered route missing here, so a new
// route cannot be left out of it (docs/access.md, "Roles").
import {
  ADMIN_PREFIX,
  adminPaths,
  LOGOTIPO_ADMIN_PATH,
  tablaSpec,
  tablaKeys,
  type Action,
} from '../../../contract';

const at = (path: string) => ADMIN_PREFIX + path;

const priceRoutes = tablaKeys.flatMap((key): [string, Action][] => [
  [`GET ${at(adminPaths.tabla(key))}`, 'readPrices'],
  [`POST ${at(adminPaths.tablaUpdate(key))}`, 'editPrices'],
]);

/** `METHOD path` → the action the route does. */
export const ROL_TABLE: Readonly<Record<string, Action>> = {
  [`GET ${at(adminPaths.peticionesSinAsignar)}`]: 'readPeticiones',
  [`GET ${at(adminPaths.peticionesEventos)}`]: 'readPeticiones',
  [`POST ${at(adminPaths.asignar(':id'))}`]: 'takePeticion',
  [`POST ${at(adminPaths.peticiones)}`]: 'createPeticion',
  // Taken requests: the rule on the request itself (the assignee, or an administrator) is walked
  // by requestRules.spec.ts.
  [`GET ${at(adminPaths.peticionesAsignadas)}`]: 'readPipeline',
  [`GET ${at(adminPaths.peticionesAvisos)}`]: 'readPipeline',
  [`GET ${at(adminPaths.peticion(':id'))}`]: 'readPipeline',
  [`POST ${at(adminPaths.etapa(':id'))}`]: 'movePeticion',
  [`POST ${at(adminPaths.liberar(':id'))}`]: 'releasePeticion',
  [`POST ${at(adminPaths.reasignar(':id'))}`]: 'reassignPeticion',
  [`POST ${at(adminPaths.seguimiento(':id'))}`]: 'setFollowUp',
  [`POST ${at(adminPaths.notas(':id'))}`]: 'notePeticion',
  [`POST ${at(adminPaths.editar(':id'))}`]: 'editPeticion',
  [`POST ${at(adminPaths.visto(':id'))}`]: 'seeCustomerMarks',
  [`GET ${at(adminPaths.users)}`]: 'readUsers',
  [`POST ${at(adminPaths.users)}`]: 'addUser',
  [`POST ${at(adminPaths.userAction(':uid', 'desactivar'))}`]: 'deactivateUser',
  [`POST ${at(adminPaths.userAction(':uid', 'reactivar'))}`]: 'reactivateUser',
  [`POST ${at(adminPaths.userRole(':uid'))}`]: 'changeRole',
  ...Object.fromEntries(priceRoutes),
  // A table id nobody knows: reading and writing as for the tables that exist.
  [`GET ${at('/tablas/:table')}`]: 'readPrices',
  [`POST ${at('/tablas/:table/update')}`]: 'editPrices',
  [`GET ${at('/tablas/vasos/:table')}`]: 'readPrices',
  [`POST ${at('/tablas/vasos/:table/update')}`]: 'editPrices',
  [`GET ${at(adminPaths.presupuestos(':id'))}`]: 'readQuotes',
  [`POST ${at(adminPaths.presupuestos(':id'))}`]: 'quotePeticion',
  [`GET ${at(adminPaths.presupuesto(':id'))}`]: 'readQuotes',
  [`GET ${at(adminPaths.presupuestoPdf(':id'))}`]: 'readQuotes',
  [`POST ${at(adminPaths.recalcular(':id'))}`]: 'quotePeticion',
  [`GET ${at(adminPaths.enlace(':id'))}`]: 'readQuotes',
  [`POST ${at(adminPaths.enlace(':id'))}`]: 'shareQuote',
  [`POST ${at(adminPaths.revocarEnlace(':id'))}`]: 'shareQuote',
  [`GET ${at(adminPaths.archivos(':id'))}`]: 'readArchivos',
  [`GET ${at(adminPaths.archivo(':id', ':archivoId'))}`]: 'readArchivos',
  [`POST ${at(adminPaths.bocetos(':id'))}`]: 'uploadBoceto',
  [`GET ${at(adminPaths.ajustes)}`]: 'readAjustes',
  [`POST ${at(adminPaths.ajustes)}`]: 'editAjustes',
  [`GET ${at(LOGOTIPO_ADMIN_PATH)}`]: 'readAjustes',
  [`POST ${at(LOGOTIPO_ADMIN_PATH)}`]: 'editAjustes',
  [`POST ${at(`${LOGOTIPO_ADMIN_PATH}/quitar`)}`]: 'editAjustes',
  // Without readFullAuditLog, without the entries about accounts and customers' data
  // (auditoria.spec.ts).
  [`GET ${at(adminPaths.auditoria)}`]: 'readAuditLog',
  [`POST ${at(adminPaths.clientesExportar)}`]: 'exportCustomerData',
  [`POST ${at(adminPaths.clientesSuprimir)}`]: 'eraseCustomerData',
  [`GET ${at(adminPaths.search)}`]: 'search',
  [`GET ${at(adminPaths.informes)}`]: 'readInformes',
  [`GET ${at(adminPaths.clientes)}`]: 'readClientes',
  [`GET ${at(adminPaths.cliente(':id'))}`]: 'readClientes',
};

/** What a walk fills the `:params` in with: things that exist, so the call could succeed. */
export type RouteTargets = { peticionId: number; uid: string; newEmail: string };

/** A body under which the call would succeed (the caller alone can be at fault). */
function bodyOf(method: string, url: string, targets: RouteTargets): object | undefined {
  if (method !== 'POST') return undefined;
  if (url === at(adminPaths.users)) return { email: targets.newEmail, password: 'secreto1' };
  if (url === at(adminPaths.userRole(':uid'))) return { rol: 'personal' };
  const key = tablaKeys.find((candidate) => url === at(adminPaths.tablaUpdate(candidate)));
  if (key) {
    const field = tablaSpec(key).fields.find((candidate) => candidate.editable);
    return { id: 1, [field!.field]: 1 };
  }
  if (url === at(adminPaths.asignar(':id'))) return {};
  // Left unassigned: the walk's other calls find the list as they expect it.
  if (url === at(adminPaths.peticiones)) {
    return {
      peticiones: 'Vasos',
      fecha_evento: '2027-06-12',
      pais: 'España',
      codigo_postal: '28013',
      origen: 'telefono',
      asignarme: false,
    };
  }
  // A number no request has: the walk erases nothing another check reads.
  if (url === at(adminPaths.clientesExportar) || url === at(adminPaths.clientesSuprimir))
    return { telefono: '+34 699 000 000' };
  return undefined;
}

/** The concrete call of a route, its `:params` filled in. */
export function callOf(method: string, url: string, targets: RouteTargets) {
  const path = url
    .replace(':id', String(targets.peticionId))
    .replace(':uid', encodeURIComponent(targets.uid))
    .replace(':table', 'no_existe');
  return { method, path, body: bodyOf(method, url, targets) };
}
