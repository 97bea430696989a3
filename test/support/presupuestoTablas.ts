// Price tables for quote pricing tests: a few tiers each, with prices whose sums are known.
import type { PriceRow, PresupuestoTablas } from '../../contract';

type CupPrices = { cv: number; Euro: number; Metalicos: number };
type PrintPrices = { coste: number; venta_real: number };

/** A row of the 200 cup table (its cup-size column is `v200`). */
export const cupRow = (id: number, v200: number, prices: CupPrices): PriceRow => ({
  id,
  v200,
  QCajas: Math.ceil(v200 / 1000),
  ...prices,
  version: 1,
});

export const printRow = (id: number, cantidad: number, prices: PrintPrices): PriceRow => ({
  id,
  cantidad,
  ...prices,
  version: 1,
});

/** Cups of 200: tiers at 250, 500 and 1,000 units. */
export const CUP_200 = [
  cupRow(1, 250, { cv: 0.06, Euro: 0.132, Metalicos: 0.162 }),
  cupRow(2, 500, { cv: 0.058, Euro: 0.129, Metalicos: 0.159 }),
  cupRow(3, 1000, { cv: 0.055, Euro: 0.125, Metalicos: 0.155 }),
];

/** One colour, water-based: tiers at 100, 500 and 2,500 prints. */
export const PRINT_1_VF = [
  printRow(11, 100, { coste: 0.355, venta_real: 0.55 }),
  printRow(12, 500, { coste: 0.115, venta_real: 0.18 }),
  printRow(13, 2500, { coste: 0.067, venta_real: 0.11 }),
];

/** One colour, metallic: tiers at 100 and 1,000 prints. */
export const PRINT_1_METALLIC = [
  printRow(21, 100, { coste: 0.4615, venta_real: 0.72 }),
  printRow(22, 1000, { coste: 0.1105, venta_real: 0.17 }),
];

/** Two colours, metallic: one tier at 250. */
export const PRINT_2_METALLIC = [printRow(31, 250, { coste: 0.2, venta_real: 0.31 })];

/** Two colours, water-based: nothing below 1,000 prints. */
export const PRINT_2_VF = [printRow(41, 1000, { coste: 0.09, venta_real: 0.14 })];

export const TABLES: PresupuestoTablas = {
  'vasos/200': CUP_200,
  serigrafia_1_color_vf: PRINT_1_VF,
  serigrafia_1_color_metalizado: PRINT_1_METALLIC,
  serigrafia_2_colores_metalizados: PRINT_2_METALLIC,
  serigrafia_2_colores_vf: PRINT_2_VF,
};

export const PRICING_AJUSTES = { ivaPercent: 21 };

/** A cup table with one tier from a single unit, for rounding cases. */
export const singleTierCup = (prices: Partial<CupPrices>): PresupuestoTablas => ({
  'vasos/200': [cupRow(1, 1, { cv: 0, Euro: 0, Metalicos: 0, ...prices })],
});
