import { expect, test } from '@playwright/test';
import {
  clienteLines,
  formatAmount,
  formatPercent,
  formatQuantity,
  formatUnitPrice,
  pricePresupuesto,
  type ClientePresupuesto,
  type PricedPresupuesto,
  type TablaKey,
  type PresupuestoLineInput,
} from '../../contract';
import { renderPresupuestoPdf } from '../../server/presupuestos/presupuestoPdf';
import { TABLES } from '../support/presupuestoTablas';
import { PDF_BUSINESS as BUSINESS } from './support/pdfBusiness';
import { asExtracted, pdfFonts, pdfInfo, pdfText } from './support/pdfReader';

// The renderer is plain Node: these tests need no stack, only poppler-utils to read PDFs back.

const LABELS: Partial<Record<TablaKey, string>> = {
  'vasos/200': '200',
  serigrafia_1_color_vf: 'Serigrafia 1 Color VF',
  serigrafia_1_color_metalizado: 'Serigrafia 1 Color Metalizado',
};
const labelOf = (key: TablaKey) => LABELS[key] ?? key;

const PRINTS = [null, 'serigrafia_1_color_vf', 'serigrafia_1_color_metalizado'];

function priced(count: number): PricedPresupuesto {
  const lines: PresupuestoLineInput[] = Array.from({ length: count }, (_, index) => ({
    cup: 'vasos/200',
    quantity: 250 + index * 137,
    print: PRINTS[index % 3],
    ...(index === 1 ? { unitPriceOverride: 0.7 } : {}),
  }));
  const pricing = pricePresupuesto({ lines, discountPercent: 5 }, TABLES, { ivaPercent: 21 });
  if (!pricing.ok) throw new Error(`Not priced: ${JSON.stringify(pricing.problems)}`);
  return pricing;
}

function clientePresupuesto(pricing: PricedPresupuesto): ClientePresupuesto {
  return {
    number: 'P-2026-0007 v2',
    date: '2026-03-01',
    validUntil: '2026-03-31',
    customerName: 'Ana García Núñez',
    eventDate: '2026-06-12',
    lines: clienteLines(pricing.lines, labelOf),
    totals: pricing.totals,
  };
}

const render = (pricing: PricedPresupuesto) =>
  renderPresupuestoPdf({ business: BUSINESS, quote: clientePresupuesto(pricing) });

test('shows the business, the quote’s number and days, and the customer', async () => {
  const text = pdfText(await render(priced(3)));
  for (const expected of [
    'Vasos Fiesta S.L.',
    'NIF: B12345678',
    'Calle Mayor 1, 28013 Madrid',
    'Teléfono: +34 912 345 678',
    'Correo: hola@vasosfiesta.es',
    'Presupuesto',
    'P-2026-0007 v2',
    'Fecha: 01/03/2026',
    'Válido hasta 31/03/2026',
    'Cliente: Ana García Núñez',
    'Fecha del evento: 12/06/2026',
  ]) {
    expect(text).toContain(expected);
  }
});

test('prints only the business details that are filled in, and the customer below them', async () => {
  const business = { ...BUSINESS, nif: '', phone: '  ', email: '' };
  const text = pdfText(
    await renderPresupuestoPdf({ business, quote: clientePresupuesto(priced(1)) }),
  );
  expect(text).toContain('Calle Mayor 1, 28013 Madrid');
  for (const left of ['NIF', 'Teléfono', 'Correo']) expect(text).not.toContain(left);
  expect(text).toContain('Cliente: Ana García Núñez');

  // Nothing filled in: the quote's three lines of days still come before the customer.
  const bare = pdfText(
    await renderPresupuestoPdf({
      business: { ...business, address: '' },
      quote: clientePresupuesto(priced(1)),
    }),
    { layout: true },
  );
  expect(bare).not.toMatch(/NIF|Teléfono|Correo/);
  expect(bare).toMatch(/Válido hasta 31\/03\/2026[\s\S]*Cliente: Ana García Núñez/);
});

test('lists each line: Vaso, Cantidad, Impresión, unit price to 3 decimals, total to 2', async () => {
  const pricing = priced(10);
  const text = pdfText(await render(pricing), { layout: true });
  expect(text).toMatch(/Vaso\s+Cantidad\s+Impresión\s+Precio unidad\s+Importe/);
  for (const line of clientePresupuesto(pricing).lines) {
    const row = [
      line.cupLabel,
      formatQuantity(line.quantity),
      line.printLabel ?? 'Sin impresión',
      formatUnitPrice(line.unitPrice),
      formatAmount(line.total),
    ].map((cell) => asExtracted(cell).replace(/[.()]/g, '\\$&'));
    expect(text).toMatch(new RegExp(row.join('\\s+')));
  }
});

