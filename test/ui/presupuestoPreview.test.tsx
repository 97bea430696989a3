import { screen, waitFor } from '@testing-library/react';
import { serveAjustes, AJUSTES } from '../support/ajustesFixtures';
import {
  MY_REQUEST,
  PRESUPUESTO_PAGE,
  servePresupuestoTablas,
  serveRequest,
} from '../support/presupuestoFixtures';
import { TABLES } from '../support/presupuestoTablas';
import { fillLine, lineCell, lineField, shownTotals } from '../support/presupuestoPage';
import { renderRoute } from '../support/renderWithProviders';

// The tables of test/support/presupuestoTablas.ts. 500 cups of 200 printed in one water-based colour:
// cup 0,129 € (tier 500) + print 0,180 € (tier 500) = 0,309 €; cost 0,058 + 0,115 = 0,173 €.
async function openQuote(ivaPercent = 21) {
  serveRequest();
  serveAjustes({ ...AJUSTES, ivaPercent });
  servePresupuestoTablas();
  const rendered = renderRoute(PRESUPUESTO_PAGE);
  await screen.findByRole('combobox', { name: 'Vaso línea 1' });
  return rendered;
}

describe('Presupuesto: the preview', () => {
  it('offers the ten cups and the four prints by their tile labels', async () => {
    await openQuote();
    const options = (name: string) =>
      [...(lineField(name, 1) as HTMLSelectElement).options].map((option) => option.text);
    expect(options('Vaso')).toEqual([
      '200',
      '280',
      '300T',
      '400',
      '500C',
      '500L',
      '600L',
      '900L',
      'Pinzas',
      'Ceniceros',
    ]);
    expect(options('Impresión')).toEqual([
      'Sin impresión',
      'Serigrafia 1 Color VF',
      'Serigrafia 2 Colores VF',
      'Serigrafia 1 Color Metalizado',
      'Serigrafia 2 Colores Metalizado',
    ]);
  });

  it('prices a line from the tables as typed: parts, unit price, total, cost and margin', async () => {
    const { user } = await openQuote();
    await fillLine(user, 1, { print: 'Serigrafia 1 Color VF', quantity: '500' });
    await waitFor(() => expect(lineCell(1, 'Precio unidad')).toMatch(/^0,309 €/));
    expect(lineCell(1, 'Precio unidad')).toBe('0,309 € Vaso 0,129 € + Serigrafía 0,180 €');
    expect(lineCell(1, 'Importe')).toBe('154,50 €');
    expect(lineCell(1, 'Coste')).toBe('0,173 €');
    expect(lineCell(1, 'Margen')).toBe('0,136 € (44,01 %)');
    expect(shownTotals()).toEqual({
      Subtotal: '154,50 €',
      'Descuento (%)': '[]',
      'Base imponible': '154,50 €',
      'IVA (21 %)': '32,45 €',
      Total: '186,95 €',
    });
  });

  it('moves to the next tier as the quantity grows, and adds lines up', async () => {
    const { user } = await openQuote();
    await fillLine(user, 1, { quantity: '1.000' });
    await waitFor(() => expect(lineCell(1, 'Importe')).toBe('125,00 €'));
    expect(lineCell(1, 'Precio unidad')).toBe('0,125 € Vaso 0,125 €');
    await user.click(screen.getByRole('button', { name: 'Añadir línea' }));
    await fillLine(user, 2, { print: 'Serigrafia 1 Color VF', quantity: '2500' });
    // 0,125 (cup tier 1.000) + 0,110 (print tier 2.500) = 0,235 € × 2.500.
    await waitFor(() => expect(lineCell(2, 'Importe')).toBe('587,50 €'));
    expect(shownTotals().Subtotal).toBe('712,50 €');
    expect(shownTotals().Total).toBe('862,13 €');
  });

  it('prices the cup from Metalicos under a metallic print', async () => {
    const { user } = await openQuote();
    await fillLine(user, 1, { print: 'Serigrafia 1 Color Metalizado', quantity: '1000' });
    // 0,155 (Metalicos, tier 1.000) + 0,170 (tier 1.000).
    await waitFor(() =>
      expect(lineCell(1, 'Precio unidad')).toBe('0,325 € Vaso 0,155 € + Serigrafía 0,170 €'),
    );
  });

  it('below the smallest tier says the minimum and keeps the quote from being saved', async () => {
    const { user } = await openQuote();
    await fillLine(user, 1, { print: 'Serigrafia 2 Colores VF', quantity: '300' });
    const cantidad = lineField('Cantidad', 1);
    // The cups start at 250, this print at 1.000: the larger minimum is the one that prices.
    await waitFor(() => expect(cantidad).toHaveAccessibleDescription('Mínimo: 1.000 unidades'));
    expect(cantidad).toHaveAttribute('aria-invalid', 'true');
    expect(lineCell(1, 'Importe')).toBe('—');
    expect(shownTotals().Total).toBe('—');
  });

  it('marks what is no number, and a quantity with decimals, as Valor no válido', async () => {
    const { user } = await openQuote();
    await fillLine(user, 1, { quantity: 'mil' });
    expect(lineField('Cantidad', 1)).toHaveAccessibleDescription('Valor no válido');
    await fillLine(user, 1, { quantity: '500,5' });
    expect(lineField('Cantidad', 1)).toHaveAccessibleDescription('Valor no válido');
    await user.type(lineField('Precio ajustado', 1), '0,1234');
    expect(lineField('Precio ajustado', 1)).toHaveAccessibleDescription('Valor no válido');
    await user.type(screen.getByRole('textbox', { name: 'Descuento (%)' }), '101');
    expect(screen.getByRole('textbox', { name: 'Descuento (%)' })).toHaveAccessibleDescription(
      'Valor no válido',
    );
  });

  it('does not mark an empty Cantidad nobody has typed in yet', async () => {
    await openQuote();
    expect(lineField('Cantidad', 1)).toHaveAttribute('aria-invalid', 'false');
    expect(lineCell(1, 'Importe')).toBe('—');
  });

  it('an adjusted price replaces the tables’ one, marks the line and keeps the table price beside it', async () => {
    const { user } = await openQuote();
    await fillLine(user, 1, { print: 'Serigrafia 1 Color VF', quantity: '500' });
    await user.type(lineField('Precio ajustado', 1), '0,25');
    await waitFor(() => expect(lineCell(1, 'Importe')).toBe('125,00 €'));
    expect(lineCell(1, 'Precio unidad')).toBe('0,250 € Ajustado Precio de tabla 0,309 €');
    expect(lineField('Cantidad', 1).closest('tr')).toHaveClass('quote-line--adjusted');
    expect(lineCell(1, 'Margen')).toBe('0,077 € (30,8 %)');
  });

  it('takes a discount off the subtotal before VAT, at the settings’ VAT rate', async () => {
    const { user } = await openQuote(10);
    await fillLine(user, 1, { print: 'Serigrafia 1 Color VF', quantity: '500' });
    await user.type(screen.getByRole('textbox', { name: 'Descuento (%)' }), '12,5');
    await waitFor(() => expect(shownTotals()['Base imponible']).toBe('135,19 €'));
    expect(shownTotals()).toEqual({
      Subtotal: '154,50 €',
      'Descuento (%)': '[12,5] -19,31 €',
      'Base imponible': '135,19 €',
      'IVA (10 %)': '13,52 €',
      Total: '148,71 €',
    });
  });

  it('says so on the choice whose table has no prices', async () => {
    serveRequest();
    serveAjustes();
    servePresupuestoTablas({ ...TABLES, serigrafia_2_colores_vf: [] });
    const { user } = renderRoute(PRESUPUESTO_PAGE);
    await screen.findByRole('combobox', { name: 'Vaso línea 1' });
    await fillLine(user, 1, { print: 'Serigrafia 2 Colores VF', quantity: '2000' });
    await waitFor(() =>
      expect(lineField('Impresión', 1)).toHaveAccessibleDescription(
        'La tabla Serigrafia 2 Colores VF no tiene precios.',
      ),
    );
    expect(lineField('Vaso', 1)).toHaveAttribute('aria-invalid', 'false');
  });

  it('removes a line, and keeps at least one', async () => {
    const { user } = await openQuote();
    expect(screen.getByRole('button', { name: 'Quitar línea 1' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Añadir línea' }));
    await fillLine(user, 2, { quantity: '500' });
    await user.click(screen.getByRole('button', { name: 'Quitar línea 1' }));
    expect(lineField('Cantidad', 1)).toHaveValue('500');
    expect(screen.queryByRole('textbox', { name: 'Cantidad línea 2' })).not.toBeInTheDocument();
  });

  it('names the request it is for, and leads back to it', async () => {
    await openQuote();
    expect(screen.getByRole('heading', { name: 'Presupuesto' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver a la petición' })).toHaveAttribute(
      'href',
      `/mis-peticiones/${MY_REQUEST.id}`,
    );
  });
});
