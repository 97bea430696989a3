import type { PresupuestoLineInput } from '../../contract/presupuestoInput';
import { tierFor } from '../../contract/priceTiers';
import type { PricedLine, PresupuestoTablas } from '../../contract/pricedPresupuesto';
import { pricePresupuesto } from '../../contract/pricing';
import { cupRow, printRow, PRICING_AJUSTES, TABLES } from '../support/presupuestoTablas';

/** Prices one line and returns it, failing the test if it could not be priced. */
function priced(line: PresupuestoLineInput, tables: PresupuestoTablas = TABLES): PricedLine {
  const pricing = pricePresupuesto({ lines: [line] }, tables, PRICING_AJUSTES);
  if (!pricing.ok) throw new Error(`Not priced: ${JSON.stringify(pricing.problems)}`);
  return pricing.lines[0];
}

const problemsOf = (line: PresupuestoLineInput, tables: PresupuestoTablas = TABLES) =>
  pricePresupuesto({ lines: [line] }, tables, PRICING_AJUSTES).problems;

describe('a line priced from the cup table', () => {
  it.each([
    [250, 1, 132],
    [251, 1, 132],
    [499, 1, 132],
    [500, 2, 129],
    [501, 2, 129],
    [999, 2, 129],
    [1000, 3, 125],
    [1001, 3, 125],
    [10_000_000, 3, 125],
  ])(
    'takes %i units from the tier with the largest quantity not above it',
    (quantity, id, euro) => {
      const line = priced({ cup: 'vasos/200', quantity });
      expect(line.cupRow.id).toBe(id);
      expect(line.cupPart).toBe(euro);
      expect(line.printPart).toBe(0);
      expect(line.unitPrice).toBe(euro);
      expect(line.total).toBe(Math.round((euro * quantity) / 10));
    },
  );

  it('keeps the row it used, whole', () => {
    expect(priced({ cup: 'vasos/200', quantity: 600 }).cupRow).toEqual(TABLES['vasos/200']![1]);
  });

  it('says the minimum, the smallest tier, one unit below it', () => {
    expect(problemsOf({ cup: 'vasos/200', quantity: 249 })).toEqual([
      { code: 'minimum', line: 0, field: 'quantity', minimum: 250 },
    ]);
  });
});

describe('a line with a print', () => {
  it.each([
    [250, 132 + 550],
    [499, 132 + 550],
    [500, 129 + 180],
    [2499, 125 + 180],
    [2500, 125 + 110],
    [2501, 125 + 110],
  ])('adds Venta Real of the print tier for %i units', (quantity, unit) => {
    const line = priced({ cup: 'vasos/200', quantity, print: 'serigrafia_1_color_vf' });
    expect(line.cupPart + line.printPart).toBe(unit);
    expect(line.tablePrice).toBe(unit);
    expect(line.unitPrice).toBe(unit);
  });

  it('with a water-based print takes the cup table’s Euro', () => {
    expect(
      priced({ cup: 'vasos/200', quantity: 300, print: 'serigrafia_1_color_vf' }).cupPart,
    ).toBe(132);
  });

  it.each(['serigrafia_1_color_metalizado', 'serigrafia_2_colores_metalizados'])(
    'with the metallic %s takes the cup table’s Metalicos',
    (print) => {
      const line = priced({ cup: 'vasos/200', quantity: 1000, print });
      expect(line.cupPart).toBe(155);
      expect(line.printRow?.id).toBe(print === 'serigrafia_1_color_metalizado' ? 22 : 31);
    },
  );

  it('below both tables says the larger minimum', () => {
    expect(problemsOf({ cup: 'vasos/200', quantity: 99, print: 'serigrafia_1_color_vf' })).toEqual([
      { code: 'minimum', line: 0, field: 'quantity', minimum: 250 },
    ]);
  });

  it('below the print table only says its minimum', () => {
    expect(
      problemsOf({ cup: 'vasos/200', quantity: 999, print: 'serigrafia_2_colores_vf' }),
    ).toEqual([{ code: 'minimum', line: 0, field: 'quantity', minimum: 1000 }]);
  });
});

