import type { PresupuestoInput } from '../../contract/presupuestoInput';
import type { PresupuestoPriceSnapshot } from '../../contract/presupuestoSnapshot';
import type { PricedPresupuesto, PresupuestoTablas } from '../../contract/pricedPresupuesto';
import { pricePresupuesto, priceSnapshot } from '../../contract/pricing';
import { CUP_200, cupRow, PRICING_AJUSTES, TABLES } from '../support/presupuestoTablas';

const INPUT: PresupuestoInput = {
  lines: [
    { cup: 'vasos/200', quantity: 1200, print: 'serigrafia_1_color_metalizado' },
    { cup: 'vasos/200', quantity: 300, print: 'serigrafia_1_color_vf', unitPriceOverride: 0.6 },
    { cup: 'vasos/200', quantity: 750 },
  ],
  discountPercent: 7.5,
};

function pricedQuote(tables: PresupuestoTablas = TABLES): PricedPresupuesto {
  const pricing = pricePresupuesto(INPUT, tables, PRICING_AJUSTES);
  if (!pricing.ok) throw new Error(`Not priced: ${JSON.stringify(pricing.problems)}`);
  return pricing;
}

/** Freezes a value and everything in it, so any write to it throws. */
function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object') {
    Object.values(value).forEach(deepFreeze);
    Object.freeze(value);
  }
  return value;
}

describe('the price snapshot of a quote', () => {
  it('keeps, per line, the rows that priced it, the rates and the price set by hand', () => {
    const { snapshot } = pricedQuote();
    expect(snapshot).toEqual<PresupuestoPriceSnapshot>({
      rules: 1,
      ivaPercent: 21,
      discountPercent: 7.5,
      lines: [
        {
          cup: 'vasos/200',
          quantity: 1200,
          print: 'serigrafia_1_color_metalizado',
          unitPriceOverride: null,
          cupRow: CUP_200[2],
          printRow: TABLES.serigrafia_1_color_metalizado![1],
        },
        {
          cup: 'vasos/200',
          quantity: 300,
          print: 'serigrafia_1_color_vf',
          unitPriceOverride: 0.6,
          cupRow: CUP_200[0],
          printRow: TABLES.serigrafia_1_color_vf![0],
        },
        {
          cup: 'vasos/200',
          quantity: 750,
          print: null,
          unitPriceOverride: null,
          cupRow: CUP_200[1],
          printRow: null,
        },
      ],
    });
  });

  it('prices again to the same lines and totals, without the tables', () => {
    const pricing = pricedQuote();
    const again = priceSnapshot(pricing.snapshot);
    expect(again).toEqual(pricing);
  });

  it('survives being stored as JSON', () => {
    const pricing = pricedQuote();
    const stored = JSON.parse(JSON.stringify(pricing.snapshot)) as PresupuestoPriceSnapshot;
    expect(priceSnapshot(stored)).toEqual(pricing);
  });

  it('is not changed by a price changed later in the tables', () => {
    const tables = { ...TABLES, 'vasos/200': CUP_200.map((row) => ({ ...row })) };
    const pricing = pricedQuote(tables);
    const totalBefore = pricing.totals.total;
    tables['vasos/200'][2].Metalicos = 9;
    expect(priceSnapshot(pricing.snapshot).totals?.total).toBe(totalBefore);
    expect(pricedQuote(tables).totals.total).not.toBe(totalBefore);
  });

  it('refuses a pricing rule it does not know', () => {
    const { snapshot } = pricedQuote();
    const unknown = { ...snapshot, rules: 2 } as unknown as PresupuestoPriceSnapshot;
    expect(() => priceSnapshot(unknown)).toThrow(new RangeError('No pricing rule 2'));
  });
});

describe('pricePresupuesto is deterministic', () => {
  it('gives the same answer twice, and writes nothing of what it is given', () => {
    const tables = deepFreeze(structuredClone(TABLES));
    const input = deepFreeze(structuredClone(INPUT));
    const first = pricePresupuesto(input, tables, PRICING_AJUSTES);
    expect(pricePresupuesto(input, tables, PRICING_AJUSTES)).toEqual(first);
    expect(tables).toEqual(TABLES);
  });

  it('does not depend on the order of the rows', () => {
    const shuffled = Object.fromEntries(
      Object.entries(TABLES).map(([key, rows]) => [key, [...rows!].reverse()]),
    );
    expect(pricedQuote(shuffled).totals).toEqual(pricedQuote().totals);
    expect(pricedQuote(shuffled).snapshot).toEqual(pricedQuote().snapshot);
  });

  it('ignores tables no line uses', () => {
    const extra = { ...TABLES, 'vasos/400': [cupRow(99, 1, { cv: 1, Euro: 1, Metalicos: 1 })] };
    expect(pricedQuote(extra)).toEqual(pricedQuote());
  });
});
