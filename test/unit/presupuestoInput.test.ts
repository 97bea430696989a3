import {
  problemPath,
  presupuestoInputProblems,
  tablesUsed,
  type PresupuestoInput,
  type PresupuestoLineInput,
  type PricingAjustes,
} from '../../contract/presupuestoInput';
import { MAX_PRESUPUESTO_LINES } from '../../contract/presupuestoRules';
import { pricePresupuesto } from '../../contract/pricing';
import { PRICING_AJUSTES, TABLES } from '../support/presupuestoTablas';

const good: PresupuestoLineInput = {
  cup: 'vasos/200',
  quantity: 500,
  print: 'serigrafia_1_color_vf',
};
const quoteOf = (line: Partial<PresupuestoLineInput>): PresupuestoInput => ({
  lines: [{ ...good, ...line }],
});

describe('a quote line’s fields', () => {
  it.each(['vasos/999', 'serigrafia_1_color_vf', 'VASOS/200', '', '200'])(
    'refuse %p as Vaso',
    (cup) => {
      expect(presupuestoInputProblems(quoteOf({ cup }), PRICING_AJUSTES)).toEqual([
        { code: 'invalid', line: 0, field: 'cup' },
      ]);
    },
  );

  it.each(['vasos/200', 'serigrafia_9', ''])('refuse %p as Impresión', (print) => {
    expect(presupuestoInputProblems(quoteOf({ print }), PRICING_AJUSTES)).toEqual([
      { code: 'invalid', line: 0, field: 'print' },
    ]);
  });

  it.each([null, undefined])('take %p as no Impresión', (print) => {
    expect(presupuestoInputProblems(quoteOf({ print }), PRICING_AJUSTES)).toEqual([]);
  });

  it.each([0, -1, 1.5, 10_000_001, Number.NaN, Infinity])('refuse %p as Cantidad', (quantity) => {
    expect(presupuestoInputProblems(quoteOf({ quantity }), PRICING_AJUSTES)).toEqual([
      { code: 'invalid', line: 0, field: 'quantity' },
    ]);
  });

  it.each([1, 10_000_000])('take %p as Cantidad', (quantity) => {
    expect(presupuestoInputProblems(quoteOf({ quantity }), PRICING_AJUSTES)).toEqual([]);
  });

  it.each([0, 0.001, 0.145, 12, 100_000])('take %p as Precio ajustado', (unitPriceOverride) => {
    expect(presupuestoInputProblems(quoteOf({ unitPriceOverride }), PRICING_AJUSTES)).toEqual([]);
  });

  it.each([-0.001, 0.0001, 0.1455, 100_000.001, 100_001, Number.NaN])(
    'refuse %p as Precio ajustado',
    (unitPriceOverride) => {
      expect(presupuestoInputProblems(quoteOf({ unitPriceOverride }), PRICING_AJUSTES)).toEqual([
        { code: 'invalid', line: 0, field: 'unitPriceOverride' },
      ]);
    },
  );

  it('are all reported, field by field, line by line', () => {
    const input = {
      lines: [good, { cup: 'x', quantity: 0, print: 'y', unitPriceOverride: -1 }],
      discountPercent: 101,
    };
    expect(presupuestoInputProblems(input, { ivaPercent: -1 }).map(problemPath)).toEqual([
      'lines[1].cup',
      'lines[1].quantity',
      'lines[1].print',
      'lines[1].unitPriceOverride',
      'discountPercent',
      'ivaPercent',
    ]);
  });
});

