// A customer as the API answers their page and the list (docs/api.md, "Customers").
import type { ClienteDetalle, ClienteRow } from '../../contract';
import { apiUrl, http, HttpResponse, server } from './server';

export const CLIENTE_PHONE = '+34 600 12 34 56';

export const clienteRow = (id: number, overrides: Partial<ClienteRow> = {}): ClienteRow => ({
  id,
  nombre: `Cliente ${id}`,
  telefono: `600 000 ${String(id).padStart(3, '0')}`,
  correo: null,
  peticiones: 1,
  ultimaPeticion: '2026-11-20T10:00:00.000Z',
  presupuestadoCents: 0,
  aceptadoCents: 0,
  ...overrides,
});

export const clienteDetalle = (): ClienteDetalle => ({
  cliente: clienteRow(7, {
    nombre: 'Discoteca La Cúpula',
    telefono: CLIENTE_PHONE,
    correo: 'cupula@ejemplo.es',
    peticiones: 2,
    presupuestadoCents: 72600,
    aceptadoCents: 36300,
  }),
  telefonos: [CLIENTE_PHONE],
  peticiones: [
    {
      id: 9,
      estado: 'nueva',
      asignado: false,
      createdAt: '2026-11-20T10:00:00.000Z',
      nombre: 'Discoteca La Cúpula',
      telefono: CLIENTE_PHONE,
      correo: 'cupula@ejemplo.es',
      presupuestos: [],
    },
    {
      id: 7,
      estado: 'aceptada',
      asignado: 'maria.lopez@vasos.test',
      createdAt: '2026-10-02T09:00:00.000Z',
      nombre: 'Discoteca La Cúpula',
      telefono: CLIENTE_PHONE,
      correo: null,
      presupuestos: [
        {
          id: 4,
          numero: 'P-2026-0004 v2',
          createdAt: '2026-10-05T09:00:00.000Z',
          totalCents: 36300,
        },
        { id: 3, numero: 'P-2026-0004', createdAt: '2026-10-04T09:00:00.000Z', totalCents: 30250 },
      ],
    },
  ],
});

/** Serves the page of customer 7 (by any id), as `detalle` says. */
export function serveCliente(detalle: () => ClienteDetalle | undefined = clienteDetalle) {
  server.use(
    http.get(apiUrl('/api/admin/clientes/:id'), () => {
      const found = detalle();
      return found
        ? HttpResponse.json({ data: found })
        : HttpResponse.json({ error: 'No customer' }, { status: 404 });
    }),
  );
}
