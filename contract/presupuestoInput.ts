// What staff ask a quote for, and the problems that keep it from being priced or saved: the API
// answers them with 400, the dashboard shows them on their field (docs/decisions.md, "Quotes").
import { isValidPriceValue } from './priceRules';
import type { TablaKey } from './tablas';
import { decimalPlaces } from './money';
import {
  isCupTableKey,
  isPrintTableKey,
  MAX_PRESUPUESTO_LINES,
  PERCENT_DECIMALS,
  PRICE_DECIMALS,
} from './presupuestoRules';

/** One line of a quote as staff fill it in. */
export type PresupuestoLineInput = {
  /** `Vaso`: a cup table's key ('vasos/200'). */
  readonly cup: string;
  /** `Cantidad`: whole units, 1 to 10,000,000. */
  readonly quantity: number;
  /** `Impresión`: a screen-print table's key, or none. */
  readonly print?: string | null;
  /** `Precio ajustado`: euros per unit, replacing the tables' price; none keeps the tables'. */
  readonly unitPriceOverride?: number | null;
};

export type PresupuestoInput = {
  readonly lines: readonly PresupuestoLineInput[];
  /** `Descuento (%)`: 0 to 100, up to two decimals; none is no discount. */
  readonly discountPercent?: number | null;
};

export type PricingAjustes = {
  /** The VAT rate, 0 to 100 with up to two decimals (DEFAULT_IVA_PERCENT until set). */
  readonly ivaPercent: number;
};

export type PresupuestoLineField = 'cup' | 'quantity' | 'print' | 'unitPriceOverride';
export type PresupuestoField = 'lines' | 'discountPercent' | 'ivaPercent';

/**
 * Why a quote cannot be saved, on the field to mark. `invalid`: `Valor no válido`. `minimum`: the
 * quantity is below the smallest one of a table the line uses (`Mínimo: N unidades`).
 * `emptyTable` / `invalidTable`: a table the line uses has no rows, or a row the line needs has a
 * value no table may hold.
 */
export type PresupuestoProblem =
  | { readonly code: 'invalid'; readonly field: PresupuestoField }
  | { readonly code: 'invalid'; readonly line: number; readonly field: PresupuestoLineField }
  | {
      readonly code: 'minimum';
      readonly line: number;
      readonly field: 'quantity';
      readonly minimum: number;
    }
  | {
      readonly code: 'emptyTable' | 'invalidTable';
      readonly line: number;
      readonly field: 'cup' | 'print';
      readonly table: TablaKey;
    };

/** Where a problem is, as one text: 'lines[2].quantity', 'discountPercent'. */
export function problemPath(problem: PresupuestoProblem): string {
  return 'line' in problem ? `lines[${problem.line}].${problem.field}` : problem.field;
}

/** A finite number: Number.isFinite is false for anything else, a numeric text included. */
const isNumber = (value: unknown): value is number => Number.isFinite(value);

export const isValidQuantity = (value: unknown): value is number =>
  isNumber(value) && value >= 1 && isValidPriceValue('quantity', value);

/** A price typed by staff: a price a table could hold, to the thousandth at most. */
export const isValidUnitPrice = (value: unknown): value is number =>
  isNumber(value) && isValidPriceValue('price', value) && decimalPlaces(value) <= PRICE_DECIMALS;

/** 0 to 100, to the hundredth at most. */
export const isValidPercent = (value: unknown): value is number =>
  isNumber(value) && value >= 0 && value <= 100 && decimalPlaces(value) <= PERCENT_DECIMALS;

/** The fields of one line that no table can make right. */
export function lineInputProblems(line: PresupuestoLineInput, index: number): PresupuestoProblem[] {
  const invalid = (field: PresupuestoLineField): PresupuestoProblem => ({
    code: 'invalid',
    line: index,
    field,
  });
  const problems: PresupuestoProblem[] = [];
  if (!isCupTableKey(line.cup)) problems.push(invalid('cup'));
  if (!isValidQuantity(line.quantity)) problems.push(invalid('quantity'));
  if (line.print != null && !isPrintTableKey(line.print)) problems.push(invalid('print'));
  const override = line.unitPriceOverride;
  if (override != null && !isValidUnitPrice(override)) problems.push(invalid('unitPriceOverride'));
  return problems;
}

const isList = (value: unknown): value is readonly unknown[] => Array.isArray(value);

/** The quote's lines; a body whose `lines` is no list has none (linesProblems says so). */
export const linesOf = (input: PresupuestoInput): readonly PresupuestoLineInput[] =>
  isList(input.lines) ? input.lines : [];

/** A quote has 1 to MAX_PRESUPUESTO_LINES lines. */
export function linesProblems(input: PresupuestoInput): PresupuestoProblem[] {
  const count = linesOf(input).length;
  return count === 0 || count > MAX_PRESUPUESTO_LINES ? [{ code: 'invalid', field: 'lines' }] : [];
}

/** The quote's own numbers: its discount, and the VAT rate of the settings. */
export function presupuestoFieldProblems(
  input: PresupuestoInput,
  settings: PricingAjustes,
): PresupuestoProblem[] {
  const problems: PresupuestoProblem[] = [];
  if (input.discountPercent != null && !isValidPercent(input.discountPercent)) {
    problems.push({ code: 'invalid', field: 'discountPercent' });
  }
  if (!isValidPercent(settings.ivaPercent)) problems.push({ code: 'invalid', field: 'ivaPercent' });
  return problems;
}

/**
 * Every value of the quote that no table can make right, field by field: the lines' count, each
 * line in order, then the quote's own numbers. The API can answer these before reading any table;
 * what the tables say (minimums, empty tables) is pricePresupuesto's, which reports a line's tables only
 * when its fields are valid.
 */
export function presupuestoInputProblems(
  input: PresupuestoInput,
  settings: PricingAjustes,
): PresupuestoProblem[] {
  const lines = linesOf(input);
  return [
    ...linesProblems(input),
    ...lines.flatMap((line, index) => lineInputProblems(line, index)),
    ...presupuestoFieldProblems(input, settings),
  ];
}

/** The tables the valid lines use, each once, in the order the lines name them. */
export function tablesUsed(input: PresupuestoInput): TablaKey[] {
  const lines = linesOf(input);
  const keys = lines.flatMap((line) => [line.cup, line.print ?? null]);
  const known = keys.filter((key): key is TablaKey => isCupTableKey(key) || isPrintTableKey(key));
  return [...new Set(known)];
}
