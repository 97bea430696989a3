import { act, screen, waitFor, within } from '@testing-library/react';
import * as cardTexts from '../../src/features/misPeticiones/tablero/cardTexts';
import { PAGE_SETTLE_LIMIT_MS } from '../../src/app/usePageSettled';
import { eventStreams } from '../support/eventStreams';
import { fakeClock } from '../support/fakeClock';
import { renderRoute } from '../support/renderWithProviders';
import {
  COLLEAGUE,
  ME,
  serveDetail,
  serveAvisos,
  serveTaken,
  setUpBoardTests,
  taken,
  TODAY,
} from '../support/misPeticionesFixtures';
import { apiUrl, http, HttpResponse, server } from '../support/server';
import { forgetWindowWidth, windowWidth } from '../support/windowWidth';

const STAGES = ['Asignada', 'Presupuestada', 'Aceptada', 'En producción', 'Entregada'];

setUpBoardTests();

afterEach(forgetWindowWidth);

/** The board's columns, each as its heading and the customers on its cards. */
async function columns() {
  const headings = await screen.findAllByRole('heading', { level: 3 });
  return headings.map((heading) => {
    const column = heading.closest('section')!;
    return {
      heading: heading.textContent,
      cards: within(column)
        .queryAllByRole('link')
        .map((link) => link.textContent),
    };
  });
}

const rows = [
  taken(1, { fecha_evento: '2026-12-24' }),
  taken(2, { estado: 'presupuestada', fecha_evento: '2026-11-21' }),
  taken(3, { estado: 'asignada', fecha_evento: '2026-11-25' }),
  taken(4, { estado: 'entregada', asignado: COLLEAGUE }),
  taken(5, {
    estado: 'perdida',
    perdida: { desde: 'aceptada', motivo: 'precio', texto: null },
  }),
  taken(6, { estado: 'en_produccion', asignado: COLLEAGUE }),
];

