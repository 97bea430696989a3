import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { eventStreams } from '../support/eventStreams';
import { stubShowModal } from '../support/jsdomDialogs';
import {
  COLLEAGUE,
  ME,
  serveDetail,
  serveStaff,
  serveTaken,
  taken,
} from '../support/misPeticionesFixtures';
import { deferred } from '../support/preciosFixtures';
import { renderRoute } from '../support/renderWithProviders';
import { apiUrl, http, HttpResponse, recordRequests, server } from '../support/server';

const SINASIGNAR = apiUrl('/api/admin/peticiones/sinasignar');

const peticiones = [
  {
    id: 7,
    estado: 'pendiente',
    asignado: false,
    peticiones: ['Vasos reutilizables 500 ml con logo', 'Pinzas para colgar vasos'],
    cliente: { nombre: 'Discoteca La Cúpula', telefono: '+34 600 12 34 56' },
    fecha_evento: '2026-12-05',
    pais: 'España',
    codigo_postal: '28001',
    createdAt: '2026-11-02T10:30:00.000Z',
  },
  {
    id: 8,
    estado: 'nueva',
    asignado: false,
    peticiones: 'Copas de cava reutilizables con grabado',
    cliente: null,
    fecha_evento: '2026-01-20',
    pais: 'Portugal',
    codigo_postal: '1100-148',
    createdAt: '2026-11-05T10:30:00.000Z',
  },
];

beforeAll(stubShowModal);

beforeEach(() => {
  server.use(http.get(SINASIGNAR, () => HttpResponse.json({ data: peticiones })));
});

const verOf = (pedido: string) =>
  within(screen.getByText(pedido, { exact: false }).closest('tr')!).getByRole('button', {
    name: 'Ver',
  });

/** The field's value in the dialog, by its label. */
function field(dialog: HTMLElement, label: string): HTMLElement {
  const term = within(dialog).getByText(label, { selector: 'dt' });
  return term.nextElementSibling as HTMLElement;
}

