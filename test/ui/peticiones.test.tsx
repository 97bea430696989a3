import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeClock } from '../support/fakeClock';
import { renderRoute } from '../support/renderWithProviders';
import { PETICIONES_COLUMNS } from '../support/screenTexts';
import { apiUrl, http, HttpResponse, recordRequests, server } from '../support/server';

const SINASIGNAR = apiUrl('/api/admin/peticiones/sinasignar');

const peticiones = [
  {
    id: 'p1',
    estado: 'pendiente',
    asignado: false,
    peticiones: 'Vasos reutilizables 500 ml con logo',
    cliente: { telefono: '+34 600 12 34 56' },
    fecha_evento: '2026-12-05',
    pais: 'España',
    codigo_postal: '28001',
    createdAt: '2026-11-02T10:30:00.000Z',
  },
  {
    id: 'p2',
    estado: 'nuevo',
    asignado: 'marta@vasos.test',
    peticiones: ['Vasos 200', 'Ceniceros'],
    cliente: null,
    fecha_evento: 'no es una fecha',
    pais: 'Portugal',
    codigo_postal: '1000-001',
  },
  {
    id: 'p3',
    estado: 'nuevo',
    asignado: true,
    peticiones: { vaso: '300T', colores: 2 },
    cliente: { telefono: '   ' },
    fecha_evento: '2027-01-01',
    pais: 'Francia',
    codigo_postal: '75001',
    createdAt: { _seconds: 1767268800, _nanoseconds: 0 },
  },
];

function rowOf(text: string) {
  return screen.getByRole('cell', { name: text }).closest('tr')!;
}

function cellsOf(row: HTMLElement) {
  return within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
}

