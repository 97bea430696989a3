// What each role may call: one line per /api/admin route, as the routes register it (method and
// path with its `:params`). The role walk (roles.spec.ts) fails on a registered route missing
// here, so a new route cannot be left out of it (docs/access.md, "Roles").
import {
  ADMIN_PREFIX,
  adminPaths,
  priceTable,
  priceTableKeys,
  type AccessRule,
} from '../../../contract';

const at = (path: string) => ADMIN_PREFIX + path;

const priceRoutes = priceTableKeys.flatMap((key): [string, AccessRule][] => [
  [`GET ${at(adminPaths.tabla(key))}`, 'staff'],
  [`POST ${at(adminPaths.tablaUpdate(key))}`, 'admin'],
]);

/** `METHOD path` → who may call it: `staff` every staff account, `admin` administrators only. */
export const ROLE_TABLE: Readonly<Record<string, AccessRule>> = {
  [`GET ${at(adminPaths.peticionesSinAsignar)}`]: 'staff',
  [`GET ${at(adminPaths.peticionesEventos)}`]: 'staff',
  [`POST ${at(adminPaths.asignar(':id'))}`]: 'staff',
  // Taken requests: any staff; giving back or handing over someone else's is for administrators,
  // a rule about the data that the route applies itself (pipelineHandover.spec.ts).
  [`GET ${at(adminPaths.peticionesAsignadas)}`]: 'staff',
  [`GET ${at(adminPaths.peticion(':id'))}`]: 'staff',
  [`POST ${at(adminPaths.etapa(':id'))}`]: 'staff',
  [`POST ${at(adminPaths.liberar(':id'))}`]: 'staff',
  [`POST ${at(adminPaths.reasignar(':id'))}`]: 'staff',
  [`POST ${at(adminPaths.seguimiento(':id'))}`]: 'staff',
  [`POST ${at(adminPaths.notas(':id'))}`]: 'staff',
  [`GET ${at(adminPaths.users)}`]: 'staff',
  [`POST ${at(adminPaths.users)}`]: 'admin',
  [`POST ${at(adminPaths.userAction(':uid', 'desactivar'))}`]: 'admin',
  [`POST ${at(adminPaths.userAction(':uid', 'reactivar'))}`]: 'admin',
  [`POST ${at(adminPaths.userRole(':uid'))}`]: 'admin',
  ...Object.fromEntries(priceRoutes),
  // A table id nobody knows: reading stays open to staff, writing to administrators.
  [`GET ${at('/tablas/:table')}`]: 'staff',
  [`POST ${at('/tablas/:table/update')}`]: 'admin',
  [`GET ${at('/tablas/vasos/:table')}`]: 'staff',
  [`POST ${at('/tablas/vasos/:table/update')}`]: 'admin',
  // Quotes: any staff; the settings they carry are changed by administrators only.
  [`GET ${at(adminPaths.presupuestos(':id'))}`]: 'staff',
  [`POST ${at(adminPaths.presupuestos(':id'))}`]: 'staff',
  [`GET ${at(adminPaths.presupuesto(':id'))}`]: 'staff',
  [`GET ${at(adminPaths.presupuestoPdf(':id'))}`]: 'staff',
  [`POST ${at(adminPaths.recalcular(':id'))}`]: 'staff',
  [`GET ${at(adminPaths.ajustes)}`]: 'staff',
  [`POST ${at(adminPaths.ajustes)}`]: 'admin',
  // Personal get it without the entries about accounts and customers' data (auditoria.spec.ts).
  [`GET ${at(adminPaths.auditoria)}`]: 'staff',
  // Customers' data: administrators only.
  [`POST ${at(adminPaths.clientesExportar)}`]: 'admin',
  [`POST ${at(adminPaths.clientesSuprimir)}`]: 'admin',
};

/** What a walk fills the `:params` in with: things that exist, so the call could succeed. */
export type RouteTargets = { peticionId: number; uid: string; newEmail: string };

/** A body under which the call would succeed (the caller alone can be at fault). */
function bodyOf(method: string, url: string, targets: RouteTargets): object | undefined {
  if (method !== 'POST') return undefined;
  if (url === at(adminPaths.users)) return { email: targets.newEmail, password: 'secreto1' };
  if (url === at(adminPaths.userRole(':uid'))) return { rol: 'personal' };
  const key = priceTableKeys.find((candidate) => url === at(adminPaths.tablaUpdate(candidate)));
  if (key) {
    const field = priceTable(key).fields.find((candidate) => candidate.editable);
    return { id: 1, [field!.field]: 1 };
  }
  if (url === at(adminPaths.asignar(':id'))) return {};
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
