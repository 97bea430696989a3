import { act, screen, waitFor, within } from '@testing-library/react';
import * as peticionModule from '../../src/components/peticion';
import { peticionesApi } from '../../src/features/peticiones/peticionesApi';
import { stubShowModal } from '../support/jsdomDialogs';
import { renderRoute } from '../support/renderWithProviders';
import { PETICIONES_COLUMNS } from '../support/screenTexts';
import { apiUrl, http, HttpResponse, server } from '../support/server';

const SINASIGNAR = apiUrl('/api/admin/peticiones/sinasignar');

const peticiones = [
  {
    id: 'p1',
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
    id: 'p2',
    estado: 'nueva',
    asignado: false,
    peticiones: 'Copas de cava reutilizables con grabado',
    cliente: { nombre: 'Peña El Botijo', telefono: '948 12 34 56' },
    fecha_evento: '2026-01-20',
    pais: 'Portugal',
    codigo_postal: '1100-148',
    createdAt: '2026-11-05T10:30:00.000Z',
  },
  {
    id: 'p3',
    estado: 'nueva',
    asignado: false,
    peticiones: 'Vasos de sidra 500 ml serigrafiados',
    cliente: { nombre: 'Ayuntamiento de Tudela', telefono: '+33 6 11 22 33 44' },
    fecha_evento: '2027-03-01',
    pais: 'Francia',
    codigo_postal: '75001',
    createdAt: '2026-10-01T10:30:00.000Z',
  },
  {
    id: 'p4',
    estado: 'pendiente',
    asignado: false,
    peticiones: 'Ceniceros de bolsillo; con "logo"',
    cliente: null,
    fecha_evento: null,
    pais: 'España',
    codigo_postal: '31001',
    createdAt: '2026-09-01T10:30:00.000Z',
  },
];

beforeAll(() => {
  stubShowModal();
  // Nor does jsdom close one: closing takes its open attribute away, as in the browser.
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});

beforeEach(() => {
  server.use(http.get(SINASIGNAR, () => HttpResponse.json({ data: peticiones })));
});

/** The Pedido cell of every body row, top to bottom. */
const pedidos = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[3]!.textContent);

const header = (name: string) => screen.getByRole('columnheader', { name });

async function openList(path = '/') {
  const rendered = renderRoute(path);
  await screen.findByRole('table');
  return rendered;
}

describe('Peticiones: sort', () => {
  it('keeps the server order with no aria-sort until a header is clicked', async () => {
    await openList();
    expect(pedidos()).toEqual([
      'Vasos reutilizables 500 ml con logo, Pinzas para colgar vasos',
      'Copas de cava reutilizables con grabado',
      'Vasos de sidra 500 ml serigrafiados',
      'Ceniceros de bolsillo; con "logo"',
    ]);
    for (const th of screen.getAllByRole('columnheader'))
      expect(th).not.toHaveAttribute('aria-sort');
    // Acciones holds buttons only: it does not sort.
    expect(within(header('Acciones')).queryByRole('button')).toBeNull();
  });

  it('a header click sorts by it as dates, again reverses; a missing date is last both ways', async () => {
    const { user, history } = await openList();
    await user.click(within(header('Fecha de Evento')).getByRole('button'));
    expect(header('Fecha de Evento')).toHaveAttribute('aria-sort', 'ascending');
    expect(pedidos().map((p) => p!.slice(0, 12))).toEqual([
      'Copas de cav', // 20/01/2026
      'Vasos reutil', // 05/12/2026
      'Vasos de sid', // 01/03/2027
      'Ceniceros de', // no date
    ]);
    expect(history.location.search).toBe('?orden=fecha_evento');
    await user.click(within(header('Fecha de Evento')).getByRole('button'));
    expect(header('Fecha de Evento')).toHaveAttribute('aria-sort', 'descending');
    expect(pedidos().map((p) => p!.slice(0, 12))).toEqual([
      'Vasos de sid',
      'Vasos reutil',
      'Copas de cav',
      'Ceniceros de',
    ]);
    expect(history.location.search).toBe('?orden=-fecha_evento');
    // One header at a time says how the rows are sorted.
    await user.click(within(header('País')).getByRole('button'));
    expect(header('Fecha de Evento')).not.toHaveAttribute('aria-sort');
    expect(header('País')).toHaveAttribute('aria-sort', 'ascending');
    // Spanish order, equal ones in the server's order: España (p1, p4), Francia, Portugal.
    expect(pedidos().map((p) => p!.slice(0, 12))).toEqual([
      'Vasos reutil',
      'Ceniceros de',
      'Vasos de sid',
      'Copas de cav',
    ]);
  });

  it('the headers still read exactly the specified columns', async () => {
    await openList('/?orden=estado');
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual(
      PETICIONES_COLUMNS,
    );
    expect(header('Estado')).toHaveAttribute('aria-sort', 'ascending');
  });
});

