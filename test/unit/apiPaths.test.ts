import {
  ADMIN_PREFIX,
  adminPaths,
  apiPaths,
  PUBLIC_PETICIONES_PATH,
} from '../../contract/apiPaths';

describe('where each call of the API lives (docs/api.md)', () => {
  it('the public order form posts to /api/peticiones, every other call is under /api/admin', () => {
    expect(PUBLIC_PETICIONES_PATH).toBe('/api/peticiones');
    expect(ADMIN_PREFIX).toBe('/api/admin');
  });

  it.each([
    [apiPaths.peticionesSinAsignar, '/api/admin/peticiones/sinasignar'],
    [apiPaths.peticionesEventos, '/api/admin/peticiones/eventos'],
    [apiPaths.peticionesAsignadas, '/api/admin/peticiones/asignadas'],
    [apiPaths.peticiones, '/api/admin/peticiones'],
    [apiPaths.editar(7), '/api/admin/peticiones/7/editar'],
    [apiPaths.asignar(7), '/api/admin/peticiones/7/asignar'],
    [apiPaths.peticion(7), '/api/admin/peticiones/7'],
    [apiPaths.etapa(7), '/api/admin/peticiones/7/etapa'],
    [apiPaths.liberar(7), '/api/admin/peticiones/7/liberar'],
    [apiPaths.reasignar(7), '/api/admin/peticiones/7/reasignar'],
    [apiPaths.notas(7), '/api/admin/peticiones/7/notas'],
    [apiPaths.seguimiento(7), '/api/admin/peticiones/7/seguimiento'],
    [apiPaths.presupuestos(7), '/api/admin/peticiones/7/presupuestos'],
    [apiPaths.presupuesto(3), '/api/admin/presupuestos/3'],
    [apiPaths.presupuestoPdf(3), '/api/admin/presupuestos/3/pdf'],
    [apiPaths.recalcular(3), '/api/admin/presupuestos/3/recalcular'],
    [apiPaths.ajustes, '/api/admin/ajustes'],
    [apiPaths.clientesExportar, '/api/admin/clientes/exportar'],
    [apiPaths.clientesSuprimir, '/api/admin/clientes/suprimir'],
    [apiPaths.users, '/api/admin/firebase/users'],
    [apiPaths.userAction('uid-1', 'desactivar'), '/api/admin/firebase/users/uid-1/desactivar'],
    [apiPaths.userAction('uid-1', 'reactivar'), '/api/admin/firebase/users/uid-1/reactivar'],
    [apiPaths.userRole('uid-1'), '/api/admin/firebase/users/uid-1/rol'],
    [apiPaths.tabla('serigrafia_1_color_vf'), '/api/admin/tablas/serigrafia_1_color_vf'],
    [apiPaths.tabla('vasos/200'), '/api/admin/tablas/vasos/200'],
    [
      apiPaths.tablaUpdate('serigrafia_1_color_vf'),
      '/api/admin/tablas/serigrafia_1_color_vf/update',
    ],
    [apiPaths.tablaUpdate('vasos/V500l'), '/api/admin/tablas/vasos/V500l/update'],
    [apiPaths.auditoria, '/api/admin/auditoria'],
    [apiPaths.search, '/api/admin/search'],
  ])('%s', (path, documented) => {
    expect(path).toBe(documented);
  });

  it('the server registers the same paths under the prefix, with :name placeholders', () => {
    expect(adminPaths.peticion(':id')).toBe('/peticiones/:id');
    expect(adminPaths.userAction(':uid', 'desactivar')).toBe('/firebase/users/:uid/desactivar');
    for (const [name, path] of Object.entries(adminPaths)) {
      const full = (apiPaths as Record<string, unknown>)[name];
      if (typeof path === 'string') expect(full).toBe(ADMIN_PREFIX + path);
    }
  });

  it('encodes what a client puts in a path, so an id cannot reach another route', () => {
    expect(apiPaths.peticion('7/liberar')).toBe('/api/admin/peticiones/7%2Fliberar');
    expect(apiPaths.presupuestoPdf('a b')).toBe('/api/admin/presupuestos/a%20b/pdf');
    expect(apiPaths.userRole('uid/../x')).toBe('/api/admin/firebase/users/uid%2F..%2Fx/rol');
    expect(apiPaths.userAction('a?b', 'reactivar')).toBe(
      '/api/admin/firebase/users/a%3Fb/reactivar',
    );
  });
});
