import { screen, waitFor } from '@testing-library/react';
import { MAX_PRICE, MAX_QUANTITY } from '../../contract/priceRules';
import { renderRoute } from '../support/renderWithProviders';
import {
  acceptUpdates,
  SERIGRAFIA_KEY,
  SERIGRAFIA_PAGE,
  serigrafiaRows,
  serveTable,
  vasoRows,
} from '../support/preciosFixtures';
import { recordRequests } from '../support/server';

/** Types `text` over the input named `label`, then clicks the first Guardar. */
async function typeAndSave(
  user: ReturnType<typeof renderRoute>['user'],
  label: string,
  text: string,
) {
  const input = await screen.findByRole('textbox', { name: label });
  await user.clear(input);
  await user.type(input, text);
  const requests = recordRequests();
  await user.click(screen.getAllByRole('button', { name: 'Guardar' })[0]);
  return { input, requests };
}

describe('the numbers a price cell accepts', () => {
  it.each([
    ['a fractional quantity', 'Cantidad fila 1', '100.5'],
    ['a quantity above the maximum', 'Cantidad fila 1', String(MAX_QUANTITY + 1)],
    ['a price above the maximum', 'Coste fila 1', String(MAX_PRICE + 0.5)],
    ['a price far above it', 'Venta Real fila 2', '1000000000'],
    ['an exponent', 'Venta Real fila 2', '1e3'],
    ['thousands groups that are not whole', 'Coste fila 1', '1.23,5'],
  ])('%s says Valor no válido and Guardar sends nothing', async (_name, label, text) => {
    serveTable(SERIGRAFIA_KEY, serigrafiaRows(2));
    const { user } = renderRoute(SERIGRAFIA_PAGE);
    const { input, requests } = await typeAndSave(user, label, text);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Valor no válido');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(requests).toEqual([]);
    expect(window.alert).not.toHaveBeenCalled();
  });

  it('the maximum price itself and a fractional price are fine', async () => {
    serveTable(SERIGRAFIA_KEY, serigrafiaRows(1));
    const { user } = renderRoute(SERIGRAFIA_PAGE);
    const coste = await screen.findByRole('textbox', { name: 'Coste fila 1' });
    await user.clear(coste);
    await user.type(coste, String(MAX_PRICE));
    expect(coste).toHaveAttribute('aria-invalid', 'false');
    await user.clear(coste);
    await user.type(coste, '0.125');
    expect(coste).toHaveAttribute('aria-invalid', 'false');
    expect(screen.queryByText('Valor no válido')).not.toBeInTheDocument();
  });

  it('a decimal comma, as a Spanish keyboard types it, is a decimal mark and is sent as a number', async () => {
    serveTable(SERIGRAFIA_KEY, serigrafiaRows(1));
    acceptUpdates(SERIGRAFIA_KEY);
    const { user } = renderRoute(SERIGRAFIA_PAGE);
    const { input, requests } = await typeAndSave(user, 'Coste fila 1', '6,5');
    expect(input).toHaveAttribute('aria-invalid', 'false');
    await waitFor(() => expect(window.alert).toHaveBeenCalledWith('Datos guardados con éxito'));
    expect(requests[0]?.body).toEqual({ id: 1, cantidad: 100, coste: 6.5, venta_real: 2 });
  });

  it('a lone mark before three digits: thousands in a quantity, decimals in a price', async () => {
    serveTable(SERIGRAFIA_KEY, serigrafiaRows(1));
    acceptUpdates(SERIGRAFIA_KEY);
    const { user } = renderRoute(SERIGRAFIA_PAGE);
    const cantidad = await screen.findByRole('textbox', { name: 'Cantidad fila 1' });
    await user.clear(cantidad);
    await user.type(cantidad, '1.000');
    expect(cantidad).toHaveAttribute('aria-invalid', 'false');
    const { requests } = await typeAndSave(user, 'Coste fila 1', '1.234');
    await waitFor(() => expect(window.alert).toHaveBeenCalledWith('Datos guardados con éxito'));
    expect(requests[0]?.body).toEqual({ id: 1, cantidad: 1000, coste: 1.234, venta_real: 2 });
  });

  it('a cup table: the cup-size column wants a whole number, cv takes a fraction', async () => {
    serveTable('vasos/200', vasoRows('vasos/200', 1));
    const { user } = renderRoute('/precios/vasos/200');
    const cv = await screen.findByRole('textbox', { name: 'cv fila 1' });
    await user.clear(cv);
    await user.type(cv, '0.125');
    expect(cv).toHaveAttribute('aria-invalid', 'false');
    const { input, requests } = await typeAndSave(user, '200 fila 1', '250.5');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getAllByText('Valor no válido')).toHaveLength(1);
    expect(requests).toEqual([]);
  });
});
