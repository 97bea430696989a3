import { screen, waitFor, within } from '@testing-library/react';
import { stubShowModal } from '../support/jsdomDialogs';
import { renderRoute } from '../support/renderWithProviders';
import { PETICIONES_COLUMNS } from '../support/screenTexts';
import { apiUrl, http, HttpResponse, server } from '../support/server';
import { forgetWindowWidth, windowWidth } from '../support/windowWidth';

const SINASIGNAR = apiUrl('/api/admin/peticiones/sinasignar');

const many = Array.from({ length: 70 }, (_, index) => ({
  id: index + 1,
  estado: 'nueva',
  asignado: false,
  peticiones: `Pedido ${index + 1}`,
  cliente: { nombre: `Cliente ${index + 1}`, telefono: '+34 600 12 34 56' },
  fecha_evento: '2026-12-05',
  pais: 'España',
  codigo_postal: '28001',
  createdAt: '2026-11-02T10:30:00.000Z',
}));

beforeAll(stubShowModal);

beforeEach(() => {
  server.use(http.get(SINASIGNAR, () => HttpResponse.json({ data: many })));
});

afterEach(forgetWindowWidth);

describe('Peticiones on a phone', () => {
  it('below 768 px: one card per request, every field under its header, Ver and Asignar', async () => {
    windowWidth(390);
    renderRoute('/?orden=-peticiones');
    const list = await screen.findByRole('list', { name: 'Peticiones' });
    expect(screen.queryByRole('table')).toBeNull();
    const cards = within(list).getAllByRole('listitem');
    // Not 70 cards at once.
    expect(cards).toHaveLength(30);
    const first = cards[0]!;
    const labels = [...first.querySelectorAll('dt')].map((term) => term.textContent);
    // Every field but Acciones, labelled with the table's headers.
    expect(labels).toEqual(PETICIONES_COLUMNS.slice(0, -1));
    // Sorted by Pedido, descending, as the address says: "Pedido 9" after "Pedido 70".
    expect([...first.querySelectorAll('dd')].map((value) => value.textContent)).toEqual([
      '500',
      'nueva',
      'No',
      'Pedido 9',
      '+34 600 12 34 56',
      '05/12/2026',
      'España',
      '28001',
      '02/11/2026',
    ]);
    expect(within(first).getByRole('link', { name: '+34 600 12 34 56' })).toHaveAttribute(
      'href',
      'tel:+34600123456',
    );
    expect(within(first).getByRole('button', { name: 'Ver' })).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'Asignar' })).toBeInTheDocument();
    expect(screen.getByText('70 de 70 peticiones')).toBeInTheDocument();
  });

  it('Mostrar más adds cards until every request is shown', async () => {
    windowWidth(390);
    const { user } = renderRoute('/');
    const list = await screen.findByRole('list', { name: 'Peticiones' });
    await user.click(screen.getByRole('button', { name: 'Mostrar más' }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(60);
    await user.click(screen.getByRole('button', { name: 'Mostrar más' }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(70);
    expect(screen.queryByRole('button', { name: 'Mostrar más' })).toBeNull();
  });

  it("a card's Ver opens the dialog, and focus comes back to it", async () => {
    windowWidth(390);
    const { user } = renderRoute('/');
    const list = await screen.findByRole('list', { name: 'Peticiones' });
    const ver = within(within(list).getAllByRole('listitem')[2]!).getByRole('button', {
      name: 'Ver',
    });
    await user.click(ver);
    const dialog = await screen.findByRole('dialog', { name: 'Petición 3' });
    await user.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(ver).toHaveFocus();
  });

  it('from 768 px up the table stays', async () => {
    windowWidth(768);
    renderRoute('/');
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Peticiones' })).toBeNull();
  });
});
