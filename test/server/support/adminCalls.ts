// Every /api/admin route, each with a body that would be valid, so only the caller can be at fault.
export type AdminCall = {
  method: 'GET' | 'POST';
  path: string;
  body?: object;
  /** What it names does not exist in the demo data (a saved quote): 404 even for staff. */
  absent?: true;
};

export type CallTargets = {
  /** An unassigned request. */
  peticionId: number;
  /** An existing, active account (the target of desactivar/reactivar). */
  uid: string;
  /** An e-mail nobody has: the account creation would succeed. */
  newEmail: string;
};

const defaults: CallTargets = { peticionId: 1, uid: 'some-uid', newEmail: 'x@vasos.test' };

export function adminCalls(targets: Partial<CallTargets> = {}): AdminCall[] {
  const { peticionId, uid, newEmail } = { ...defaults, ...targets };
  return [
    { method: 'GET', path: '/api/admin/peticiones/sinasignar' },
    { method: 'POST', path: `/api/admin/peticiones/${peticionId}/asignar`, body: {} },
    { method: 'GET', path: '/api/admin/peticiones/asignadas' },
    { method: 'GET', path: `/api/admin/peticiones/${peticionId}` },
    {
      method: 'POST',
      path: `/api/admin/peticiones/${peticionId}/etapa`,
      body: { etapa: 'presupuestada', version: 1 },
    },
    { method: 'POST', path: `/api/admin/peticiones/${peticionId}/liberar`, body: { version: 1 } },
    {
      method: 'POST',
      path: `/api/admin/peticiones/${peticionId}/reasignar`,
      body: { asignado: 'admin@vasos.test', version: 1 },
    },
    { method: 'POST', path: `/api/admin/peticiones/${peticionId}/notas`, body: { texto: 'Hola' } },
    {
      method: 'POST',
      path: `/api/admin/peticiones/${peticionId}/seguimiento`,
      body: { fecha: '2027-01-01', version: 1 },
    },
    { method: 'GET', path: '/api/admin/firebase/users' },
    {
      method: 'POST',
      path: '/api/admin/firebase/users',
      body: { email: newEmail, password: 'secreto1' },
    },
    { method: 'POST', path: `/api/admin/firebase/users/${uid}/desactivar` },
    { method: 'POST', path: `/api/admin/firebase/users/${uid}/reactivar` },
    { method: 'GET', path: '/api/admin/tablas/serigrafia_1_color_vf' },
    {
      method: 'POST',
      path: '/api/admin/tablas/serigrafia_1_color_vf/update',
      body: { id: 1, coste: 1 },
    },
    { method: 'GET', path: '/api/admin/tablas/vasos/200' },
    { method: 'POST', path: '/api/admin/tablas/vasos/200/update', body: { id: 1, cv: 1 } },
    { method: 'GET', path: `/api/admin/peticiones/${peticionId}/presupuestos` },
    {
      method: 'POST',
      path: `/api/admin/peticiones/${peticionId}/presupuestos`,
      body: { lines: [{ cup: 'vasos/200', quantity: 500 }] },
    },
    { method: 'GET', path: '/api/admin/presupuestos/1', absent: true },
    { method: 'GET', path: '/api/admin/presupuestos/1/pdf', absent: true },
    { method: 'POST', path: '/api/admin/presupuestos/1/recalcular', absent: true },
    { method: 'GET', path: '/api/admin/ajustes' },
    {
      method: 'POST',
      path: '/api/admin/ajustes',
      body: {
        nombreComercial: 'Vasos Fiesta S.L.',
        nif: 'B12345678',
        direccion: 'Calle Mayor 1, 28013 Madrid',
        telefono: '+34 912 345 678',
        correo: 'hola@vasosfiesta.es',
        ivaPercent: 21,
        validezDias: 45,
      },
    },
    { method: 'GET', path: '/api/admin/auditoria' },
    { method: 'GET', path: '/api/admin/auditoria?tabla=serigrafia_1_color_vf&limit=5' },
    { method: 'GET', path: '/api/admin/search?q=vasos' },
    { method: 'GET', path: '/api/admin/informes?desde=2026-01-01&hasta=2026-01-31' },
  ];
}