describe('Peticiones: Buscar and filters', () => {
  it('search ignores case and accents over customer, order, phone, country and postal code', async () => {
    const { user, history } = await openList();
    expect(screen.getByText('4 de 4 peticiones')).toBeInTheDocument();
    const box = screen.getByRole('searchbox', { name: 'Buscar' });
    await user.type(box, 'CUPULA');
    await waitFor(() => expect(pedidos()).toHaveLength(1));
    expect(pedidos()[0]).toMatch(/^Vasos reutilizables/);
    expect(screen.getByText('1 de 4 peticiones')).toBeInTheDocument();
    // Typing replaced the address, once typing paused, instead of stacking one entry per key.
    await waitFor(() => expect(history.location.search).toBe('?q=CUPULA'));
    expect(history.action).toBe('REPLACE');

    for (const [text, ids] of [
      ['pena', ['Copas de cava reutilizables con grabado']],
      ['600 12', [expect.stringMatching(/^Vasos reutilizables/)]],
      ['600123456', [expect.stringMatching(/^Vasos reutilizables/)]],
      ['francia', ['Vasos de sidra 500 ml serigrafiados']],
      ['1100-148', ['Copas de cava reutilizables con grabado']],
      ['cenicero', ['Ceniceros de bolsillo; con "logo"']],
    ] as const) {
      await user.clear(box);
      await user.paste(text);
      await waitFor(() => expect(pedidos()).toEqual(ids));
    }
    await user.clear(box);
    await user.paste('nada parecido');
    await waitFor(() => expect(screen.getByText('0 de 4 peticiones')).toBeInTheDocument());
  });

  it('Estado and País are built from the data and filter the rows', async () => {
    const { user, history } = await openList();
    const estado = screen.getByRole('combobox', { name: 'Estado' });
    const pais = screen.getByRole('combobox', { name: 'País' });
    const options = (select: HTMLElement) =>
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent);
    expect(options(estado)).toEqual(['Todos', 'nueva', 'pendiente']);
    expect(options(pais)).toEqual(['Todos', 'España', 'Francia', 'Portugal']);

    await user.selectOptions(estado, 'pendiente');
    expect(screen.getByText('2 de 4 peticiones')).toBeInTheDocument();
    await user.selectOptions(pais, 'España');
    expect(pedidos()).toHaveLength(2);
    await user.selectOptions(estado, 'nueva');
    expect(screen.getByText('0 de 4 peticiones')).toBeInTheDocument();
    expect(history.location.search).toBe('?estado=nueva&pais=Espa%C3%B1a');
    await user.selectOptions(estado, 'Todos');
    expect(pedidos()).toHaveLength(2);
  });

  it('the address gives the view: search, filters and order come back on a reload', async () => {
    await openList('/?q=vasos&pais=Espa%C3%B1a&orden=-createdAt');
    expect(screen.getByRole('searchbox', { name: 'Buscar' })).toHaveValue('vasos');
    expect(screen.getByRole('combobox', { name: 'País' })).toHaveValue('España');
    expect(header('Recibido a día')).toHaveAttribute('aria-sort', 'descending');
    expect(pedidos()).toEqual(['Vasos reutilizables 500 ml con logo, Pinzas para colgar vasos']);
    expect(screen.getByText('1 de 4 peticiones')).toBeInTheDocument();
  });

  it('a filter chosen right after typing takes the search into the address with it', async () => {
    const { user, history } = await openList('/');
    await user.type(screen.getByRole('searchbox', { name: 'Buscar' }), 'sidra');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Estado' }), 'nueva');
    expect(history.location.search).toBe('?q=sidra&estado=nueva');
    expect(history.action).toBe('PUSH');
  });

  it('Back brings the earlier search back into the box', async () => {
    const { user, history } = await openList('/?q=sidra');
    await waitFor(() => expect(pedidos()).toHaveLength(1));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Estado' }), 'nueva');
    await user.clear(screen.getByRole('searchbox', { name: 'Buscar' }));
    await waitFor(() => expect(history.location.search).toBe('?estado=nueva'));
    await act(() => history.go(-1));
    await waitFor(() =>
      expect(screen.getByRole('searchbox', { name: 'Buscar' })).toHaveValue('sidra'),
    );
    expect(pedidos()).toEqual(['Vasos de sidra 500 ml serigrafiados']);
  });
});

