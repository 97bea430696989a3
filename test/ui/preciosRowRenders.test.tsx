import { screen } from '@testing-library/react';
import {
  SERIGRAFIA_KEY,
  SERIGRAFIA_PAGE,
  serigrafiaRows,
  serveTable,
} from '../support/preciosFixtures';
import type * as NumberCellRenders from '../support/numberCellRenders';
import { numberCellRenders as renders } from '../support/numberCellRenders';
import { renderRoute } from '../support/renderWithProviders';

// Every render of a number input, by its accessible name ("Coste fila 2").
jest.mock('../../src/components/NumberCell', () =>
  jest.requireActual<typeof NumberCellRenders>('../support/numberCellRenders').countingNumberCell(),
);

/**
 * Prices that fall as the quantity grows: no row has a warning, so the checks that run after the
 * table loads change no row (a warning that appears re-renders its row, as it should).
 */
const fallingTariff = (count: number) =>
  serigrafiaRows(count).map((row, index) => ({
    ...row,
    coste: 100 - index,
    venta_real: 200 - index,
  }));

it('a keystroke re-renders the edited row only', async () => {
  serveTable(SERIGRAFIA_KEY, fallingTariff(50));
  const { user } = renderRoute(SERIGRAFIA_PAGE);
  const coste = await screen.findByRole('textbox', { name: 'Coste fila 3' });
  renders.length = 0;

  // 98 becomes 985: the row's own warning may follow, no other row changes.
  await user.type(coste, '5');

  expect(coste).toHaveValue('985');
  expect(renders.length).toBeGreaterThan(0);
  expect(new Set(renders)).toEqual(
    new Set(['Cantidad fila 3', 'Coste fila 3', 'Venta Real fila 3']),
  );
});
