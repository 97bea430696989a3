import { screen, waitFor, within } from '@testing-library/react';
import type { ClienteRow } from '../../contract';
import { clienteRow } from '../support/clientesFixtures';
import { eventStreams } from '../support/eventStreams';
import { renderRoute } from '../support/renderWithProviders';
import { apiUrl, http, HttpResponse, recordRequests, server } from '../support/server';

const CLIENTES = apiUrl('/api/admin/clientes');
const HEADERS = [
  'Nombre',
  'Telefono',
  'Correo',
  'Peticiones',
  'Última petición',
  'Presupuestado',
  'Aceptado',
];

/** 250 customers, served a window at a time as the API does (in the order asked, by id). */
let all: ClienteRow[];
beforeEach(() => {
  all = Array.from({ length: 250 }, (_, i) =>
    clienteRow(i + 1, { presupuestadoCents: 36300 * ((i + 1) % 3), aceptadoCents: 0 }),
  );
  server.use(
    http.get(CLIENTES, ({ request }) => {
      const query = new URL(request.url).searchParams;
      const offset = Number(query.get('offset'));
      const limit = Number(query.get('limit'));
      const rows = query.get('order') === 'asc' ? all : [...all].reverse();
      return HttpResponse.json({
        data: { total: all.length, clientes: rows.slice(offset, offset + limit) },
        position: 3,
      });
    }),
  );
});

afterEach(() => {
  delete (window as { matchMedia?: unknown }).matchMedia;
});

/** A phone's screen: the page's narrow media query matches. */
function onAPhone() {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({
      matches: /max-width/.test(query),
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }),
  });
}

const windowsAsked = (requests: ReturnType<typeof recordRequests>) =>
  requests
    .filter((request) => request.url.startsWith(CLIENTES))
    .map((request) => new URL(request.url).search);

describe('Clientes', () => {
  it('lists one row per customer with its columns, windowed, and asks the first window only', async () => {
    const requests = recordRequests();
    renderRoute('/clientes');
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(HEADERS);
    expect(table).toHaveAttribute('aria-rowcount', '251');
    const link = await within(table).findByRole('link', { name: 'Cliente 250' });
    expect(link).toHaveAttribute('href', '/clientes/250');
    const row = link.closest('tr')!;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Cliente 250',
      '600 000 250',
      '—',
      '1',
      '20/11/2026',
      '363,00\u00a0€',
      '0,00\u00a0€',
    ]);
    // Only the rows in view are in the page.
    expect(within(table).getAllByRole('row').length).toBeLessThan(60);
    expect(screen.getByText('250 clientes')).toBeInTheDocument();
    expect(windowsAsked(requests)).toEqual(['?sort=ultimaPeticion&order=desc&offset=0&limit=100']);
  });

  it('a header sorts by its column, and a second click the other way round', async () => {
    const requests = recordRequests();
    const { user } = renderRoute('/clientes');
    const table = await screen.findByRole('table');
    await within(table).findByRole('link', { name: 'Cliente 250' });
    await user.click(within(table).getByRole('button', { name: 'Presupuestado' }));
    await within(table).findByRole('link', { name: 'Cliente 1' });
    expect(within(table).getByRole('columnheader', { name: 'Presupuestado' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await user.click(within(table).getByRole('button', { name: 'Presupuestado' }));
    await within(table).findByRole('link', { name: 'Cliente 250' });
    expect(within(table).getByRole('columnheader', { name: 'Presupuestado' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    expect(windowsAsked(requests)).toEqual([
      '?sort=ultimaPeticion&order=desc&offset=0&limit=100',
      '?sort=presupuestado&order=asc&offset=0&limit=100',
      '?sort=presupuestado&order=desc&offset=0&limit=100',
    ]);
  });

  it('a change of any request on the events stream reads the list again', async () => {
    const stream = eventStreams();
    renderRoute('/clientes');
    const table = await screen.findByRole('table');
    await within(table).findByRole('link', { name: 'Cliente 250' });
    await waitFor(() => expect(stream.connections).toHaveLength(1));
    all.push(clienteRow(251, { nombre: 'Peña Nueva' }));
    stream.sendAt(4, { type: 'removed', id: 251, asignado: 'maria.lopez@vasos.test' });
    expect(await within(table).findByRole('link', { name: 'Peña Nueva' })).toBeInTheDocument();
    expect(screen.getByText('251 clientes')).toBeInTheDocument();
  });

  it('on a phone, one card per customer, 30 at a time with Mostrar más', async () => {
    onAPhone();
    const { user } = renderRoute('/clientes');
    const cards = await screen.findByRole('list', { name: 'Clientes' });
    await within(cards).findByRole('link', { name: 'Cliente 250' });
    expect(within(cards).getAllByRole('listitem')).toHaveLength(30);
    expect(screen.queryByRole('table')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Mostrar más' }));
    expect(within(cards).getAllByRole('listitem')).toHaveLength(60);
  });

  it('on a phone, Ordenar por sorts the cards by any column either way, as the headers do', async () => {
    onAPhone();
    const requests = recordRequests();
    const { user } = renderRoute('/clientes');
    const cards = await screen.findByRole('list', { name: 'Clientes' });
    await within(cards).findByRole('link', { name: 'Cliente 250' });
    const select = screen.getByRole('combobox', { name: 'Ordenar por' });
    expect(select).toHaveDisplayValue('Última petición (descendente)');
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(HEADERS.flatMap((header) => [`${header} (ascendente)`, `${header} (descendente)`]));
    await user.selectOptions(select, 'Presupuestado (ascendente)');
    expect(await within(cards).findByRole('link', { name: 'Cliente 1' })).toBe(
      within(cards).getAllByRole('link')[0],
    );
    await user.selectOptions(select, 'Nombre (descendente)');
    await within(cards).findByRole('link', { name: 'Cliente 250' });
    expect(windowsAsked(requests)).toEqual([
      '?sort=ultimaPeticion&order=desc&offset=0&limit=100',
      '?sort=presupuestado&order=asc&offset=0&limit=100',
      '?sort=nombre&order=desc&offset=0&limit=100',
    ]);
  });
});
