import { expect, test } from '@playwright/test';
import { clienteLines, pricePresupuesto, type ClientePresupuesto } from '../../contract';
import { FONT } from '../../server/presupuestos/pdfCell';
import { renderPresupuestoPdf } from '../../server/presupuestos/presupuestoPdf';
import { standardFontsBuilt } from '../../server/presupuestos/standardFonts';
import { TABLES } from '../support/presupuestoTablas';
import { PDF_BUSINESS as BUSINESS } from './support/pdfBusiness';
import { pdfFonts, pdfText } from './support/pdfReader';

// The standard fonts' metrics are built once per process and shared by every PDF (docs/server.md,
// "The quote's PDF"): each PDF is still the one PDFKit alone would write. Plain Node: no stack.

function quoteFor(customerName: string, count: number): ClientePresupuesto {
  const lines = Array.from({ length: count }, (_, index) => ({
    cup: 'vasos/200' as const,
    quantity: 250 + index * 137,
  }));
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

test('builds each standard font once however many PDFs, each PDF the same bytes for the same quote', async () => {
  const first = await renderPresupuestoPdf({ business: BUSINESS, quote: quoteFor('Ana', 3) });
  const built = standardFontsBuilt();
  expect(built).toBe(Object.keys(FONT).length);

  // A fallback font between them takes the next font id, as it would without the cache.
  const arabic = { ...BUSINESS, tradeName: 'شركة الأكواب' };
  const mixed = await renderPresupuestoPdf({ business: arabic, quote: quoteFor('Núñez', 40) });
  const again = await renderPresupuestoPdf({ business: BUSINESS, quote: quoteFor('Ana', 3) });
  expect(standardFontsBuilt()).toBe(built);
  expect(again.equals(first)).toBe(true);

  expect(pdfText(mixed)).toContain('Núñez');
  expect(pdfFonts(mixed)).toContainEqual({ name: 'Helvetica-Bold', embedded: false });
  expect(pdfFonts(mixed)).toContainEqual({ name: 'Helvetica', embedded: false });
  expect(pdfFonts(first)).toEqual([
    { name: 'Helvetica-Bold', embedded: false },
    { name: 'Helvetica', embedded: false },
  ]);
});