test('gives the totals with VAT to the cent, as the pricing function formats them', async () => {
  const { totals } = priced(10);
  const text = pdfText(await render(priced(10)), { layout: true });
  const rows: [string, string][] = [
    ['Subtotal', formatAmount(totals.subtotal)],
    [`Descuento (${formatPercent(totals.discountRate)})`, formatAmount(-totals.discount)],
    ['Base imponible', formatAmount(totals.base)],
    [`IVA (${formatPercent(totals.ivaRate)})`, formatAmount(totals.iva)],
    ['Total', formatAmount(totals.total)],
  ];
  expect(asExtracted(rows[3][0])).toBe('IVA (21 %)');
  for (const [label, amount] of rows) {
    const pattern = `${asExtracted(label)}\\s+${asExtracted(amount)}`.replace(/[()]/g, '\\$&');
    expect(text).toMatch(new RegExp(`(^|\\n)\\s*${pattern}\\s*(\\n|$)`));
  }
  // Worked out by hand from the test tables: subtotal 3.043,80 €, less 5 % (152,19 €) is
  // 2.891,61 €, plus 21 % (607,2381 → 607,24 €)
  expect(asExtracted(formatAmount(totals.total))).toBe('3.498,85 €');
});

test('leaves out the discount when there is none', async () => {
  const pricing = pricePresupuesto({ lines: [{ cup: 'vasos/200', quantity: 500 }] }, TABLES, {
    ivaPercent: 21,
  });
  if (!pricing.ok) throw new Error('Not priced');
  const text = pdfText(await render(pricing));
  expect(text).not.toContain('Descuento');
  expect(text).toContain('Base imponible');
});

test('never shows a cost or a margin', async () => {
  const pricing = priced(10);
  const customer = clientePresupuesto(pricing);
  const shown = new Set(
    customer.lines.flatMap((line) => [formatUnitPrice(line.unitPrice), formatAmount(line.total)]),
  );
  const staffOnly = pricing.lines.flatMap(({ staff }) => [
    formatUnitPrice(staff.unitCost),
    formatUnitPrice(staff.unitMargin),
    ...(staff.marginRate === null ? [] : [formatPercent(staff.marginRate)]),
  ]);
  // The figures must differ from what the customer may see, or their absence would prove nothing.
  expect(staffOnly.filter((figure) => shown.has(figure))).toEqual([]);
  const text = pdfText(await render(pricing));
  for (const figure of staffOnly) expect(text).not.toContain(asExtracted(figure));
  expect(text).not.toMatch(/coste|margen|\bcv\b/i);
});

test('writes € and Spanish letters with the standard fonts, none embedded', async () => {
  const pdf = await render(priced(2));
  const text = pdfText(pdf);
  expect(text).toContain('€');
  for (const word of ['Válido', 'Impresión', 'Núñez', 'Teléfono', 'Página']) {
    expect(text).toContain(word);
  }
  expect(pdfFonts(pdf)).toEqual([
    { name: 'Helvetica-Bold', embedded: false },
    { name: 'Helvetica', embedded: false },
  ]);
});

test('runs 60 lines over numbered pages, the table’s header on each', async () => {
  const pricing = priced(60);
  const pdf = await render(pricing);
  expect(pdfInfo(pdf).Pages).toBe('2');
  const pages = [1, 2].map((page) => pdfText(pdf, { page, layout: true }));
  pages.forEach((page, index) => {
    expect(page).toMatch(/Vaso\s+Cantidad\s+Impresión/);
    expect(page).toContain(`P-2026-0007 v2 · Página ${index + 1} de 2`);
  });
  // Every line once, in order, across both pages; the totals after the last one.
  const all = pages.join('\n');
  const quantities = [...all.matchAll(/^200\s+([\d.]+)\s/gm)].map((match) => match[1]);
  expect(quantities).toEqual(pricing.lines.map((line) => formatQuantity(line.quantity)));
  expect(pages[1]).toContain(asExtracted(formatAmount(pricing.totals.total)));
});

test('shortens a label too long for its column, and prints what no font has as ?', async () => {
  const plain = clientePresupuesto(priced(1));
  const quote: ClientePresupuesto = {
    ...plain,
    customerName: 'Łukasz 😀 Nowak',
    lines: plain.lines.map((line) => ({
      ...line,
      cupLabel: 'Vaso de 200 con un nombre larguísimo',
    })),
  };
  const text = pdfText(await renderPresupuestoPdf({ business: BUSINESS, quote }));
  // Ł from the fallback fonts (presupuestoPdfScripts.spec.ts), the emoji from none.
  expect(text).toContain('Cliente: Łukasz ? Nowak');
  expect(text).toMatch(/Vaso de 200 con[^\n]*…/);
  expect(text).not.toContain('larguísimo');
});

test('gives the same bytes for the same quote, dated by the quote', async () => {
  const first = await render(priced(10));
  const second = await render(priced(10));
  expect(second.equals(first)).toBe(true);
  expect(pdfInfo(first)).toMatchObject({
    CreationDate: '2026-03-01T00:00:00Z',
    Title: 'Presupuesto P-2026-0007 v2',
    Author: 'Vasos Fiesta S.L.',
  });
});

test('refuses a quote whose date is no day', async () => {
  const quote = { ...clientePresupuesto(priced(1)), date: '2026-02-30' };
  await expect(renderPresupuestoPdf({ business: BUSINESS, quote })).rejects.toThrow(RangeError);
});
