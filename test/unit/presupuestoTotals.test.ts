import type { PresupuestoInput } from '../../contract/presupuestoInput';
import type { PresupuestoTablas, PresupuestoTotals } from '../../contract/pricedPresupuesto';
import { pricePresupuesto } from '../../contract/pricing';
import { PRICING_AJUSTES, singleTierCup, TABLES } from '../support/presupuestoTablas';

function totalsOf(input: PresupuestoInput, tables: PresupuestoTablas = TABLES, ivaPercent = 21) {
  const pricing = pricePresupuesto(input, tables, { ivaPercent });
  if (!pricing.ok) throw new Error(`Not priced: ${JSON.stringify(pricing.problems)}`);
  return pricing.totals;
}

const oneCupLine = (quantity: number) => ({ lines: [{ cup: 'vasos/200', quantity }] });

describe('the totals of a quote', () => {
  it('add the lines, take the discount, then add VAT on what is left', () => {
    const input: PresupuestoInput = {
      lines: [
        { cup: 'vasos/200', quantity: 1000, print: 'serigrafia_1_color_vf' },
        { cup: 'vasos/200', quantity: 300 },
      ],
      discountPercent: 10,
    };
    // 1,000 × 0,305 € = 305,00 €; 300 × 0,132 € = 39,60 €
    expect(totalsOf(input)).toEqual<PresupuestoTotals>({
      subtotal: 34_460,
      discountRate: 1000,
      discount: 3446,
      base: 31_014,
      ivaRate: 2100,
      iva: 6513,
      total: 37_527,
    });
  });

  it('have no discount when none is given', () => {
    const totals = totalsOf(oneCupLine(1000));
    expect(totals.discountRate).toBe(0);
    expect(totals.discount).toBe(0);
    expect(totals.base).toBe(totals.subtotal);
  });

  it('take a discount with two decimals', () => {
    const totals = totalsOf({ ...oneCupLine(1000), discountPercent: 12.25 });
    // 125,00 € × 12,25 % = 15,3125 € → 15,31 €
    expect(totals.discountRate).toBe(1225);
    expect(totals.discount).toBe(1531);
  });

  it('with a 100 % discount come to nothing', () => {
    const totals = totalsOf({ ...oneCupLine(1000), discountPercent: 100 });
    expect(totals).toMatchObject({ base: 0, iva: 0, total: 0 });
  });

  it('take the VAT rate of the settings', () => {
    expect(totalsOf(oneCupLine(1000), TABLES, 10)).toMatchObject({ ivaRate: 1000, iva: 1250 });
    expect(totalsOf(oneCupLine(1000), TABLES, 0)).toMatchObject({ iva: 0, total: 12_500 });
  });
});

// Each case is one where adding and multiplying euros as floating-point numbers, then rounding
// to the cent, lands a cent off: the naive figure is checked too, so the case stays meaningful.
describe('rounding to the cent', () => {
  const naiveCents = (euros: number) => Math.round(euros * 100);

  it('rounds a line total half away from zero from its exact thousandths', () => {
    // 5 × 0,011 € = 0,055 € exactly → 0,06 €
    const totals = totalsOf(oneCupLine(5), singleTierCup({ Euro: 0.011 }));
    expect(totals.subtotal).toBe(6);
    expect(naiveCents(0.011 * 5)).toBe(5);
  });

  it('rounds a table value to the thousandth from its decimal form', () => {
    // 0,5005 € → 0,501 €, although 0.5005 × 1000 is 500.4999… in binary
    const pricing = pricePresupuesto(
      oneCupLine(1),
      singleTierCup({ Euro: 0.5005 }),
      PRICING_AJUSTES,
    );
    expect(pricing.lines[0]?.unitPrice).toBe(501);
    expect(Math.round(0.5005 * 1000)).toBe(500);
  });

  it('rounds the discount once, on the exact subtotal', () => {
    // 10 % of 1,45 € = 0,145 € → 0,15 €
    const totals = totalsOf(
      { ...oneCupLine(1), discountPercent: 10 },
      singleTierCup({ Euro: 1.45 }),
    );
    expect(totals.discount).toBe(15);
    expect(naiveCents(1.45 * 0.1)).toBe(14);
  });

  it('rounds the VAT once, on the exact base', () => {
    // 21 % of 21,50 € = 4,515 € → 4,52 €
    const totals = totalsOf(oneCupLine(1), singleTierCup({ Euro: 21.5 }));
    expect(totals.iva).toBe(452);
    expect(totals.total).toBe(2150 + 452);
    expect(naiveCents(21.5 * 0.21)).toBe(451);
  });

  it('adds the lines as shown, each already to the cent', () => {
    // Two lines of 0,005 € show 0,01 € each: the subtotal is 0,02 €, not 0,010 € rounded to 0,01 €
    const input = { lines: [1, 2].map(() => ({ cup: 'vasos/200', quantity: 1 })) };
    const totals = totalsOf(input, singleTierCup({ Euro: 0.005 }));
    expect(totals.subtotal).toBe(2);
  });

  it('keeps the total the base plus the VAT, to the cent', () => {
    const totals = totalsOf(
      { ...oneCupLine(7), discountPercent: 33.33 },
      singleTierCup({ Euro: 0.333 }),
    );
    // 7 × 0,333 € = 2,331 € → 2,33 €; 33,33 % of it = 0,776589 € → 0,78 €; base 1,55 €;
    // 21 % = 0,3255 € → 0,33 €
    expect(totals).toMatchObject({ subtotal: 233, discount: 78, base: 155, iva: 33, total: 188 });
  });
});
