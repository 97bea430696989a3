// The screen-print price table page, rendered with a real store over the fake network.
import { screen } from '@testing-library/react';
import { SERIGRAFIA_KEY, SERIGRAFIA_PAGE, serigrafiaRows, serveTable } from './preciosFixtures';
import { renderRoute } from './renderWithProviders';

/** A number cell by its accessible name ("Coste fila 2"). */
export const priceCell = (label: string) =>
  screen.getByRole<HTMLInputElement>('textbox', { name: label });

/** The page with `rows` rows (cantidad 100, 200…, coste 1, 2…, venta real 2, 4…), all shown. */
export async function openSerigrafiaTable(rows = 5) {
  serveTable(SERIGRAFIA_KEY, serigrafiaRows(rows));
  const rendered = renderRoute(SERIGRAFIA_PAGE);
  await screen.findByRole('textbox', { name: `Coste fila ${rows}` });
  return rendered;
}