describe('Peticiones (/)', () => {
  beforeEach(() => {
    server.use(http.get(SINASIGNAR, () => HttpResponse.json({ data: peticiones })));
  });

  it("shows PETICIONES with today's long Spanish date", async () => {
    // Only the clock is fake: timers, the network and React run as they always do.
    fakeClock({ now: new Date(2026, 10, 21, 9, 30) });
    try {
      renderRoute('/');
      const heading = await screen.findByRole('heading', { level: 2 });
      expect(heading).toHaveTextContent('PETICIONES sábado, 21 de noviembre de 2026');
    } finally {
      jest.useRealTimers();
    }
  });

  it('has exactly the specified columns, in order', async () => {
    renderRoute('/');
    await screen.findByText('Vasos reutilizables 500 ml con logo');
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(
      PETICIONES_COLUMNS,
    );
  });

  it('renders each cell by the rules: 500, Sí/No/email, Pedido, phone link, dates', async () => {
    renderRoute('/');
    await screen.findByText('Vasos reutilizables 500 ml con logo');
    const first = rowOf('Vasos reutilizables 500 ml con logo');
    expect(cellsOf(first)).toEqual([
      '500',
      'pendiente',
      'No',
      'Vasos reutilizables 500 ml con logo',
      '+34 600 12 34 56',
      '05/12/2026',
      'España',
      '28001',
      '02/11/2026',
      'Ver Asignar',
    ]);
    expect(within(first).getByRole('link', { name: '+34 600 12 34 56' })).toHaveAttribute(
      'href',
      'tel:+34600123456',
    );
    expect(cellsOf(rowOf('Vasos 200, Ceniceros'))).toEqual([
      '500',
      'nuevo',
      'marta@vasos.test',
      'Vasos 200, Ceniceros',
      'Sin teléfono',
      '—',
      'Portugal',
      '1000-001',
      '—',
      'Ver Asignar',
    ]);
    expect(cellsOf(rowOf('vaso: 300T, colores: 2'))).toEqual([
      '500',
      'nuevo',
      'Sí',
      'vaso: 300T, colores: 2',
      'Sin teléfono',
      '01/01/2027',
      'Francia',
      '75001',
      '01/01/2026',
      'Ver Asignar',
    ]);
  });

  it('reads a bare array answer too', async () => {
    server.use(http.get(SINASIGNAR, () => HttpResponse.json([peticiones[0]])));
    renderRoute('/');
    expect(await screen.findByText('Vasos reutilizables 500 ml con logo')).toBeInTheDocument();
  });

  it.each([
    ['a 500', () => HttpResponse.json({ error: 'boom' }, { status: 500 })],
    ['a malformed answer', () => HttpResponse.json({ rows: peticiones })],
    [
      'invalid JSON',
      () => new HttpResponse('<html>', { headers: { 'Content-Type': 'application/json' } }),
    ],
  ])('on %s alerts Error al cargar los datos once and shows no rows', async (_name, answer) => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(http.get(SINASIGNAR, answer));
    renderRoute('/');
    await waitFor(() => expect(window.alert).toHaveBeenCalledWith('Error al cargar los datos'));
    expect(window.alert).toHaveBeenCalledTimes(1);
    // The failed state renders after the alert: the table then shows its header row only.
    expect(await screen.findAllByRole('row')).toHaveLength(1);
  });

  it('under StrictMode one failed load still shows one alert', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(http.get(SINASIGNAR, () => HttpResponse.json({}, { status: 500 })));
    renderRoute('/', { strict: true });
    await waitFor(() => expect(window.alert).toHaveBeenCalledWith('Error al cargar los datos'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(window.alert).toHaveBeenCalledTimes(1);
  });

  it('Asignar assigns the request to the signed-in user and the row leaves', async () => {
    const requests = recordRequests();
    server.use(
      http.post(apiUrl('/api/admin/peticiones/p1/asignar'), () => HttpResponse.json({ data: {} })),
    );
    const { user } = renderRoute('/');
    await screen.findByText('Vasos reutilizables 500 ml con logo');
    const button = within(rowOf('Vasos reutilizables 500 ml con logo')).getByRole('button', {
      name: 'Asignar',
    });
    await user.dblClick(button);
    await waitFor(() =>
      expect(screen.queryByText('Vasos reutilizables 500 ml con logo')).not.toBeInTheDocument(),
    );
    const posts = requests.filter((request) => request.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0].body).toEqual({ asignado: 'admin@vasos.test' });
    expect(screen.getByText('Vasos 200, Ceniceros')).toBeInTheDocument();
  });

  it('the second click of a double click assigns nothing, even once the next row slid under it', async () => {
    const requests = recordRequests();
    server.use(
      http.post(apiUrl('/api/admin/peticiones/:id/asignar'), () => HttpResponse.json({ data: {} })),
    );
    const { user } = renderRoute('/');
    await screen.findByText('Vasos reutilizables 500 ml con logo');
    await user.click(
      within(rowOf('Vasos reutilizables 500 ml con logo')).getByRole('button', { name: 'Asignar' }),
    );
    await waitFor(() =>
      expect(screen.queryByText('Vasos reutilizables 500 ml con logo')).not.toBeInTheDocument(),
    );
    // The browser counts clicks at one spot: the second one of the burst reports detail 2.
    const nextRowButton = within(rowOf('Vasos 200, Ceniceros')).getByRole('button', {
      name: 'Asignar',
    });
    fireEvent.click(nextRowButton, { detail: 2 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requests.filter((request) => request.method === 'POST').map((r) => r.url)).toEqual([
      apiUrl('/api/admin/peticiones/p1/asignar'),
    ]);
    expect(screen.getByText('Vasos 200, Ceniceros')).toBeInTheDocument();
    // A click of its own (or the keyboard, detail 0) still assigns it.
    fireEvent.click(nextRowButton, { detail: 0 });
    await waitFor(() => expect(screen.queryByText('Vasos 200, Ceniceros')).not.toBeInTheDocument());
  });

  it('a failed Asignar alerts and keeps the row', async () => {
    server.use(
      http.post(apiUrl('/api/admin/peticiones/p1/asignar'), () =>
        HttpResponse.json({ error: 'x' }, { status: 500 }),
      ),
    );
    const { user } = renderRoute('/');
    await screen.findByText('Vasos reutilizables 500 ml con logo');
    await user.click(
      within(rowOf('Vasos reutilizables 500 ml con logo')).getByRole('button', { name: 'Asignar' }),
    );
    await waitFor(() => expect(window.alert).toHaveBeenCalledWith('Error al asignar la petición'));
    expect(screen.getByText('Vasos reutilizables 500 ml con logo')).toBeInTheDocument();
  });

  it('renders a window of a long list, not every row', async () => {
    const many = Array.from({ length: 5000 }, (_, index) => ({
      ...peticiones[0],
      id: index,
      peticiones: `P${index}`,
    }));
    server.use(http.get(SINASIGNAR, () => HttpResponse.json({ data: many })));
    renderRoute('/');
    await screen.findByText('P0');
    const table = screen.getByRole('table');
    expect(table).toHaveAttribute('aria-rowcount', '5001');
    expect(within(table).getAllByRole('row').length).toBeLessThan(100);
    expect(screen.queryByText('P4999')).not.toBeInTheDocument();
  });
});