describe('Mis peticiones: the board', () => {
  it('shows my requests in one column per stage, each headed by its name and count, soonest event first', async () => {
    serveTaken(() => rows);
    renderRoute('/mis-peticiones');
    expect(await screen.findByRole('heading', { level: 2, name: 'Mis peticiones' })).toBeVisible();
    expect(await columns()).toEqual([
      { heading: 'Asignada (2)', cards: ['Cliente 3', 'Cliente 1'] },
      { heading: 'Presupuestada (1)', cards: ['Cliente 2'] },
      { heading: 'Aceptada (0)', cards: [] },
      { heading: 'En producción (0)', cards: [] },
      { heading: 'Entregada (0)', cards: [] },
    ]);
  });

  it('Todo el equipo shows every taken request and names its assignee; Ver perdidas adds the lost ones', async () => {
    serveTaken(() => rows);
    const { user, history } = renderRoute('/mis-peticiones');
    await user.click(await screen.findByRole('button', { name: 'Todo el equipo' }));
    expect(history.location.search).toBe('?vista=equipo');
    const [asignada, , , enProduccion, entregada] = await columns();
    expect(asignada!.heading).toBe('Asignada (2)');
    expect(enProduccion!.cards).toEqual(['Cliente 6']);
    expect(entregada!.cards).toEqual(['Cliente 4']);
    const card = screen.getByRole('link', { name: 'Cliente 6' }).closest('li')!;
    expect(card).toHaveTextContent(COLLEAGUE);
    expect(screen.getByRole('link', { name: 'Cliente 1' }).closest('li')).toHaveTextContent(ME);
    expect(screen.queryByRole('heading', { name: /^Perdida/ })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Ver perdidas' }));
    expect(history.location.search).toBe('?vista=equipo&perdidas=1');
    const lost = (await columns()).at(-1)!;
    expect(lost).toEqual({ heading: 'Perdida (1)', cards: ['Cliente 5'] });
    expect(screen.getByRole('link', { name: 'Cliente 5' }).closest('li')).toHaveTextContent(
      'Motivo: Precio',
    );
  });

  it('a card: customer, first line of the order, event day with the days left, quote and follow-up', async () => {
    serveTaken(() => [
      taken(1, {
        fecha_evento: '2026-11-23',
        ultimoPresupuesto: { numero: 'P-2026-0007', totalCents: 123450 },
        proximoSeguimiento: '2026-11-27',
      }),
      taken(2, { fecha_evento: '2026-11-21' }),
      taken(3, { fecha_evento: '2026-11-20' }),
      taken(4, { fecha_evento: '2026-11-19' }),
    ]);
    renderRoute('/mis-peticiones');
    const card = (name: string) => screen.getByRole('link', { name }).closest('li')!;
    await screen.findByRole('link', { name: 'Cliente 1' });
    expect(card('Cliente 1')).toHaveTextContent(
      ['Cliente 1', 'Vasos para la petición 1', '23/11/2026 · Faltan 3 días'].join(''),
    );
    expect(card('Cliente 1')).toHaveTextContent('Presupuesto: 1.234,50 €');
    expect(card('Cliente 1')).toHaveTextContent('Seguimiento: 27/11/2026');
    expect(card('Cliente 1')).not.toHaveTextContent('Pinzas');
    expect(card('Cliente 2')).toHaveTextContent('21/11/2026 · Falta 1 día');
    expect(card('Cliente 3')).toHaveTextContent('20/11/2026 · Hoy');
    expect(card('Cliente 4')).toHaveTextContent('19/11/2026 · El evento ya pasó');
    expect(card('Cliente 4')).not.toHaveTextContent('Presupuesto');
    expect(card('Cliente 4')).not.toHaveTextContent('Seguimiento');
  });

  it('Para hoy keeps the requests to follow up today or earlier, marks the overdue ones, and is in the address', async () => {
    serveTaken(() => [
      taken(1, { proximoSeguimiento: '2026-11-20' }),
      taken(2, { proximoSeguimiento: '2026-11-18', estado: 'aceptada' }),
      taken(3, { proximoSeguimiento: '2026-11-21' }),
      taken(4, { proximoSeguimiento: '2026-11-01', estado: 'entregada' }),
      taken(5, { proximoSeguimiento: '2026-11-19', asignado: COLLEAGUE }),
      taken(6),
    ]);
    const { user, history } = renderRoute('/mis-peticiones');
    await user.click(await screen.findByRole('button', { name: 'Para hoy' }));
    expect(history.location.search).toBe('?hoy=1');
    const shown = (await columns()).flatMap((column) => column.cards);
    expect(shown).toEqual(['Cliente 1', 'Cliente 2']);
    expect(screen.getByRole('link', { name: 'Cliente 2' }).closest('li')).toHaveTextContent(
      'Seguimiento: 18/11/2026 · Atrasado',
    );
    expect(screen.getByRole('link', { name: 'Cliente 1' }).closest('li')).not.toHaveTextContent(
      'Atrasado',
    );
  });

  it('the view in the address is the view shown: a reload or a shared link shows it again', async () => {
    serveTaken(() => rows);
    renderRoute('/mis-peticiones?vista=equipo&perdidas=1&hoy=1');
    expect(
      await screen.findByRole('button', { name: 'Todo el equipo', pressed: true }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mías', pressed: false })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ver perdidas', pressed: true })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Para hoy', pressed: true })).toBeInTheDocument();
    expect((await columns()).map((column) => column.heading)).toEqual(
      [...STAGES, 'Perdida'].map((stage) => `${stage} (0)`),
    );
  });

  it('shows the first 50 cards of a column (those in view first); Mostrar más adds 50 more', async () => {
    serveTaken(() => Array.from({ length: 120 }, (_, index) => taken(index + 1)));
    const { user } = renderRoute('/mis-peticiones');
    const column = (await screen.findByRole('heading', { name: 'Asignada (120)' })).closest(
      'section',
    )!;
    const cards = () => within(column).getAllByRole('link');
    await waitFor(() => expect(cards()).toHaveLength(50));
    await user.click(within(column).getByRole('button', { name: 'Mostrar más' }));
    await waitFor(() => expect(cards()).toHaveLength(100));
    await user.click(within(column).getByRole('button', { name: 'Mostrar más' }));
    await waitFor(() => expect(cards()).toHaveLength(120));
    expect(within(column).queryByRole('button', { name: 'Mostrar más' })).toBeNull();
  });

  it("a card is a link to the request's dialog at /mis-peticiones/{id}, keeping the view", async () => {
    serveTaken(() => rows);
    serveDetail((id) => ({ peticion: rows.find((row) => row.id === id) }));
    const { user, history } = renderRoute('/mis-peticiones?vista=equipo');
    await user.click(await screen.findByRole('link', { name: 'Cliente 6' }));
    expect(await screen.findByRole('dialog', { name: 'Petición 6' })).toBeInTheDocument();
    expect(history.location.pathname).toBe('/mis-peticiones/6');
    expect(history.location.search).toBe('?vista=equipo');
    // The sidebar's link stays the current one.
    expect(screen.getByRole('link', { name: 'Mis peticiones', hidden: true })).toHaveClass(
      'active',
    );
  });

  it('a failed load alerts once and shows the columns empty', async () => {
    server.use(
      http.get(apiUrl('/api/admin/peticiones/asignadas'), () =>
        HttpResponse.json({ error: 'boom' }, { status: 500 }),
      ),
    );
    renderRoute('/mis-peticiones');
    expect((await columns()).map((column) => column.heading)).toEqual(
      STAGES.map((stage) => `${stage} (0)`),
    );
    await waitFor(() => expect(window.alert).toHaveBeenCalledWith('Error al cargar los datos'));
    expect(window.alert).toHaveBeenCalledTimes(1);
  });
});

describe('Mis peticiones on a phone', () => {
  it('below 768 px: one list, the stage chosen above it (in the address too)', async () => {
    windowWidth(390);
    serveTaken(() => rows);
    const { user, history } = renderRoute('/mis-peticiones');
    const estado = await screen.findByRole('combobox', { name: 'Estado' });
    expect(
      within(estado)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Asignada (2)',
      'Presupuestada (1)',
      'Aceptada (0)',
      'En producción (0)',
      'Entregada (0)',
    ]);
    expect(await columns()).toEqual([
      { heading: 'Asignada (2)', cards: ['Cliente 3', 'Cliente 1'] },
    ]);
    await user.selectOptions(estado, 'presupuestada');
    expect(history.location.search).toBe('?estado=presupuestada');
    expect(await columns()).toEqual([{ heading: 'Presupuestada (1)', cards: ['Cliente 2'] }]);
  });
});