describe('a table that cannot price a line', () => {
  it.each([
    ['has no rows', { ...TABLES, 'vasos/200': [] }],
    ['was not given', { serigrafia_1_color_vf: TABLES.serigrafia_1_color_vf }],
  ])('blocks the line on Vaso when the cup table %s', (_, tables: PresupuestoTablas) => {
    expect(problemsOf({ cup: 'vasos/200', quantity: 500 }, tables)).toEqual([
      { code: 'emptyTable', line: 0, field: 'cup', table: 'vasos/200' },
    ]);
  });

  it('blocks the line on Impresión when the print table has no rows', () => {
    const tables = { ...TABLES, serigrafia_1_color_vf: [] };
    expect(
      problemsOf({ cup: 'vasos/200', quantity: 500, print: 'serigrafia_1_color_vf' }, tables),
    ).toEqual([{ code: 'emptyTable', line: 0, field: 'print', table: 'serigrafia_1_color_vf' }]);
  });

  it.each([
    ['a tier quantity that is no quantity', [cupRow(1, -5, { cv: 0, Euro: 1, Metalicos: 1 })]],
    [
      'one tier quantity that is no quantity among good ones',
      [
        cupRow(1, 100, { cv: 0, Euro: 1, Metalicos: 1 }),
        cupRow(2, 250.5, { cv: 0, Euro: 1, Metalicos: 1 }),
      ],
    ],
    [
      'a price it needs that is no price',
      [cupRow(1, 1, { cv: 0, Euro: Number.NaN, Metalicos: 1 })],
    ],
    ['a negative cost', [cupRow(1, 1, { cv: -0.1, Euro: 1, Metalicos: 1 })]],
  ])('blocks the line when the cup table has %s', (_, rows) => {
    expect(problemsOf({ cup: 'vasos/200', quantity: 500 }, { 'vasos/200': rows })).toEqual([
      { code: 'invalidTable', line: 0, field: 'cup', table: 'vasos/200' },
    ]);
  });

  it('ignores a broken price in a column the line does not read', () => {
    const rows = [cupRow(1, 1, { cv: 0.05, Euro: 0.1, Metalicos: Number.NaN })];
    expect(priced({ cup: 'vasos/200', quantity: 5 }, { 'vasos/200': rows }).unitPrice).toBe(100);
  });
});

describe('a unit price set by hand (Precio ajustado)', () => {
  const line = { cup: 'vasos/200', quantity: 1000, print: 'serigrafia_1_color_vf' } as const;

  it('replaces the tables’ price in the total and keeps it beside', () => {
    const adjusted = priced({ ...line, unitPriceOverride: 0.2 });
    expect(adjusted.adjusted).toBe(true);
    expect(adjusted.tablePrice).toBe(125 + 180);
    expect(adjusted.unitPrice).toBe(200);
    expect(adjusted.total).toBe(20_000);
  });

  it('is not there by default', () => {
    const plain = priced(line);
    expect(plain.adjusted).toBe(false);
    expect(plain.unitPriceOverride).toBeNull();
    expect(plain.unitPrice).toBe(plain.tablePrice);
  });

  it('may be 0, a gift', () => {
    expect(priced({ ...line, unitPriceOverride: 0 }).total).toBe(0);
  });

  it.each([-0.01, 0.1234, 100_000.5, 100_001, Number.NaN, Infinity])('refuses %p', (override) => {
    expect(problemsOf({ ...line, unitPriceOverride: override })).toEqual([
      { code: 'invalid', line: 0, field: 'unitPriceOverride' },
    ]);
  });
});

