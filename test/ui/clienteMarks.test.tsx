import { screen, waitFor, within } from '@testing-library/react';
import { apiPaths, type AssignedPeticion, type Nota } from '../../contract';
import { eventStreams } from '../support/eventStreams';
import { stubShowModal } from '../support/jsdomDialogs';
import {
  COLLEAGUE,
  fixToday,
  nota,
  serveDetail,
  serveStaff,
  serveAvisos,
  serveTaken,
  taken,
} from '../support/misPeticionesFixtures';
import { renderRoute } from '../support/renderWithProviders';
import { apiUrl, http, HttpResponse, noUnassignedPeticiones, server } from '../support/server';

// What the customer did through their link, for staff: the card's marks (`Aceptado por el
// cliente`, `Mensaje del cliente`), their messages among the notes, the sidebar's count, and the
// marks going once the request's assignee opens it (docs/screens.md, "Mis peticiones").
beforeAll(stubShowModal);

let rows: AssignedPeticion[] = [];
let notas: Nota[] = [];
let seen: number[] = [];

beforeEach(() => {
  fixToday();
  rows = [];
  notas = [];
  seen = [];
  serveTaken(() => rows);
  serveDetail((id) => {
    const peticion = rows.find((row) => row.id === id);
    return peticion ? { peticion, notas } : undefined;
  });
  serveStaff();
  server.use(
    noUnassignedPeticiones,
    http.post(apiUrl(apiPaths.visto(1)), () => {
      const id = 1;
      seen.push(id);
      rows = rows.map((row) =>
        row.id === id ? { ...row, clienteAcepto: false, mensajesCliente: 0 } : row,
      );
      return HttpResponse.json({ data: rows.find((row) => row.id === id) });
    }),
  );
});

afterEach(() => {
  jest.useRealTimers();
});

const cardOf = async (nombre: string) =>
  (await screen.findByRole('link', { name: nombre })).closest('li')!;

const customerMessage = (id: number, texto: string): Nota => ({
  ...nota(id, texto),
  deCliente: true,
  autor: { uid: 'cliente', email: null },
});

it('marks a card Aceptado por el cliente and Mensaje del cliente while its assignee has not seen them', async () => {
  rows = [
    taken(1, { estado: 'aceptada', clienteAcepto: true }),
    taken(2, { mensajesCliente: 2 }),
    taken(3, { estado: 'aceptada', clienteAcepto: true, mensajesCliente: 1 }),
    taken(4),
  ];
  renderRoute('/mis-peticiones');
  const texts = async (nombre: string) =>
    within(await cardOf(nombre))
      .queryAllByText(/ (por el|del) cliente$/)
      .map((mark) => mark.textContent);
  expect(await texts('Cliente 1')).toEqual(['Aceptado por el cliente']);
  expect(await texts('Cliente 2')).toEqual(['Mensaje del cliente']);
  expect(await texts('Cliente 3')).toEqual(['Aceptado por el cliente', 'Mensaje del cliente']);
  expect(await texts('Cliente 4')).toEqual([]);
  expect(seen).toEqual([]);
});

it('tells the unread messages of the person’s own requests on the sidebar’s badge, with the follow-ups', async () => {
  serveAvisos(() => ({ paraHoy: 1, mensajes: 2, ids: [1, 3] }));
  renderRoute('/mis-peticiones');
  const link = await screen.findByRole('link', {
    name: 'Mis peticiones, 3 avisos: 1 para hoy y 2 mensajes del cliente sin leer',
    hidden: true,
  });
  expect(within(link).getByText('3')).toBeInTheDocument();
});

it('the assignee opening the request sees the message among the notes, and the mark and the count go', async () => {
  const stream = eventStreams();
  rows = [taken(1, { mensajesCliente: 1 })];
  serveAvisos(
    () => {
      const mensajes = rows[0]!.mensajesCliente;
      return { paraHoy: 0, mensajes, ids: mensajes ? [1] : [] };
    },
    // The change the stream tells (below) is at position 1, once the request has been seen.
    () => (seen.length ? 1 : 0),
  );
  notas = [customerMessage(7, '¿Podría ser en azul?'), nota(6, 'Llamar el lunes')];
  renderRoute('/mis-peticiones/1');
  const dialog = await screen.findByRole('dialog', { name: 'Petición 1' });
  const notes = await within(dialog).findByRole('region', { name: 'Notas' });
  const message = await within(notes).findByText('¿Podría ser en azul?', { exact: false });
  expect(message).toHaveTextContent('Mensaje del cliente: ¿Podría ser en azul?');
  expect(within(notes).getByText(/^El cliente ·/)).toBeInTheDocument();
  expect(within(notes).getByText('Llamar el lunes')).not.toHaveTextContent('Mensaje del cliente');
  await waitFor(() => expect(seen).toEqual([1]));
  // The API tells the change on the events stream: the count is asked again.
  await waitFor(() => expect(stream.connections.length).toBeGreaterThan(0));
  stream.sendAt(1, { type: 'assigned', peticion: rows[0]! });
  await waitFor(() =>
    expect(screen.queryByRole('link', { name: /mensaje del cliente/, hidden: true })).toBeNull(),
  );
  expect(
    within(
      (await screen.findAllByRole('link', { name: 'Cliente 1' }))[0]!.closest('li')!,
    ).queryByText('Mensaje del cliente'),
  ).toBeNull();
});

it('an administrator opening a colleague’s request leaves its marks', async () => {
  rows = [taken(1, { asignado: COLLEAGUE, clienteAcepto: true, mensajesCliente: 1 })];
  notas = [customerMessage(7, 'Más grande, por favor')];
  renderRoute('/mis-peticiones/1?vista=equipo');
  const dialog = await screen.findByRole('dialog', { name: 'Petición 1' });
  await within(dialog).findByText('Más grande, por favor', { exact: false });
  const card = await cardOf('Cliente 1');
  expect(within(card).getByText('Aceptado por el cliente')).toBeInTheDocument();
  expect(within(card).getByText('Mensaje del cliente')).toBeInTheDocument();
  expect(seen).toEqual([]);
});
