import { screen, waitFor } from '@testing-library/react';
import { serveAjustes } from '../support/ajustesFixtures';
import {
  PRESUPUESTO_PAGE,
  servePresupuestoTablas,
  serveRequest,
} from '../support/presupuestoFixtures';
import { fillLine, lineCell, lineField } from '../support/presupuestoPage';
import type * as NumberCellRenders from '../support/numberCellRenders';
import { numberCellRenders as renders } from '../support/numberCellRenders';
import { renderRoute } from '../support/renderWithProviders';

// Every render of a number input, by its accessible name ("Cantidad línea 2").
jest.mock('../../src/components/NumberCell', () =>
  jest.requireActual<typeof NumberCellRenders>('../support/numberCellRenders').countingNumberCell(),
);

// Its ten lines are typed in key by key, as staff would: a few hundred keystrokes, seconds on an
// idle machine and more beside the suite's other lane, so the test has a bound of its own.
it('a keystroke in a 10-line quote draws its own line and the totals again, no other line', async () => {
  serveRequest();
  serveAjustes();
  servePresupuestoTablas();
  const { user } = renderRoute(PRESUPUESTO_PAGE);
  await screen.findByRole('combobox', { name: 'Vaso línea 1' });
  for (let line = 1; line <= 10; line += 1) {
    if (line > 1) await user.click(screen.getByRole('button', { name: 'Añadir línea' }));
    await fillLine(user, line, { quantity: '500' });
  }
  await waitFor(() => expect(lineCell(10, 'Importe')).toBe('64,50 €'));
  renders.length = 0;

  await user.type(lineField('Cantidad', 4), '0');

  await waitFor(() => expect(lineCell(4, 'Importe')).toBe('625,00 €'));
  expect(new Set(renders)).toEqual(
    new Set(['Cantidad línea 4', 'Precio ajustado línea 4', 'Descuento (%)']),
  );
}, 60_000);