describe('a quote’s own fields', () => {
  it.each([0, 0.01, 12.5, 33.33, 100, null, undefined])('take %p as Descuento (%)', (discount) => {
    expect(
      presupuestoInputProblems({ ...quoteOf({}), discountPercent: discount }, PRICING_AJUSTES),
    ).toEqual([]);
  });

  it.each([-0.01, 100.01, 12.345, Number.NaN])('refuse %p as Descuento (%)', (discount) => {
    expect(
      presupuestoInputProblems({ ...quoteOf({}), discountPercent: discount }, PRICING_AJUSTES),
    ).toEqual([{ code: 'invalid', field: 'discountPercent' }]);
  });

  it('refuse numbers sent as text, as a JSON body may carry them', () => {
    const input = { lines: [{ ...good, quantity: '500', unitPriceOverride: '0.145' }] };
    const asText = { ...input, discountPercent: '10' } as unknown as PresupuestoInput;
    const settings = { ivaPercent: '21' } as unknown as PricingAjustes;
    expect(presupuestoInputProblems(asText, settings).map(problemPath)).toEqual([
      'lines[0].quantity',
      'lines[0].unitPriceOverride',
      'discountPercent',
      'ivaPercent',
    ]);
  });

  it.each([0, 21, 10.5, 100])('take a VAT rate of %p', (ivaPercent) => {
    expect(presupuestoInputProblems(quoteOf({}), { ivaPercent })).toEqual([]);
  });

  it.each([-1, 100.5, 21.001])('refuse a VAT rate of %p', (ivaPercent) => {
    expect(presupuestoInputProblems(quoteOf({}), { ivaPercent })).toEqual([
      { code: 'invalid', field: 'ivaPercent' },
    ]);
  });

  it.each([0, MAX_PRESUPUESTO_LINES + 1])('refuse %p lines', (count) => {
    const input = { lines: Array.from({ length: count }, () => good) };
    expect(presupuestoInputProblems(input, PRICING_AJUSTES)).toEqual([
      { code: 'invalid', field: 'lines' },
    ]);
  });

  it('take as many lines as a quote may have', () => {
    const input = { lines: Array.from({ length: MAX_PRESUPUESTO_LINES }, () => good) };
    expect(pricePresupuesto(input, TABLES, PRICING_AJUSTES).ok).toBe(true);
  });
});

describe('pricePresupuesto with problems', () => {
  it('prices the lines it can, reports the others, and gives no totals', () => {
    const input = {
      lines: [good, { ...good, quantity: 10 }, { ...good, cup: 'nope' }, good],
      discountPercent: -5,
    };
    const pricing = pricePresupuesto(input, TABLES, PRICING_AJUSTES);
    expect(pricing.ok).toBe(false);
    expect(pricing.totals).toBeNull();
    expect(pricing.lines.map((line) => line?.unitPrice ?? null)).toEqual([309, null, null, 309]);
    expect(pricing.problems).toEqual([
      { code: 'minimum', line: 1, field: 'quantity', minimum: 250 },
      { code: 'invalid', line: 2, field: 'cup' },
      { code: 'invalid', field: 'discountPercent' },
    ]);
  });

  it('report the same invalid values as presupuestoInputProblems', () => {
    const input = { lines: [{ cup: 'x', quantity: -2 }], discountPercent: 200 };
    expect(pricePresupuesto(input, TABLES, PRICING_AJUSTES).problems).toEqual(
      presupuestoInputProblems(input, PRICING_AJUSTES),
    );
  });
});

describe('problemPath', () => {
  it('names a line’s field and a quote’s field', () => {
    expect(problemPath({ code: 'invalid', line: 3, field: 'quantity' })).toBe('lines[3].quantity');
    expect(problemPath({ code: 'invalid', field: 'discountPercent' })).toBe('discountPercent');
  });
});

describe('tablesUsed', () => {
  it('names each table the valid lines use once, in order', () => {
    const input = {
      lines: [
        { cup: 'vasos/400', quantity: 1, print: 'serigrafia_1_color_vf' },
        { cup: 'vasos/200', quantity: 1, print: null },
        { cup: 'vasos/400', quantity: 1, print: 'nope' },
        { cup: 'nope', quantity: 1, print: 'serigrafia_2_colores_vf' },
      ],
    };
    expect(tablesUsed(input)).toEqual([
      'vasos/400',
      'serigrafia_1_color_vf',
      'vasos/200',
      'serigrafia_2_colores_vf',
    ]);
  });
});