describe('the staff figures of a line', () => {
  it('cost the cup’s cv plus the print’s coste, and the margin on the price', () => {
    const line = priced({ cup: 'vasos/200', quantity: 500, print: 'serigrafia_1_color_vf' });
    expect(line.staff.unitCost).toBe(58 + 115);
    expect(line.staff.unitMargin).toBe(129 + 180 - (58 + 115));
    // 136 / 309 = 44,0129… %
    expect(line.staff.marginRate).toBe(4401);
  });

  it('rounds each cost to the thousandth before adding', () => {
    const line = priced(
      { cup: 'vasos/200', quantity: 100, print: 'serigrafia_1_color_metalizado' },
      {
        'vasos/200': [cupRow(1, 1, { cv: 0.0005, Euro: 0.1, Metalicos: 0.2 })],
        serigrafia_1_color_metalizado: TABLES.serigrafia_1_color_metalizado,
      },
    );
    // 0,0005 → 0,001 and 0,4615 → 0,462
    expect(line.staff.unitCost).toBe(1 + 462);
  });

  it('show a loss when the price was set below cost', () => {
    const line = priced({ cup: 'vasos/200', quantity: 500, unitPriceOverride: 0.05 });
    expect(line.staff.unitMargin).toBe(-8);
    expect(line.staff.marginRate).toBe(-1600);
  });

  it('have no margin rate for a price of 0', () => {
    const line = priced({ cup: 'vasos/200', quantity: 500, unitPriceOverride: 0 });
    expect(line.staff.unitMargin).toBe(-58);
    expect(line.staff.marginRate).toBeNull();
  });
});

describe('a line too large to be meant', () => {
  const aEuroAndAThousandth = { 'vasos/200': [cupRow(1, 1, { cv: 0, Euro: 1.001, Metalicos: 0 })] };

  it('is refused on Cantidad when the tables’ price makes it pass ten million euros', () => {
    expect(problemsOf({ cup: 'vasos/200', quantity: 10_000_000 }, aEuroAndAThousandth)).toEqual([
      { code: 'invalid', line: 0, field: 'quantity' },
    ]);
  });

  it('is refused on Precio ajustado when the price set by hand does', () => {
    expect(
      problemsOf(
        { cup: 'vasos/200', quantity: 101, unitPriceOverride: 100_000 },
        aEuroAndAThousandth,
      ),
    ).toEqual([{ code: 'invalid', line: 0, field: 'unitPriceOverride' }]);
  });

  it('is priced at exactly ten million euros', () => {
    const line = priced(
      { cup: 'vasos/200', quantity: 100, unitPriceOverride: 100_000 },
      aEuroAndAThousandth,
    );
    expect(line.total).toBe(1_000_000_000);
  });
});

describe('tiers of the same quantity', () => {
  it('price from the lowest id, whatever the rows’ order', () => {
    const rows = [
      printRow(8, 100, { coste: 0.1, venta_real: 0.3 }),
      printRow(5, 100, { coste: 0.1, venta_real: 0.2 }),
    ];
    for (const order of [rows, [...rows].reverse()]) {
      const line = priced(
        { cup: 'vasos/200', quantity: 300, print: 'serigrafia_1_color_vf' },
        {
          ...TABLES,
          serigrafia_1_color_vf: order,
        },
      );
      expect(line.printRow?.id).toBe(5);
    }
  });
});

describe('the same rows looked up again', () => {
  const rows = [
    { id: 1, cantidad: 500, otra: 100, coste: 0.1, venta_real: 0.5 },
    { id: 2, cantidad: 100, otra: 500, coste: 0.2, venta_real: 0.4 },
  ];
  const fields = ['coste', 'venta_real'];

  it('finds each quantity column’s own tier, whichever was looked up first', () => {
    expect(tierFor(rows, 'cantidad', 300, fields)).toEqual({ found: 'row', row: rows[1] });
    expect(tierFor(rows, 'otra', 300, fields)).toEqual({ found: 'row', row: rows[0] });
    expect(tierFor(rows, 'cantidad', 600, fields)).toEqual({ found: 'row', row: rows[0] });
    expect(tierFor(rows, 'otra', 600, fields)).toEqual({ found: 'row', row: rows[1] });
  });

  it('leaves the rows in their order', () => {
    tierFor(rows, 'cantidad', 300, fields);
    expect(rows.map((row) => row.id)).toEqual([1, 2]);
  });

  it('answers for new rows as they are, not for rows looked up before', () => {
    expect(tierFor(rows, 'cantidad', 50, fields)).toEqual({ found: 'belowMinimum', minimum: 100 });
    const lower = [...rows, { id: 3, cantidad: 10, otra: 10, coste: 0.3, venta_real: 0.6 }];
    expect(tierFor(lower, 'cantidad', 50, fields)).toEqual({ found: 'row', row: lower[2] });
  });
});
