import type { PresupuestoInput } from '../../contract/presupuestoInput';
import type {
  PricedLine,
  PricedPresupuesto,
  PresupuestoTotals,
} from '../../contract/pricedPresupuesto';
import { pricePresupuesto } from '../../contract/pricing';
import { samePrices } from '../../contract/repricing';
import { PRICING_AJUSTES, TABLES } from '../support/presupuestoTablas';

// `Recalcular con precios actuales` saves a new version only when the prices changed
// (docs/decisions.md, "Quotes"): samePrices is that rule.

const TWO_LINES: PresupuestoInput = {
  lines: [
    { cup: 'vasos/200', quantity: 1000, print: 'serigrafia_1_color_vf' },
    { cup: 'vasos/200', quantity: 300 },
  ],
  discountPercent: 10,
};

function priced(input: PresupuestoInput = TWO_LINES): PricedPresupuesto {
  const pricing = pricePresupuesto(input, TABLES, PRICING_AJUSTES);
  if (!pricing.ok) throw new Error(`Not priced: ${JSON.stringify(pricing.problems)}`);
  return pricing;
}

/** The quote with its last line changed as `change` says, the other lines as they were. */
function withLastLine(quote: PricedPresupuesto, change: (line: PricedLine) => PricedLine) {
  const lines = quote.lines.map((line, index) =>
    index === quote.lines.length - 1 ? change(line) : line,
  );
  return { ...quote, lines };
}

const LINE_PRICES = ['cupPart', 'printPart', 'tablePrice', 'unitPrice', 'total'] as const;
const TOTALS = [
  'subtotal',
  'discountRate',
  'discount',
  'base',
  'ivaRate',
  'iva',
  'total',
] as const satisfies readonly (keyof PresupuestoTotals)[];

describe('whether pricing a quote again changes what it sells at', () => {
  it('a quote priced again from the same tables sells at the same prices', () => {
    expect(samePrices(priced(), priced())).toBe(true);
  });

  it.each(LINE_PRICES)(
    'a line whose %s changed, the others alike, sells at new prices',
    (field) => {
      const before = priced();
      const after = withLastLine(before, (line) => ({ ...line, [field]: line[field] + 1 }));
      expect(samePrices(before, after)).toBe(false);
    },
  );

  it('a line whose price became an adjusted one sells at new prices', () => {
    const before = priced();
    const after = withLastLine(before, (line) => ({ ...line, adjusted: true }));
    expect(samePrices(before, after)).toBe(false);
  });

  it('a line whose unit cost changed, its prices alike, is a new version too', () => {
    const before = priced();
    const after = withLastLine(before, (line) => ({
      ...line,
      staff: { ...line.staff, unitCost: line.staff.unitCost + 1 },
    }));
    expect(samePrices(before, after)).toBe(false);
  });

  it('a quote that gained a line, its first lines alike, sells at new prices', () => {
    const before = priced({ ...TWO_LINES, lines: TWO_LINES.lines.slice(0, 1) });
    const after = priced();
    expect(samePrices(before, after)).toBe(false);
    expect(samePrices(after, before)).toBe(false);
  });

  it.each(TOTALS)('a quote whose %s changed, its lines alike, sells at new prices', (field) => {
    const before = priced();
    const after = { ...before, totals: { ...before.totals, [field]: before.totals[field] + 1 } };
    expect(samePrices(before, after)).toBe(false);
  });
});
