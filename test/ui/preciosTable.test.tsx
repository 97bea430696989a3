import { screen, waitFor, within } from '@testing-library/react';
import { serigrafiaTables, vasoTables } from '../../src/features/precios/catalog';
import { renderRoute } from '../support/renderWithProviders';
import {
  deferred,
  SERIGRAFIA_KEY,
  SERIGRAFIA_PAGE,
  serigrafiaRows,
  serveTable,
  tableUrl,
  vasoRows,
} from '../support/preciosFixtures';
import { http, HttpResponse, recordRequests, server } from '../support/server';

const NBSP = '\u00a0';

const headers = () => screen.getAllByRole('columnheader').map((th) => th.textContent);
/** Body rows only: the header row is the first row of the table. */
const bodyRows = () => screen.getAllByRole('row').slice(1);
const cellTexts = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('screen-print table page', () => {
  it.each(serigrafiaTables.map((t) => [t.tileLabel, t.routeId]))(
    '%s: heading, the documented columns and the Mark-up of each row',
    async (label, routeId) => {
      serveTable(routeId, serigrafiaRows(2));
      renderRoute(`/precios/serigrafias/${routeId}`);
      expect(await screen.findByRole('heading', { name: label })).toBeInTheDocument();
      await screen.findByRole('textbox', { name: 'Coste fila 2' });
      expect(headers()).toEqual(['Cantidad', 'Coste', 'Mark-up 35%', 'Venta Real', 'Acción']);
      expect(bodyRows().map((row) => cellTexts(row)[2])).toEqual([
        `1,538${NBSP}€`,
        `3,077${NBSP}€`,
      ]);
    },
  );

  it('binds every editable cell to a decimal input named by column and row', async () => {
    serveTable(SERIGRAFIA_KEY, serigrafiaRows(2));
    renderRoute(SERIGRAFIA_PAGE);
    const coste = await screen.findByRole('textbox', { name: 'Coste fila 2' });
    expect(coste).toHaveValue('2');
    // Text with a numeric keypad: the grid reads the caret, and a decimal comma is accepted.
    expect(coste).toHaveAttribute('type', 'text');
    expect(coste).toHaveAttribute('inputmode', 'decimal');
    expect(screen.getByRole('textbox', { name: 'Cantidad fila 1' })).toHaveValue('100');
    expect(screen.getByRole('textbox', { name: 'Venta Real fila 2' })).toHaveValue('4');
    expect(screen.getAllByRole('button', { name: 'Guardar' })).toHaveLength(2);
  });

  it('recomputes the Mark-up live as Coste is typed', async () => {
    serveTable(SERIGRAFIA_KEY, serigrafiaRows(2));
    const { user } = renderRoute(SERIGRAFIA_PAGE);
    const coste = await screen.findByRole('textbox', { name: 'Coste fila 1' });
    await user.clear(coste);
    await user.type(coste, '6.5');
    expect(coste).toHaveValue('6.5');
    expect(cellTexts(bodyRows()[0])[2]).toBe(`10,000${NBSP}€`);
    // The other row did not move.
    expect(cellTexts(bodyRows()[1])[2]).toBe(`3,077${NBSP}€`);
  });

  it('marks a value that cannot be saved, and the Mark-up shows a dash', async () => {
    serveTable(SERIGRAFIA_KEY, serigrafiaRows(2));
    const { user } = renderRoute(SERIGRAFIA_PAGE);
    const coste = await screen.findByRole('textbox', { name: 'Coste fila 1' });
    expect(coste).toHaveAttribute('aria-invalid', 'false');
    expect(screen.queryByText('Valor no válido')).not.toBeInTheDocument();

    await user.clear(coste);
    expect(coste).toHaveAttribute('aria-invalid', 'true');
    expect(coste).toHaveAccessibleDescription('Valor no válido');
    expect(cellTexts(bodyRows()[0])[2]).toBe('—');

    await user.type(coste, '-2');
    expect(coste).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getAllByText('Valor no válido')).toHaveLength(1);

    await user.clear(coste);
    await user.type(coste, '0');
    expect(coste).toHaveAttribute('aria-invalid', 'false');
    expect(screen.queryByText('Valor no válido')).not.toBeInTheDocument();
  });

  it('says Cargando… until the rows arrive', async () => {
    // The rows arrive when the test says so. Answered at once, they could replace Cargando… between
    // findByText and its assertion: Testing Library ends every findBy* by waiting for a 0 ms timer
    // outside act(), and on a busy machine the answer is drawn before that timer fires.
    const rows = deferred();
    serveTable(SERIGRAFIA_KEY, async () => {
      await rows.promise;
      return HttpResponse.json({ data: serigrafiaRows(1) });
    });
    renderRoute(SERIGRAFIA_PAGE);
    expect(await screen.findByText('Cargando…')).toBeInTheDocument();
    rows.resolve();
    await screen.findByRole('textbox', { name: 'Coste fila 1' });
    expect(screen.queryByText('Cargando…')).not.toBeInTheDocument();
  });
});

