import { screen, waitFor, within } from '@testing-library/react';
import { eventStreams } from '../support/eventStreams';
import { renderRoute } from '../support/renderWithProviders';
import { apiUrl, http, HttpResponse, server } from '../support/server';

// A request whose customer's data is erased while nobody has it leaves the unassigned list for
// good (docs/screens.md, "Peticiones"): live, from the events stream, and on a reload; and an
// Asignar the API refuses for that reason says so.
const SINASIGNAR = apiUrl('/api/admin/peticiones/sinasignar');

const row = (id: number, pedido: string, nombre: string, telefono: string) => ({
  id,
  estado: 'nueva',
  asignado: false,
  peticiones: pedido,
  cliente: { nombre, telefono },
  fecha_evento: '2026-12-05',
  pais: 'España',
  codigo_postal: '28001',
  createdAt: `2026-11-0${id}T10:30:00.000Z`,
});
const ERASED_ONE = row(
  1,
  'Vasos para la boda de Eustaquia',
  'Eustaquia Borrada',
  '+34 655 000 111',
);
const KEPT = row(2, 'Vasos para las fiestas', 'Peña El Botijo', '948 12 34 56');

/** The CSV the page downloads on Exportar CSV, as text. */
async function exportedCsv(user: ReturnType<typeof renderRoute>['user']): Promise<string> {
  let blob: Blob | undefined;
  Object.assign(URL, {
    createObjectURL: (made: Blob) => ((blob = made), 'blob:peticiones'),
    revokeObjectURL: () => undefined,
  });
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
  await user.click(screen.getByRole('button', { name: 'Exportar CSV' }));
  click.mockRestore();
  return new TextDecoder().decode(await blob!.arrayBuffer());
}

describe('Peticiones: a request whose customer data is erased', () => {
  it('leaves the list live: not shown, not counted, not found by Buscar, not in the CSV', async () => {
    server.use(http.get(SINASIGNAR, () => HttpResponse.json({ data: [KEPT, ERASED_ONE] })));
    const stream = eventStreams();
    const { user } = renderRoute('/');
    await screen.findByText('Vasos para la boda de Eustaquia');
    await waitFor(() => expect(stream.connections).toHaveLength(1));

    stream.sendAt(5, { type: 'removed', id: 1, asignado: false });
    stream.sendAt(5, { type: 'released', id: 1 });

    await waitFor(() =>
      expect(screen.queryByText('Vasos para la boda de Eustaquia')).not.toBeInTheDocument(),
    );
    expect(screen.getByText('1 de 1 peticiones')).toBeInTheDocument();
    expect(await exportedCsv(user)).not.toMatch(/Eustaquia|655 000 111/);
    await user.type(screen.getByRole('searchbox', { name: 'Buscar' }), 'Eustaquia');
    expect(await screen.findByText('0 de 1 peticiones')).toBeInTheDocument();
  });

  it('an Asignar the API refuses because the data was erased says so, and the list reloads without it', async () => {
    let erased = false;
    server.use(
      http.get(SINASIGNAR, () => HttpResponse.json({ data: erased ? [KEPT] : [KEPT, ERASED_ONE] })),
      http.post(apiUrl('/api/admin/peticiones/1/asignar'), () => {
        erased = true;
        return HttpResponse.json({ error: 'erased', reason: 'suprimida' }, { status: 409 });
      }),
    );
    const { user } = renderRoute('/');
    const pedido = await screen.findByText('Vasos para la boda de Eustaquia');
    await user.click(within(pedido.closest('tr')!).getByRole('button', { name: 'Asignar' }));

    await waitFor(() =>
      expect(window.alert).toHaveBeenCalledWith(
        'No se ha podido asignar: los datos de esta petición se han suprimido.',
      ),
    );
    expect(window.alert).not.toHaveBeenCalledWith('Error al asignar la petición');
    await waitFor(() =>
      expect(screen.queryByText('Vasos para la boda de Eustaquia')).not.toBeInTheDocument(),
    );
    expect(screen.getByText('Vasos para las fiestas')).toBeInTheDocument();
  });

  it('an Asignar refused because someone took it first keeps its own alert', async () => {
    server.use(
      http.get(SINASIGNAR, () => HttpResponse.json({ data: [KEPT] })),
      http.post(apiUrl('/api/admin/peticiones/2/asignar'), () =>
        HttpResponse.json({ error: 'taken', reason: 'asignada' }, { status: 409 }),
      ),
    );
    const { user } = renderRoute('/');
    const pedido = await screen.findByText('Vasos para las fiestas');
    await user.click(within(pedido.closest('tr')!).getByRole('button', { name: 'Asignar' }));
    await waitFor(() => expect(window.alert).toHaveBeenCalledWith('Error al asignar la petición'));
  });
});
