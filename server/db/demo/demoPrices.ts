// Demo price rows: unit prices that fall with the quantity, as a print shop's tariff does.
import { MARKUP_DIVISOR, tablaSpec, type TablaKey } from '../../../contract';
import type { StoredPriceValues } from '../tablas/priceRows';
import { roundTo } from './random';

const SERIGRAFIA_QUANTITIES = [50, 100, 250, 500, 750, 1000, 2500, 5000, 7500, 10000, 15000];
const CUP_QUANTITIES = [250, 500, 1000, 2000, 3000, 5000, 7500, 10000, 15000, 20000, 30000];

// Two colours need two screens; metallic ink costs more than water-based (VF).
const serigrafiaFactor: Partial<Record<TablaKey, number>> = {
  serigrafia_1_color_vf: 1,
  serigrafia_2_colores_vf: 1.55,
  serigrafia_1_color_metalizado: 1.3,
  serigrafia_2_colores_metalizados: 1.9,
};

// Bare cup cost per unit and cups per box.
const cups: Partial<Record<TablaKey, { cost: number; perBox: number }>> = {
  'vasos/200': { cost: 0.06, perBox: 1000 },
  'vasos/280': { cost: 0.07, perBox: 1000 },
  'vasos/300': { cost: 0.08, perBox: 800 },
  'vasos/400': { cost: 0.09, perBox: 700 },
  'vasos/500': { cost: 0.1, perBox: 500 },
  'vasos/V500l': { cost: 0.12, perBox: 500 },
  'vasos/V600L': { cost: 0.14, perBox: 400 },
  'vasos/v900l': { cost: 0.19, perBox: 250 },
  'vasos/pinzas': { cost: 0.05, perBox: 2000 },
  'vasos/ceniceros': { cost: 0.35, perBox: 200 },
};

/** The selling price is the Mark-up of the cost, rounded up to the cent. */
export function serigrafiaRow(factor: number, cantidad: number): StoredPriceValues {
  const coste = roundTo((30 / cantidad + 0.055) * factor, 3);
  return { cantidad, coste, venta_real: Math.ceil((coste / MARKUP_DIVISOR) * 100) / 100 };
}

export function demoPriceRows(key: TablaKey): StoredPriceValues[] {
  if (tablaSpec(key).kind === 'serigrafia') {
    const factor = serigrafiaFactor[key] ?? 1.2;
    return SERIGRAFIA_QUANTITIES.map((cantidad) => serigrafiaRow(factor, cantidad));
  }
  const cup = cups[key] ?? { cost: 0.1, perBox: 500 };
  return CUP_QUANTITIES.map((quantity, tier) => {
    const cv = roundTo(cup.cost * (1 - tier * 0.035), 3);
    const euro = roundTo(cv / MARKUP_DIVISOR + 0.04, 3);
    return {
      valor: quantity,
      cv,
      qcajas: Math.ceil(quantity / cup.perBox),
      euro,
      metalicos: roundTo(euro + 0.03, 3),
    };
  });
}