describe('cup table page', () => {
  it.each(vasoTables.map((t) => [t.routeId, t.heading, t.tileLabel, t.key]))(
    '%s: heading %s and the documented columns',
    async (routeId, heading, tileLabel, key) => {
      serveTable(key, vasoRows(key, 2));
      renderRoute(`/precios/vasos/${routeId}`);
      expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
      const value = await screen.findByRole('textbox', { name: `${tileLabel} fila 1` });
      expect(value).toHaveValue('250');
      expect(headers()).toEqual([tileLabel, 'cv', 'Q Cajas', '€', 'Metalicos', 'Acción']);
    },
  );

  it('shows QCajas as text, never as an input', async () => {
    serveTable('vasos/pinzas', vasoRows('vasos/pinzas', 2));
    renderRoute('/precios/vasos/pinzas');
    await screen.findByRole('textbox', { name: 'Pinzas fila 1' });
    expect(cellTexts(bodyRows()[1])[2]).toBe('1001');
    expect(screen.queryByRole('textbox', { name: /Q Cajas/ })).not.toBeInTheDocument();
    expect(within(bodyRows()[1]).getAllByRole('textbox')).toHaveLength(4);
    expect(screen.getByRole('textbox', { name: '€ fila 2' })).toHaveValue('6');
  });
});

describe('unknown tables', () => {
  it.each([
    ['/precios/serigrafias/serigrafia_3_colores', 'Volver a Serigrafias', '/precios/serigrafias'],
    ['/precios/vasos/1000', 'Volver a Vasos', '/precios/vasos'],
    ['/precios/vasos/v500l', 'Volver a Vasos', '/precios/vasos'],
  ])('%s says Tabla no encontrada and calls nothing', async (path, back, menu) => {
    const requests = recordRequests();
    renderRoute(path);
    expect(await screen.findByRole('heading', { name: 'Tabla no encontrada' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: back })).toHaveAttribute('href', menu);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(requests).toEqual([]);
  });
});

describe('load failures', () => {
  beforeEach(() => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it.each([
    ['a non-OK status', () => new HttpResponse(null, { status: 500 })],
    ['an object without a data array', () => HttpResponse.json({ rows: serigrafiaRows(2) })],
    [
      'invalid JSON',
      () => new HttpResponse('{not json', { headers: { 'Content-Type': 'application/json' } }),
    ],
    ['a network error', () => HttpResponse.error()],
  ])('%s alerts once and shows no rows', async (_, answer) => {
    server.use(http.get(tableUrl(SERIGRAFIA_KEY), answer));
    renderRoute(SERIGRAFIA_PAGE);
    expect(await screen.findByRole('table')).toBeInTheDocument();
    await waitFor(() => expect(window.alert).toHaveBeenCalledWith('Error al cargar los datos'));
    expect(window.alert).toHaveBeenCalledTimes(1);
    expect(headers()).toHaveLength(5);
    expect(bodyRows()).toEqual([]);
  });

  it('a bare array is read as the rows', async () => {
    server.use(http.get(tableUrl(SERIGRAFIA_KEY), () => HttpResponse.json(serigrafiaRows(2))));
    renderRoute(SERIGRAFIA_PAGE);
    await screen.findByRole('textbox', { name: 'Coste fila 2' });
    expect(window.alert).not.toHaveBeenCalled();
  });
});

describe('long tables', () => {
  it('keeps only a window of rows in the DOM, with table semantics intact', async () => {
    serveTable(SERIGRAFIA_KEY, serigrafiaRows(500));
    renderRoute(SERIGRAFIA_PAGE);
    await screen.findByRole('textbox', { name: 'Coste fila 1' });
    const table = screen.getByRole('table', { name: 'Serigrafia 1 Color VF' });
    expect(table).toHaveAttribute('aria-rowcount', '501');
    const rows = bodyRows();
    expect(rows.length).toBeGreaterThan(5);
    expect(rows.length).toBeLessThan(100);
    expect(rows[0]).toHaveAttribute('aria-rowindex', '2');
    expect(rows[1]).toHaveAttribute('aria-rowindex', '3');
    expect(screen.queryByRole('textbox', { name: 'Coste fila 500' })).not.toBeInTheDocument();
  });
});
