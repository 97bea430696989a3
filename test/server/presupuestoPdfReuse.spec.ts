import { expect, test } from '@playwright/test';
import { FONT } from '../../server/presupuestos/pdfCell';
import {
  drawPresupuestoPdf,
  pdfDrawings,
  renderPresupuestoPdf,
  RENDERED_PDFS_MAX,
} from '../../server/presupuestos/presupuestoPdf';
import { standardFontsBuilt } from '../../server/presupuestos/standardFonts';
import { PDF_BUSINESS as BUSINESS } from './support/pdfBusiness';
import { pdfQuoteFor } from './support/pdfPresupuesto';
import { pdfFonts, pdfText } from './support/pdfReader';

// What the PDFs share (docs/server.md, "The quote's PDF"): the standard fonts' metrics, built once
// per process, each PDF still the one PDFKit alone would write; and the PDFs last asked for, kept
// by what they were drawn from. Plain Node: no stack.

/** A quote of `count` lines, each of its own quantity. */
const quoteFor = (customerName: string, count: number) =>
  pdfQuoteFor(
    customerName,
    Array.from({ length: count }, (_, index) => 250 + index * 137),
  );

test('builds each standard font once however many PDFs, each PDF the same bytes for the same quote', async () => {
  const first = await drawPresupuestoPdf({ business: BUSINESS, quote: quoteFor('Ana', 3) });
  const built = standardFontsBuilt();
  expect(built).toBe(Object.keys(FONT).length);

  // A fallback font between them takes the next font id, as it would without the cache.
  const arabic = { ...BUSINESS, tradeName: 'شركة الأكواب' };
  const mixed = await drawPresupuestoPdf({ business: arabic, quote: quoteFor('Núñez', 40) });
  const again = await drawPresupuestoPdf({ business: BUSINESS, quote: quoteFor('Ana', 3) });
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

test('a PDF asked for again is drawn once while it stays among the last ones; a refused one is not kept', async () => {
  const input = { business: BUSINESS, quote: quoteFor('Reutilizado', 2) };
  const drawn = pdfDrawings.count;
  const [first, second] = await Promise.all([
    renderPresupuestoPdf(input),
    renderPresupuestoPdf(structuredClone(input)),
  ]);
  expect(second.equals(first)).toBe(true);
  expect(pdfDrawings.count).toBe(drawn + 1);
  expect((await drawPresupuestoPdf(input)).equals(first)).toBe(true);

  // Another business's details are another PDF.
  const renamed = { ...input, business: { ...BUSINESS, tradeName: 'Otra S.L.' } };
  expect(pdfText(await renderPresupuestoPdf(renamed))).toContain('Otra S.L.');
  expect(pdfDrawings.count).toBe(drawn + 2);

  // Past the most kept, the one asked for longest ago is drawn again.
  for (let n = 0; n < RENDERED_PDFS_MAX; n++) {
    await renderPresupuestoPdf({ ...input, quote: { ...input.quote, number: `P-2026-${n}` } });
  }
  const counted = pdfDrawings.count;
  expect((await renderPresupuestoPdf(input)).equals(first)).toBe(true);
  expect(pdfDrawings.count).toBe(counted + 1);

  const noDay = { ...input, quote: { ...input.quote, date: '2026-02-30' } };
  await expect(renderPresupuestoPdf(noDay)).rejects.toThrow(RangeError);
  await expect(renderPresupuestoPdf(noDay)).rejects.toThrow(RangeError);
  expect(pdfDrawings.count).toBe(counted + 3);
});
