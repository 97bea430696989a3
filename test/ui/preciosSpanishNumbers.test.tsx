import { screen, waitFor, within } from '@testing-library/react';
import {
  acceptUpdates,
  SERIGRAFIA_KEY,
  SERIGRAFIA_PAGE,
  serveTable,
  vasoRows,
} from '../support/preciosFixtures';
import { priceCell } from '../support/tablaPage';
import { renderRoute } from '../support/renderWithProviders';
import { recordRequests } from '../support/server';

const NBSP = '\u00a0';
const rows = [
  { id: 1, cantidad: 1000, coste: 0.655, venta_real: 1.25 },
  { id: 2, cantidad: 12500, coste: 1234.5, venta_real: 2000 },
];
const editedInputs = () =>
  screen
    .getAllByRole('textbox')
    .filter((input) => input.classList.contains('number-cell--edited'))
    .map((input) => input.getAttribute('aria-label'));

async function openTable() {
  serveTable(SERIGRAFIA_KEY, rows);
  const rendered = renderRoute(SERIGRAFIA_PAGE);
  await screen.findByRole('textbox', { name: 'Coste fila 2' });
  return rendered;
}

describe('numbers in the price inputs, as Spain writes them', () => {
  it('shows loaded prices with a decimal comma and no thousands groups, like the Mark-up beside them', async () => {
    await openTable();
    expect(priceCell('Coste fila 1')).toHaveValue('0,655');
    expect(priceCell('Venta Real fila 1')).toHaveValue('1,25');
    expect(priceCell('Coste fila 2')).toHaveValue('1234,5');
    expect(priceCell('Cantidad fila 2')).toHaveValue('12500');
    const markup = within(screen.getAllByRole('row')[1]!).getAllByRole('cell')[2];
    expect(markup?.textContent).toBe(`1,008${NBSP}€`);
  });

  it('on a cup table too', async () => {
    serveTable('vasos/200', [{ ...vasoRows('vasos/200', 1)[0]!, cv: 0.061, Metalicos: 1.5 }]);
    renderRoute('/precios/vasos/200');
    expect(await screen.findByRole('textbox', { name: 'cv fila 1' })).toHaveValue('0,061');
    expect(priceCell('Metalicos fila 1')).toHaveValue('1,5');
  });

  it('shows what is typed as typed, either mark, never reformatted while typing', async () => {
    const { user } = await openTable();
    const coste = priceCell('Coste fila 1');
    await user.clear(coste);
    await user.type(coste, '0.7');
    expect(coste).toHaveValue('0.7');
    await user.type(coste, '5');
    expect(coste).toHaveValue('0.75');
    expect(coste).toHaveAttribute('aria-invalid', 'false');

    const venta = priceCell('Venta Real fila 1');
    await user.clear(venta);
    await user.type(venta, '2,');
    expect(venta).toHaveValue('2,');
    await user.type(venta, '50');
    expect(venta).toHaveValue('2,50');
    expect(venta).toHaveAttribute('aria-invalid', 'false');
  });

  it('typing back the value shown is no edit', async () => {
    const { user } = await openTable();
    const coste = priceCell('Coste fila 1');
    await user.clear(coste);
    await user.type(coste, '0,655');
    expect(editedInputs()).toEqual([]);
  });

  it('Guardar sends numbers, whichever mark was typed, and the reload shows them with a comma', async () => {
    const { user } = await openTable();
    acceptUpdates(SERIGRAFIA_KEY);
    const requests = recordRequests();
    await user.clear(priceCell('Coste fila 1'));
    await user.type(priceCell('Coste fila 1'), '0.725');
    await user.clear(priceCell('Venta Real fila 1'));
    await user.type(priceCell('Venta Real fila 1'), '1,5');
    serveTable(SERIGRAFIA_KEY, [{ ...rows[0]!, coste: 0.725, venta_real: 1.5 }, rows[1]!]);

    await user.click(screen.getAllByRole('button', { name: 'Guardar' })[0]!);
    await waitFor(() => expect(window.alert).toHaveBeenCalledWith('Datos guardados con éxito'));
    expect(requests[0]?.body).toEqual({ id: 1, cantidad: 1000, coste: 0.725, venta_real: 1.5 });
    await waitFor(() => expect(priceCell('Coste fila 1')).toHaveValue('0,725'));
    expect(priceCell('Venta Real fila 1')).toHaveValue('1,5');
    expect(editedInputs()).toEqual([]);
  });
});
