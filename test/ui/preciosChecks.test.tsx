import { screen, waitFor, within } from '@testing-library/react';
import { renderRoute } from '../support/renderWithProviders';
import {
  acceptUpdates,
  holdFirstUpdate,
  SERIGRAFIA_KEY,
  SERIGRAFIA_PAGE,
  serveTable,
} from '../support/preciosFixtures';
import { recordRequests } from '../support/server';

/** A tariff that falls with the quantity and sells above cost: nothing to review. */
const tariff = [
  { id: 1, cantidad: 100, coste: 0.5, venta_real: 0.8 },
  { id: 2, cantidad: 250, coste: 0.3, venta_real: 0.5 },
  { id: 3, cantidad: 500, coste: 0.2, venta_real: 0.35 },
];

const rowOf = (cellLabel: string) =>
  screen.getByRole('textbox', { name: cellLabel }).closest('tr')!;

describe('a price table checks its numbers', () => {
  it('flags a mistyped price on its row and counts it above the table, without blocking Guardar', async () => {
    serveTable(SERIGRAFIA_KEY, tariff);
    const { user } = renderRoute(SERIGRAFIA_PAGE);
    const coste = await screen.findByRole('textbox', { name: 'Coste fila 3' });
    expect(screen.queryByText(/para revisar/)).not.toBeInTheDocument();

    // 0.2 typed as 2: above the Venta Real, and above the price of fewer units.
    await user.clear(coste);
    await user.type(coste, '2');
    expect(await screen.findByText('1 fila para revisar')).toBeInTheDocument();
    expect(
      within(rowOf('Coste fila 3')).getByText(
        'Venta Real por debajo del Coste. Precio más alto que con menos cantidad (Coste)',
      ),
    ).toBeInTheDocument();
    expect(within(rowOf('Coste fila 2')).queryByText(/Precio más alto/)).not.toBeInTheDocument();

    acceptUpdates(SERIGRAFIA_KEY);
    const requests = recordRequests();
    await user.click(screen.getAllByRole('button', { name: 'Guardar' })[0]!);
    await waitFor(() => expect(window.alert).toHaveBeenCalledWith('Datos guardados con éxito'));
    // Every row went, the mistyped one as typed.
    const posted = requests.filter((request) => request.method === 'POST');
    expect(posted.map((request) => request.body)).toEqual([
      tariff[0],
      tariff[1],
      { ...tariff[2], coste: 2 },
    ]);
  });

  it('drops the warning once the number is put right', async () => {
    serveTable(SERIGRAFIA_KEY, tariff);
    const { user } = renderRoute(SERIGRAFIA_PAGE);
    // A cost of 0.9 against a sale at 0.8, then back to 0.5.
    const coste = await screen.findByRole('textbox', { name: 'Coste fila 1' });
    await user.clear(coste);
    await user.type(coste, '0.9');
    expect(await screen.findByText('1 fila para revisar')).toBeInTheDocument();
    expect(
      within(rowOf('Coste fila 1')).getByText('Venta Real por debajo del Coste'),
    ).toBeVisible();
    await user.clear(coste);
    await user.type(coste, '0.5');
    await waitFor(() => expect(screen.queryByText(/para revisar/)).not.toBeInTheDocument());
    expect(within(rowOf('Coste fila 1')).queryByText(/Venta Real/)).not.toBeInTheDocument();
  });

  it('while a save runs the checks wait for its end, then check what was typed meanwhile', async () => {
    serveTable(SERIGRAFIA_KEY, tariff);
    const { user } = renderRoute(SERIGRAFIA_PAGE);
    const coste = await screen.findByRole('textbox', { name: 'Coste fila 3' });
    const firstRow = holdFirstUpdate(SERIGRAFIA_KEY);
    await user.click(screen.getAllByRole('button', { name: 'Guardar' })[0]!);
    expect(await screen.findByRole('status')).toHaveTextContent('Guardando 1 de 3…');

    // A mistake typed while the first row travels: the checks run again only once the save ends
    // (every row's answer changes the table; checking it between rows would compete with them).
    await user.clear(coste);
    await user.type(coste, '2');
    // Longer than the checks' wait for an idle moment where the browser has no idle callback.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.queryByText(/para revisar/)).not.toBeInTheDocument();

    firstRow.release();
    await waitFor(() => expect(window.alert).toHaveBeenCalledWith('Datos guardados con éxito'));
    expect(await screen.findByText('1 fila para revisar')).toBeInTheDocument();
  });
});