describe('Mis peticiones live', () => {
  it("a colleague's change shows on the board; a move re-renders at most two cards", async () => {
    const stream = eventStreams();
    serveTaken(() => rows, 10);
    renderRoute('/mis-peticiones');
    await screen.findByRole('link', { name: 'Cliente 2' });
    await waitFor(() => expect(stream.connections).toHaveLength(1));
    const renders = jest.spyOn(cardTexts, 'countdownText');

    stream.sendAt(11, {
      type: 'assigned',
      peticion: taken(2, { estado: 'aceptada', version: 2, fecha_evento: '2026-11-21' }),
    });
    await waitFor(async () =>
      expect((await columns())[2]).toEqual({ heading: 'Aceptada (1)', cards: ['Cliente 2'] }),
    );
    expect(renders.mock.calls.length).toBeGreaterThanOrEqual(1);
    expect(renders.mock.calls.length).toBeLessThanOrEqual(2);

    // Handed to a colleague: it leaves Mías.
    stream.sendAt(12, {
      type: 'assigned',
      peticion: taken(3, { asignado: COLLEAGUE, version: 2 }),
    });
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Cliente 3' })).toBeNull());
    // Given back: it leaves the board.
    stream.sendAt(13, { type: 'released', id: 1 });
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Cliente 1' })).toBeNull());
    expect((await columns())[0]!.heading).toBe('Asignada (0)');
  });
});

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

