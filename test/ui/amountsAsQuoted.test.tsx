import { screen, within } from '@testing-library/react';
import { openDialog, useDialogFixture } from '../support/misPeticionesDialog';
import { taken } from '../support/misPeticionesFixtures';
import { servePresupuestoList, storedPresupuesto } from '../support/presupuestoFixtures';

// A quote's total reads the same on the board's card, in the request's dialog and in the quote
// itself (and its PDF): `1.218,47 €`, thousands grouped from four digits (docs/screens.md).

const TOTAL_CENTS = 121847;
const SHOWN = '1.218,47 €';
const LINE = { cup: 'vasos/200', quantity: 1000, print: null, unitPriceOverride: null };

const row = taken(7, {
  estado: 'presupuestada',
  ultimoPresupuesto: { numero: 'P-2026-0007', totalCents: TOTAL_CENTS },
});
useDialogFixture(() => ({ rows: [row], details: { 7: { peticion: row } } }));

const spaced = (text: string | null) => (text ?? '').replace(/\u00a0/g, ' ');

test('the board’s card, the dialog’s summary and its list of quotes write 1.218,47 €', async () => {
  const quote = storedPresupuesto(
    { lines: [LINE], discountPercent: null },
    { id: 70, peticionId: 7 },
  );
  servePresupuestoList(7, [{ ...quote, totals: { ...quote.totals, total: TOTAL_CENTS } }]);
  const { dialog } = await openDialog(7);

  const card = screen.getByRole('link', { name: 'Cliente 7', hidden: true }).closest('li')!;
  expect(spaced(card.textContent)).toContain(`Presupuesto: ${SHOWN}`);
  expect(spaced(dialog.textContent)).toContain(`Presupuesto P-2026-0007: ${SHOWN}`);
  const quotes = await within(dialog).findByRole('region', { name: 'Presupuestos' });
  await within(quotes).findByRole('link', { name: 'P-2026-0007' });
  expect(spaced(quotes.textContent)).toContain(`Total ${SHOWN}`);
});
