// A priced quote of 200 ml cups for the specs that render a quote's PDF without a stack.
import { clienteLines, pricePresupuesto, type ClientePresupuesto } from '../../../contract';
import { TABLES } from '../../support/presupuestoTablas';

/** Quote P-2026-0007 for `customerName`, one line of 200 ml cups per quantity, priced from TABLES. */
export function pdfQuoteFor(
  customerName: string,
  quantities: readonly number[] = [500],
): ClientePresupuesto {
  const lines = quantities.map((quantity) => ({ cup: 'vasos/200' as const, quantity }));
  const pricing = pricePresupuesto({ lines }, TABLES, { ivaPercent: 21 });
  if (!pricing.ok) throw new Error('Not priced');
  return {
    number: 'P-2026-0007',
    date: '2026-03-01',
    validUntil: '2026-03-31',
    customerName,
    eventDate: null,
    lines: clienteLines(pricing.lines, () => '200'),
    totals: pricing.totals,
  };
}
