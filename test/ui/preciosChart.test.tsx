import { screen, waitFor } from '@testing-library/react';
import { renderRoute } from '../support/renderWithProviders';
import {
  holdFirstUpdate,
  SERIGRAFIA_KEY,
  SERIGRAFIA_PAGE,
  serigrafiaRows,
  serveTable,
} from '../support/preciosFixtures';

const chartLines = () =>
  [
    ...screen
      .getByRole('img', { name: 'Precio por cantidad: Coste y Venta Real' })
      .querySelectorAll('path'),
  ].map((path) => path.getAttribute('d'));

it('a price table draws its prices against the quantity, and redraws them as a price is typed', async () => {
  serveTable(SERIGRAFIA_KEY, serigrafiaRows(4));
  const { user } = renderRoute(SERIGRAFIA_PAGE);
  await screen.findByRole('img', { name: 'Precio por cantidad: Coste y Venta Real' });
  const before = chartLines();
  expect(before).toHaveLength(2);
  expect(before[0]).toMatch(/^M[\d.]+,[\d.]+(L[\d.]+,[\d.]+){3}$/);

  const coste = screen.getByRole('textbox', { name: 'Coste fila 2' });
  await user.clear(coste);
  await user.type(coste, '40');
  await waitFor(() => expect(chartLines()[0]).not.toBe(before[0]));
  // The other line keeps its points; only the scale may follow the new highest price.
  expect(chartLines()[1]).toMatch(/^M[\d.]+,[\d.]+(L[\d.]+,[\d.]+){3}$/);
});

it('while a save runs the chart waits for its end, then draws what was typed meanwhile', async () => {
  serveTable(SERIGRAFIA_KEY, serigrafiaRows(4));
  const { user } = renderRoute(SERIGRAFIA_PAGE);
  await screen.findByRole('img', { name: 'Precio por cantidad: Coste y Venta Real' });
  const before = chartLines();
  const firstRow = holdFirstUpdate(SERIGRAFIA_KEY);
  await user.click(screen.getAllByRole('button', { name: 'Guardar' })[0]!);
  expect(await screen.findByRole('status')).toHaveTextContent('Guardando 1 de 4…');

  const coste = screen.getByRole('textbox', { name: 'Coste fila 2' });
  await user.clear(coste);
  await user.type(coste, '40');
  // Longer than the chart's wait for an idle moment where the browser has no idle callback.
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(chartLines()).toEqual(before);

  firstRow.release();
  await waitFor(() => expect(window.alert).toHaveBeenCalledWith('Datos guardados con éxito'));
  await waitFor(() => expect(chartLines()[0]).not.toBe(before[0]));
});
