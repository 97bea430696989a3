// Demo price rows: unit prices that fall with the quantity, as a print shop's tariff does.
import type { PriceTable } from '../../src/features/precios/catalog';
import type { Queryable } from './open';
import { priceStorage } from './priceColumns';
import { roundTo } from './random';

/** Column → value, keyed by SQL column (not API field). */
export type PriceRowValues = Record<string, number>;

const SERIGRAFIA_QUANTITIES = [50, 100, 250, 500, 750, 1000, 2500, 5000, 7500, 10000, 15000];
const CUP_QUANTITIES = [250, 500, 1000, 2000, 3000, 5000, 7500, 10000, 15000, 20000, 30000];

// Two colours need two screens; metallic ink costs more than water-based (VF).
const serigrafiaFactor: Record<string, number> = {
  serigrafia_1_color_vf: 1,
  serigrafia_2_colores_vf: 1.55,
  serigrafia_1_color_metalizado: 1.3,
  serigrafia_2_colores_metalizados: 1.9,
};

// Bare cup cost per unit and cups per box, by cup route.
const cups: Record<string, { cost: number; perBox: number }> = {
  '200': { cost: 0.06, perBox: 1000 },
  '280': { cost: 0.07, perBox: 1000 },
  '300': { cost: 0.08, perBox: 800 },
  '400': { cost: 0.09, perBox: 700 },
  '500': { cost: 0.1, perBox: 500 },
  V500l: { cost: 0.12, perBox: 500 },
  V600L: { cost: 0.14, perBox: 400 },
  v900l: { cost: 0.19, perBox: 250 },
  pinzas: { cost: 0.05, perBox: 2000 },
  ceniceros: { cost: 0.35, perBox: 200 },
};

export function serigrafiaRow(factor: number, cantidad: number): PriceRowValues {
  const coste = roundTo((30 / cantidad + 0.055) * factor, 3);
  return { cantidad, coste, venta_real: Math.ceil((coste / 0.65) * 100) / 100 };
}

export function demoPriceRows(table: PriceTable): PriceRowValues[] {
  if (table.kind === 'serigrafia') {
    const factor = serigrafiaFactor[table.routeId] ?? 1.2;
    return SERIGRAFIA_QUANTITIES.map((cantidad) => serigrafiaRow(factor, cantidad));
  }
  const cup = cups[table.routeId] ?? { cost: 0.1, perBox: 500 };
  return CUP_QUANTITIES.map((quantity, tier) => {
    const cv = roundTo(cup.cost * (1 - tier * 0.035), 3);
    const euro = roundTo(cv / 0.65 + 0.04, 3);
    return {
      valor: quantity,
      cv,
      qcajas: Math.ceil(quantity / cup.perBox),
      euro,
      metalicos: roundTo(euro + 0.03, 3),
    };
  });
}

/** Inserts rows with ids 1..n, in one statement. */
export async function insertPriceRows(
  db: Queryable,
  table: PriceTable,
  rows: readonly PriceRowValues[],
) {
  if (rows.length === 0) return;
  const { sqlTable } = priceStorage(table);
  const columns = Object.keys(rows[0]!);
  const params: unknown[] = [table.key];
  const tuples = rows.map((row, index) => {
    params.push(index + 1, ...columns.map((column) => row[column]));
    const first = params.length - columns.length;
    const placeholders = columns.map((_, i) => `$${first + i + 1}`);
    return `($1, $${first}, ${placeholders.join(', ')})`;
  });
  await db.query(
    `INSERT INTO ${sqlTable} (table_key, id, ${columns.join(', ')}) VALUES ${tuples.join(', ')}`,
    params,
  );
}