describe('Peticiones: the Ver dialog', () => {
  it('Ver opens the request at its address with every field; Cerrar goes back and focuses Ver', async () => {
    const { user, history } = renderRoute('/?q=vasos');
    const ver = await waitFor(() => verOf('Vasos reutilizables'));
    await user.click(ver);

    const dialog = await screen.findByRole('dialog', { name: 'Petición 7' });
    expect(history.location.pathname).toBe('/peticiones/7');
    // Still the requests page: its link in the navigation stays the current one.
    expect(screen.getByRole('link', { name: 'Peticiones', hidden: true })).toHaveClass('active');
    expect(screen.getByRole('link', { name: 'Usuarios', hidden: true })).not.toHaveClass('active');
    expect(history.location.search).toBe('?q=vasos');
    expect(
      within(field(dialog, 'Pedido'))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Vasos reutilizables 500 ml con logo', 'Pinzas para colgar vasos']);
    expect(field(dialog, 'Cliente')).toHaveTextContent('Discoteca La Cúpula');
    expect(within(field(dialog, 'Telefono')).getByRole('link')).toHaveAttribute(
      'href',
      'tel:+34600123456',
    );
    expect(field(dialog, 'Fecha de Evento')).toHaveTextContent('05/12/2026');
    expect(field(dialog, 'País')).toHaveTextContent('España');
    expect(field(dialog, 'Código Postal')).toHaveTextContent('28001');
    expect(field(dialog, 'Recibido a día')).toHaveTextContent('02/11/2026');
    expect(field(dialog, 'Estado')).toHaveTextContent('pendiente');
    expect(within(dialog).getByRole('button', { name: 'Asignar' })).toBeEnabled();

    await user.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(history.location.pathname).toBe('/');
    expect(history.location.search).toBe('?q=vasos');
    expect(verOf('Vasos reutilizables')).toHaveFocus();
  });

  it('Escape closes it too and focus returns to the row', async () => {
    const { user, history } = renderRoute('/');
    await user.click(await waitFor(() => verOf('Copas de cava')));
    const dialog = await screen.findByRole('dialog', { name: 'Petición 8' });
    expect(within(field(dialog, 'Telefono')).queryByRole('link')).toBeNull();
    expect(field(dialog, 'Telefono')).toHaveTextContent('Sin teléfono');
    // Escape on a modal dialog is its cancel event.
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(history.location.pathname).toBe('/');
    expect(verOf('Copas de cava')).toHaveFocus();
  });

  it('under StrictMode, Ver then Cerrar is one step there and one step back', async () => {
    const { user, history } = renderRoute('/?pais=Portugal', { strict: true });
    // A history entry before the dialog's: going back two steps would land on /?pais=Portugal.
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Estado' }), 'nueva');
    await user.click(await waitFor(() => verOf('Copas de cava')));
    const dialog = await screen.findByRole('dialog', { name: 'Petición 8' });
    await user.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(history.location.pathname).toBe('/');
    expect(history.location.search).toBe('?pais=Portugal&estado=nueva');
    expect(verOf('Copas de cava')).toHaveFocus();
  });

  it('a shared link opens the list with the dialog; Cerrar leaves the list and keeps the view', async () => {
    const { user, history } = renderRoute('/peticiones/8?pais=Portugal');
    const dialog = await screen.findByRole('dialog', { name: 'Petición 8' });
    await waitFor(() =>
      expect(field(dialog, 'Pedido')).toHaveTextContent('Copas de cava reutilizables con grabado'),
    );
    expect(screen.getByText('1 de 2 peticiones')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(history.location.pathname).toBe('/');
    expect(history.location.search).toBe('?pais=Portugal');
    expect(history.action).toBe('REPLACE');
  });

  it('an unknown request says it was not found', async () => {
    renderRoute('/peticiones/999');
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('No se ha encontrado la petición.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Asignar' })).toBeNull();
  });

  it('Asignar shows the request taken by this person, in its stage, with the way to Mis peticiones', async () => {
    const requests = recordRequests();
    // The API answers the request as it now is: taken, in the first stage of the way.
    const answered = taken(7, { ...peticiones[0]!, estado: 'asignada', asignado: ME, version: 1 });
    server.use(
      http.post(apiUrl('/api/admin/peticiones/7/asignar'), () =>
        HttpResponse.json({ data: answered }),
      ),
    );
    const { user, history } = renderRoute('/peticiones/7');
    const dialog = await screen.findByRole('dialog', { name: 'Petición 7' });
    await waitFor(() => expect(field(dialog, 'Cliente')).toHaveTextContent('Discoteca La Cúpula'));
    expect(field(dialog, 'Estado')).toHaveTextContent('pendiente');
    expect(field(dialog, 'Asignado')).toHaveTextContent('No');
    await user.click(within(dialog).getByRole('button', { name: 'Asignar' }));

    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'Te has asignado esta petición.',
    );
    expect(within(dialog).queryByText('Esta petición ya no está sin asignar.')).toBeNull();
    expect(field(dialog, 'Estado')).toHaveTextContent(/^Asignada$/);
    expect(field(dialog, 'Asignado')).toHaveTextContent(/^admin@vasos\.test$/);
    expect(field(dialog, 'Cliente')).toHaveTextContent('Discoteca La Cúpula');
    expect(within(dialog).queryByRole('button', { name: 'Asignar' })).toBeNull();
    // Asignar went with the request: the focus is on what comes next.
    const onBoard = within(dialog).getByRole('link', { name: 'Ver en Mis peticiones' });
    expect(onBoard).toHaveAttribute('href', '/mis-peticiones/7');
    expect(onBoard).toHaveFocus();
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(1);
    // Behind the dialog the row has left the list.
    expect(screen.getByText('1 de 1 peticiones')).toBeInTheDocument();

    // The link opens the same request over the board.
    serveTaken(() => [answered]);
    serveDetail((id) => (id === 7 ? { peticion: answered } : undefined));
    serveStaff();
    await user.click(onBoard);
    expect(history.location.pathname).toBe('/mis-peticiones/7');
    const onTheBoard = await screen.findByRole('dialog', { name: 'Petición 7' });
    await waitFor(() => expect(field(onTheBoard, 'Estado')).toHaveTextContent('Asignada'));
    expect(field(onTheBoard, 'Asignado')).toHaveTextContent('admin@vasos.test');
  });

  it('taken here from a backend that answers no request, it still reads Asignada and its taker', async () => {
    server.use(
      http.post(apiUrl('/api/admin/peticiones/8/asignar'), () => HttpResponse.json({ data: {} })),
    );
    const { user } = renderRoute('/peticiones/8');
    const dialog = await screen.findByRole('dialog', { name: 'Petición 8' });
    await user.click(await within(dialog).findByRole('button', { name: 'Asignar' }));
    expect(await within(dialog).findByText('Te has asignado esta petición.')).toBeInTheDocument();
    expect(field(dialog, 'Estado')).toHaveTextContent(/^Asignada$/);
    expect(field(dialog, 'Asignado')).toHaveTextContent(/^admin@vasos\.test$/);
    expect(field(dialog, 'Pedido')).toHaveTextContent('Copas de cava reutilizables con grabado');
  });

  it('its own request leaving the list before Asignar is answered is not told as someone else’s', async () => {
    const streams = eventStreams();
    const answer = deferred();
    server.use(
      http.post(apiUrl('/api/admin/peticiones/7/asignar'), async () => {
        await answer.promise;
        return HttpResponse.json({
          data: taken(7, { ...peticiones[0]!, estado: 'asignada', asignado: ME }),
        });
      }),
    );
    const { user } = renderRoute('/peticiones/7');
    const dialog = await screen.findByRole('dialog', { name: 'Petición 7' });
    await user.click(await within(dialog).findByRole('button', { name: 'Asignar' }));
    await waitFor(() => expect(streams.connections).toHaveLength(1));
    // The events stream tells the list first.
    act(() => streams.send({ type: 'removed', id: 7, asignado: ME }));
    await waitFor(() => expect(screen.getByText('1 de 1 peticiones')).toBeInTheDocument());
    expect(within(dialog).queryByText('Esta petición ya no está sin asignar.')).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Asignar' })).toBeDisabled();

    answer.resolve();
    expect(await within(dialog).findByText('Te has asignado esta petición.')).toBeInTheDocument();
    expect(field(dialog, 'Estado')).toHaveTextContent(/^Asignada$/);
  });

  it('when a colleague takes the request the dialog keeps it and says it is taken', async () => {
    const streams = eventStreams();
    server.use(
      // Asked where it went: taken by the colleague, as the API now answers it.
      http.get(apiUrl('/api/admin/peticiones/7'), () =>
        HttpResponse.json({ data: { peticion: { ...peticiones[0], asignado: COLLEAGUE } } }),
      ),
    );
    renderRoute('/peticiones/7');
    const dialog = await screen.findByRole('dialog', { name: 'Petición 7' });
    await waitFor(() => expect(field(dialog, 'Cliente')).toHaveTextContent('Discoteca La Cúpula'));
    await waitFor(() => expect(streams.connections).toHaveLength(1));
    act(() => streams.send({ type: 'removed', id: 7, asignado: COLLEAGUE }));
    expect(
      await within(dialog).findByText('Esta petición ya no está sin asignar.'),
    ).toBeInTheDocument();
    expect(field(dialog, 'Cliente')).toHaveTextContent('Discoteca La Cúpula');
    expect(within(dialog).queryByRole('button', { name: 'Asignar' })).toBeNull();
    expect(within(dialog).queryByRole('link', { name: 'Ver en Mis peticiones' })).toBeNull();
    expect(screen.getByText('1 de 1 peticiones')).toBeInTheDocument();
  });

  it("when the request's customer data is erased the dialog shows it erased and no longer offers Asignar", async () => {
    const stream = eventStreams();
    const erased = {
      ...peticiones[0],
      peticiones: 'Datos suprimidos',
      cliente: { nombre: 'Datos suprimidos', telefono: 'Datos suprimidos' },
    };
    server.use(
      http.get(apiUrl('/api/admin/peticiones/7'), () =>
        HttpResponse.json({ data: { peticion: erased, notas: [], actividad: [] } }),
      ),
    );
    renderRoute('/peticiones/7');
    const dialog = await screen.findByRole('dialog', { name: 'Petición 7' });
    await waitFor(() => expect(field(dialog, 'Cliente')).toHaveTextContent('Discoteca La Cúpula'));
    await waitFor(() => expect(stream.connections).toHaveLength(1));

    // Erased on another dashboard (or by the retention job): the stream takes it off the list.
    stream.send({ type: 'removed', id: 7, asignado: false });
    stream.send({ type: 'released', id: 7 });

    expect(
      await within(dialog).findByText(
        'Los datos de esta petición se han suprimido: ya no se puede asignar.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).queryByText('Esta petición ya no está sin asignar.')).toBeNull();
    expect(field(dialog, 'Cliente')).toHaveTextContent('Datos suprimidos');
    expect(within(dialog).queryByText('Discoteca La Cúpula')).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Asignar' })).toBeNull();
    expect(screen.getByText('1 de 1 peticiones')).toBeInTheDocument();
  });
});