describe('Peticiones: scroll', () => {
  it('a new search or order starts from the top; rows coming and going keep the place', async () => {
    const many = Array.from({ length: 200 }, (_, index) => ({
      ...peticiones[0],
      id: index + 1,
      peticiones: `P${index + 1}`,
    }));
    server.use(http.get(SINASIGNAR, () => HttpResponse.json({ data: many })));
    const { user, store } = renderRoute('/');
    await screen.findByText('P1');
    const scroller = screen.getByRole('table').parentElement!;
    scroller.scrollTop = 2000;
    act(() => {
      store.dispatch(
        peticionesApi.util.updateQueryData('getPeticionesSinAsignar', undefined, (rows) =>
          rows.filter((row) => row.id !== 1),
        ),
      );
    });
    await waitFor(() => expect(screen.getByRole('table')).toHaveAttribute('aria-rowcount', '200'));
    expect(scroller.scrollTop).toBe(2000);
    await user.click(within(header('Pedido')).getByRole('button'));
    expect(scroller.scrollTop).toBe(0);
    scroller.scrollTop = 1000;
    await user.type(screen.getByRole('searchbox', { name: 'Buscar' }), 'p1');
    expect(scroller.scrollTop).toBe(0);
  });
});

describe('Peticiones: Exportar CSV', () => {
  it('downloads the rows in view, sorted, as UTF-8 with BOM, ; and CRLF', async () => {
    const files: { blob: Blob; name: string }[] = [];
    let lastBlob: Blob | undefined;
    Object.assign(URL, {
      createObjectURL: (blob: Blob) => ((lastBlob = blob), 'blob:peticiones'),
      revokeObjectURL: () => undefined,
    });
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      files.push({ blob: lastBlob!, name: this.download });
    });
    const { user } = await openList('/?pais=Espa%C3%B1a&orden=-codigo_postal');
    await user.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    expect(files).toHaveLength(1);
    expect(files[0]!.name).toMatch(/^peticiones-\d{4}-\d{2}-\d{2}\.csv$/);
    const bytes = new Uint8Array(await files[0]!.blob.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes.slice(3));
    expect(text.split('\r\n')).toEqual([
      'Cantidad;Estado;Asignado;Pedido;Telefono;Fecha de Evento;País;Código Postal;Recibido a día',
      '500;pendiente;No;"Ceniceros de bolsillo; con ""logo""";Sin teléfono;—;España;31001;01/09/2026',
      "500;pendiente;No;Vasos reutilizables 500 ml con logo, Pinzas para colgar vasos;'+34 600 12 34 56;05/12/2026;España;28001;02/11/2026",
      '',
    ]);
  });
});

describe('Peticiones: rows and live changes', () => {
  it('a request leaving the list re-renders at most two rows, and positions stay right', async () => {
    const many = Array.from({ length: 60 }, (_, index) => ({
      ...peticiones[0],
      id: index + 1,
      peticiones: `P${index + 1}`,
    }));
    server.use(http.get(SINASIGNAR, () => HttpResponse.json({ data: many })));
    const { store } = renderRoute('/');
    await screen.findByText('P1');
    // Each row's render reads its order once.
    const renders = jest.spyOn(peticionModule, 'pedidoText');
    act(() => {
      store.dispatch(
        peticionesApi.util.updateQueryData('getPeticionesSinAsignar', undefined, (rows) =>
          rows.filter((row) => row.id !== 2),
        ),
      );
    });
    // The store tells React at the next frame.
    await waitFor(() => expect(screen.queryByText('P2')).not.toBeInTheDocument());
    const rowCalls = renders.mock.calls.filter(([value]) => typeof value === 'string');
    // The row that slid into the window rendered (so renders are counted); the others did not.
    expect(rowCalls.length).toBeGreaterThanOrEqual(1);
    expect(rowCalls.length).toBeLessThanOrEqual(2);
    expect(screen.getByText('P3').closest('tr')).toHaveAttribute('aria-rowindex', '3');
    expect(screen.getByText('P1').closest('tr')).toHaveAttribute('aria-rowindex', '2');
    expect(screen.getByRole('table')).toHaveAttribute('aria-rowcount', '60');
  });
});