describe('Mis peticiones in the sidebar', () => {
  it('carries the counts the API gives for the viewer’s today, with an accessible name, and loads no list', async () => {
    const board = serveTaken(() => rows);
    const avisos = serveAvisos(() => ({ paraHoy: 2, mensajes: 0, ids: [1, 2] }));
    renderRoute('/');
    const link = await screen.findByRole('link', {
      name: 'Mis peticiones, 2 para hoy',
      hidden: true,
    });
    expect(link).toHaveAttribute('href', '/mis-peticiones');
    expect(within(link).getByText('2', { exact: false })).toBeInTheDocument();
    expect(avisos.asked).toEqual([TODAY]);
    expect(board.calls()).toBe(0);
  });

  it('counts again when a change concerns the counted requests or the viewer’s own, only then', async () => {
    const stream = eventStreams();
    let paraHoy = 1;
    let position = 10;
    const avisos = serveAvisos(
      () => ({ paraHoy, mensajes: 0, ids: paraHoy ? [1] : [] }),
      () => position,
    );
    renderRoute('/');
    await screen.findByRole('link', { name: 'Mis peticiones, 1 para hoy', hidden: true });
    await waitFor(() => expect(stream.connections).toHaveLength(1));
    expect(avisos.calls()).toBe(1);

    // A colleague's own request: not counted here, not asked again.
    stream.sendAt(11, { type: 'assigned', peticion: taken(5, { asignado: COLLEAGUE }) });
    // The counted one handed to a colleague: counted again, and the badge follows.
    paraHoy = 0;
    position = 12;
    stream.sendAt(12, { type: 'assigned', peticion: taken(1, { asignado: COLLEAGUE }) });
    await waitFor(() =>
      expect(
        screen.getByRole('link', { name: 'Mis peticiones', hidden: true }),
      ).toBeInTheDocument(),
    );
    expect(avisos.calls()).toBe(2);
    // One of the viewer's own, due today now.
    paraHoy = 1;
    position = 13;
    stream.sendAt(13, {
      type: 'assigned',
      peticion: taken(7, { proximoSeguimiento: TODAY }),
    });
    await screen.findByRole('link', { name: 'Mis peticiones, 1 para hoy', hidden: true });
    expect(avisos.calls()).toBe(3);
  });

  /** The requests page's list, answered when the test says so. */
  function holdRequestsList() {
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    let asked = false;
    server.use(
      http.get(apiUrl('/api/admin/peticiones/sinasignar'), async () => {
        asked = true;
        await answered;
        return HttpResponse.json({ data: [] });
      }),
    );
    return { asked: () => asked, answer };
  }

  it("asks for its count only once the page's own list has arrived", async () => {
    fakeClock({ now: new Date(2026, 10, 20, 10, 0, 0), timeouts: true });
    const list = holdRequestsList();
    const counted = serveAvisos(() => ({ paraHoy: 1, mensajes: 0, ids: [1] }));
    // The page shows at this moment at the earliest: the limit cannot have run out a moment before
    // its end, however much of it waiting for the list's call took.
    const rendered = Date.now();
    renderRoute('/');
    await waitFor(() => expect(list.asked()).toBe(true));
    const beforeTheLimit = rendered + PAGE_SETTLE_LIMIT_MS - 1 - Date.now();
    await act(async () => jest.advanceTimersByTime(beforeTheLimit));
    expect(counted.calls()).toBe(0);

    list.answer();
    expect(
      await screen.findByRole('link', { name: 'Mis peticiones, 1 para hoy', hidden: true }),
    ).toBeInTheDocument();
    expect(counted.calls()).toBe(1);
  });

  it('asks for it anyway when the page is still waiting after the limit', async () => {
    fakeClock({ now: new Date(2026, 10, 20, 10, 0, 0), timeouts: true });
    const list = holdRequestsList();
    serveAvisos(() => ({ paraHoy: 1, mensajes: 0, ids: [1] }));
    renderRoute('/');
    await waitFor(() => expect(list.asked()).toBe(true));
    await act(async () => jest.advanceTimersByTime(PAGE_SETTLE_LIMIT_MS));
    expect(
      await screen.findByRole('link', { name: 'Mis peticiones, 1 para hoy', hidden: true }),
    ).toBeInTheDocument();
    list.answer();
  });

  it('shows no count when there is nothing for today', async () => {
    const counted = serveAvisos(() => ({ paraHoy: 0, mensajes: 0, ids: [] }));
    renderRoute('/');
    const link = await screen.findByRole('link', { name: 'Mis peticiones', hidden: true });
    // The count has been asked for (it waits for the page's list); the store tells its answer at
    // the next frame: what shows after two is what it counted.
    await waitFor(() => expect(counted.calls()).toBe(1));
    await act(nextFrame);
    await act(nextFrame);
    expect(link).toHaveTextContent(/^Mis peticiones$/);
  });
});
