import { screen, within } from '@testing-library/react';
import { renderRoute } from '../support/renderWithProviders';
import {
  COLLEAGUE,
  ME,
  serveTaken,
  setUpBoardTests,
  taken,
} from '../support/misPeticionesFixtures';

// The board's column sums and its filters kept in the address (docs/screens.md, "Mis peticiones").

const OTHER = 'luis@vasos.test';
const quote = (totalCents: number) => ({ numero: 'P-2026-0001', totalCents });

const rows = [
  taken(1, { fecha_evento: '2026-12-24', ultimoPresupuesto: quote(123450), origen: 'telefono' }),
  taken(2, { fecha_evento: '2026-11-25', ultimoPresupuesto: quote(1050) }),
  taken(3, { fecha_evento: '2026-11-30', estado: 'presupuestada' }),
  taken(4, { asignado: COLLEAGUE, ultimoPresupuesto: quote(99999900), origen: 'whatsapp' }),
  taken(5, { asignado: OTHER, fecha_evento: '2027-01-10', origen: 'telefono' }),
  taken(6, {
    estado: 'aceptada',
    asignado: COLLEAGUE,
    fecha_evento: '2026-12-01',
    ultimoPresupuesto: quote(250000),
  }),
];

setUpBoardTests();
beforeEach(() => serveTaken(() => rows));

/** Each column as its heading, the total under it and the customers on its cards. */
async function columns() {
  const headings = await screen.findAllByRole('heading', { level: 3 });
  return headings.map((heading) => {
    const column = heading.closest('section')!;
    return {
      heading: heading.textContent,
      total: column.querySelector('.board-column__total')?.textContent?.replace(/\s/g, ' '),
      cards: within(column)
        .queryAllByRole('link')
        .map((link) => link.textContent),
    };
  });
}

const cardsShown = async () => (await columns()).flatMap((column) => column.cards);

describe('Mis peticiones: column sums', () => {
  it("each column's header shows its count and the sum of its cards' latest quote totals, as money is written", async () => {
    renderRoute('/mis-peticiones?vista=equipo');
    const [asignada, presupuestada, aceptada] = await columns();
    expect(asignada).toMatchObject({
      heading: 'Asignada (4)',
      total: 'Presupuestado: 1.001.244,00 €',
    });
    expect(presupuestada).toMatchObject({
      heading: 'Presupuestada (1)',
      total: 'Presupuestado: 0,00 €',
    });
    expect(aceptada).toMatchObject({ heading: 'Aceptada (1)', total: 'Presupuestado: 2.500,00 €' });
  });

  it('the sums and counts follow the filters: only the cards shown add up', async () => {
    renderRoute('/mis-peticiones');
    const [asignada] = await columns();
    expect(asignada).toMatchObject({ heading: 'Asignada (2)', total: 'Presupuestado: 1.245,00 €' });
  });
});

describe('Mis peticiones: filters in the address', () => {
  it('Asignado offers Todo el equipo and everyone with a request; the choice is in the address and Mías forgets it', async () => {
    const { user, history } = renderRoute('/mis-peticiones?vista=equipo');
    const asignado = await screen.findByRole('combobox', { name: 'Asignado' });
    expect(
      within(asignado)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Todo el equipo', ME, OTHER, COLLEAGUE]);
    await user.selectOptions(asignado, COLLEAGUE);
    expect(history.location.search).toBe(`?vista=equipo&asignado=${encodeURIComponent(COLLEAGUE)}`);
    expect(await cardsShown()).toEqual(['Cliente 4', 'Cliente 6']);

    await user.click(screen.getByRole('button', { name: 'Mías' }));
    expect(history.location.search).toBe('');
    expect(screen.queryByRole('combobox', { name: 'Asignado' })).toBeNull();
    expect(await cardsShown()).toEqual(['Cliente 2', 'Cliente 1', 'Cliente 3']);
  });

  it('a link with the filters shows them: one colleague, the event days from–to and the Origen', async () => {
    renderRoute(
      `/mis-peticiones?vista=equipo&asignado=${OTHER}&desde=2027-01-01&hasta=2027-01-31&origen=telefono`,
    );
    expect(await screen.findByRole('combobox', { name: 'Asignado' })).toHaveValue(OTHER);
    expect(screen.getByLabelText('Evento desde')).toHaveValue('2027-01-01');
    expect(screen.getByLabelText('Evento hasta')).toHaveValue('2027-01-31');
    expect(screen.getByRole('combobox', { name: 'Origen' })).toHaveValue('telefono');
    expect(await cardsShown()).toEqual(['Cliente 5']);
  });

  it('Evento desde and hasta keep the events on or between those days, each in the address', async () => {
    const { user, history } = renderRoute('/mis-peticiones');
    await user.type(await screen.findByLabelText('Evento desde'), '2026-11-30');
    expect(history.location.search).toBe('?desde=2026-11-30');
    expect(await cardsShown()).toEqual(['Cliente 1', 'Cliente 3']);
    await user.type(screen.getByLabelText('Evento hasta'), '2026-11-30');
    expect(history.location.search).toBe('?desde=2026-11-30&hasta=2026-11-30');
    expect(await cardsShown()).toEqual(['Cliente 3']);
    await user.clear(screen.getByLabelText('Evento desde'));
    expect(history.location.search).toBe('?hasta=2026-11-30');
    expect(await cardsShown()).toEqual(['Cliente 2', 'Cliente 3']);
  });

  it('Origen offers every channel by its label and keeps the requests that came through it', async () => {
    const { user, history } = renderRoute('/mis-peticiones?vista=equipo');
    const origen = await screen.findByRole('combobox', { name: 'Origen' });
    expect(
      within(origen)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Todos', 'Teléfono', 'WhatsApp', 'Correo', 'En persona', 'Web']);
    await user.selectOptions(origen, 'Teléfono');
    expect(history.location.search).toBe('?vista=equipo&origen=telefono');
    expect(await cardsShown()).toEqual(['Cliente 1', 'Cliente 5']);
    await user.selectOptions(origen, 'Todos');
    expect(history.location.search).toBe('?vista=equipo');
    expect(await cardsShown()).toHaveLength(6);
  });

  it('what the board cannot read in the address filters nothing', async () => {
    renderRoute('/mis-peticiones?desde=mañana&hasta=2026-13&origen=fax&asignado=' + COLLEAGUE);
    expect(await cardsShown()).toEqual(['Cliente 2', 'Cliente 1', 'Cliente 3']);
    expect(screen.getByRole('combobox', { name: 'Origen' })).toHaveValue('');
    expect(screen.getByLabelText('Evento desde')).toHaveValue('');
  });
});

describe('Mis peticiones: opened from a figure of Informes', () => {
  it('shows only the requests the figure counts, says which and how many, and Quitar filtro del informe shows the board again', async () => {
    const { user, history } = renderRoute(
      '/mis-peticiones?vista=equipo&alcanzada=presupuestada&perdidas=1',
    );
    const status = (await screen.findByText(/Del informe/)).closest('p');
    expect(status).toHaveAttribute('role', 'status');
    expect(status).toHaveTextContent('Del informe: han llegado a Presupuestada. 2 peticiones');
    // Cliente 3 is quoted, Cliente 6 accepted (so quoted before); the others never were.
    expect(await cardsShown()).toEqual(['Cliente 3', 'Cliente 6']);
    await user.click(screen.getByRole('button', { name: 'Quitar filtro del informe' }));
    expect(history.location.search).toBe('?vista=equipo&perdidas=1');
    expect(screen.queryByText(/Del informe/)).toBeNull();
    expect(await cardsShown()).toHaveLength(6);
  });
});
