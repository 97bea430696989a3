// Which tables a quote line draws on and the limits of a quote (docs/decisions.md, "Quotes").
import { KEY_PREFIX, isTablaKey, type TablaKey } from './tablas';

/** A cup table (`Vaso` of a quote line): 'vasos/200', 'vasos/pinzas'… */
export type CupTableKey = Extract<TablaKey, `${typeof KEY_PREFIX.vaso}${string}`>;
/** A screen-print table (`Impresión` of a quote line): 'serigrafia_1_color_vf'… */
export type PrintTableKey = Exclude<TablaKey, CupTableKey>;

export function isCupTableKey(value: unknown): value is CupTableKey {
  return typeof value === 'string' && isTablaKey(value) && value.startsWith(KEY_PREFIX.vaso);
}

export function isPrintTableKey(value: unknown): value is PrintTableKey {
  return typeof value === 'string' && isTablaKey(value) && !isCupTableKey(value);
}

/** Metallic ink: a cup printed with it is priced from the cup table's `Metalicos`, not `Euro`. */
export const METALLIC_PRINTS: readonly PrintTableKey[] = [
  'serigrafia_1_color_metalizado',
  'serigrafia_2_colores_metalizados',
];

export const isMetallicPrint = (print: PrintTableKey): boolean => METALLIC_PRINTS.includes(print);

/** The fields of the price tables a quote reads (the cup-size column comes from the contract). */
export const CUP_PRICE_FIELD = { plain: 'Euro', metallic: 'Metalicos', cost: 'cv' } as const;
export const PRINT_FIELDS = { quantity: 'cantidad', price: 'venta_real', cost: 'coste' } as const;

/** Spain's general VAT rate, until the settings say otherwise. */
export const DEFAULT_IVA_PERCENT = 21;

/** More lines than a quote of this business has ever needed; also what keeps totals exact. */
export const MAX_PRESUPUESTO_LINES = 100;

/**
 * No line of an order of this business reaches ten million euros: a larger one is a typing slip.
 * With MAX_PRESUPUESTO_LINES it keeps every amount and product below 2^53, so whole-number money math
 * is exact in every JavaScript engine (docs/decisions.md, "Quotes").
 */
export const MAX_LINE_TOTAL_EUROS = 10_000_000;

/** Decimals an amount typed by staff may have: a price to the thousandth, a percentage to the hundredth. */
export const PRICE_DECIMALS = 3;
export const PERCENT_DECIMALS = 2;
