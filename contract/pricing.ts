// A quote priced from the price tables: the one function the dashboard previews with and the API
// stores with, so both reach the same cent. The rule and its roundings: docs/decisions.md, "Quotes".
import { rowsOf, type LineRows, type ValidLine } from './lineRows';
import {
  divideRounded,
  eurosToThousandths,
  percentOf,
  percentToHundredths,
  thousandthsToCents,
} from './money';
import type {
  PricedLine,
  PresupuestoTablas,
  PresupuestoPricing,
  PresupuestoTotals,
  StaffFigures,
} from './pricedPresupuesto';
import {
  lineInputProblems,
  linesOf,
  linesProblems,
  presupuestoFieldProblems,
  type PresupuestoInput,
  type PresupuestoLineInput,
  type PresupuestoProblem,
  type PricingAjustes,
} from './presupuestoInput';
import {
  CUP_PRICE_FIELD,
  isMetallicPrint,
  MAX_LINE_TOTAL_EUROS,
  PRINT_FIELDS,
  type CupTableKey,
  type PrintTableKey,
} from './presupuestoRules';
import {
  PRESUPUESTO_PRICING_RULES,
  snapshotOf,
  type PresupuestoPriceSnapshot,
} from './presupuestoSnapshot';

type LinePricing = { line: PricedLine | null; problems: PresupuestoProblem[] };

/** Costs for staff: the cup's cv plus the print's coste, each rounded as the prices are. */
function staffFigures({ cupRow, printRow }: LineRows, unitPrice: number): StaffFigures {
  const unitCost =
    eurosToThousandths(cupRow[CUP_PRICE_FIELD.cost]) +
    (printRow ? eurosToThousandths(printRow[PRINT_FIELDS.cost]) : 0);
  const unitMargin = unitPrice - unitCost;
  const marginRate = unitPrice === 0 ? null : divideRounded(unitMargin * 10_000, unitPrice);
  return { unitCost, unitMargin, marginRate };
}

function priceLine(line: ValidLine, index: number, tables: PresupuestoTablas): LinePricing {
  const { rows, problems } = rowsOf(line, index, tables);
  if (rows === null) return { line: null, problems };
  const { cupRow, printRow } = rows;
  const cupPart = eurosToThousandths(cupRow[line.cupPriceField]);
  const printPart = printRow ? eurosToThousandths(printRow[PRINT_FIELDS.price]) : 0;
  const tablePrice = cupPart + printPart;
  const unitPrice = line.override === null ? tablePrice : eurosToThousandths(line.override);
  const exactTotal = unitPrice * line.quantity;
  if (exactTotal > MAX_LINE_TOTAL_EUROS * 1000) {
    // The value staff typed to reach it: the price set by hand if any, else the quantity.
    const field = line.override === null ? 'quantity' : 'unitPriceOverride';
    return { line: null, problems: [{ code: 'invalid', line: index, field }] };
  }
  const priced: PricedLine = {
    cup: line.cup,
    quantity: line.quantity,
    print: line.print,
    unitPriceOverride: line.override,
    cupRow: { ...cupRow },
    printRow: printRow && { ...printRow },
    cupPart,
    printPart,
    tablePrice,
    adjusted: line.override !== null,
    unitPrice,
    total: thousandthsToCents(exactTotal),
    staff: staffFigures(rows, unitPrice),
  };
  return { line: priced, problems: [] };
}

function validLine(input: PresupuestoLineInput): ValidLine {
  const print = (input.print ?? null) as PrintTableKey | null;
  const metallic = print !== null && isMetallicPrint(print);
  return {
    cup: input.cup as CupTableKey,
    quantity: input.quantity,
    print,
    override: input.unitPriceOverride ?? null,
    cupPriceField: metallic ? CUP_PRICE_FIELD.metallic : CUP_PRICE_FIELD.plain,
  };
}

function totalsOf(
  lines: readonly PricedLine[],
  input: PresupuestoInput,
  settings: PricingAjustes,
): PresupuestoTotals {
  const subtotal = lines.reduce((sum, line) => sum + line.total, 0);
  const discountRate = percentToHundredths(input.discountPercent ?? 0);
  const discount = percentOf(subtotal, discountRate);
  const base = subtotal - discount;
  const ivaRate = percentToHundredths(settings.ivaPercent);
  const iva = percentOf(base, ivaRate);
  return { subtotal, discountRate, discount, base, ivaRate, iva, total: base + iva };
}

/**
 * Prices a quote, each line from the tables `tablesOf` gives for it (the same tables for every
 * line, or the rows a stored quote kept: presupuestoSnapshot.ts).
 */
export function pricePresupuestoWith(
  input: PresupuestoInput,
  tablesOf: (line: number) => PresupuestoTablas,
  settings: PricingAjustes,
): PresupuestoPricing {
  const problems: PresupuestoProblem[] = linesProblems(input);
  const lines = linesOf(input).map((line, index) => {
    const invalid = lineInputProblems(line, index);
    const priced =
      invalid.length > 0
        ? { line: null, problems: invalid }
        : priceLine(validLine(line), index, tablesOf(index));
    problems.push(...priced.problems);
    return priced.line;
  });
  problems.push(...presupuestoFieldProblems(input, settings));
  if (problems.length > 0) return { ok: false, lines, totals: null, problems };
  const priced = lines as PricedLine[];
  return {
    ok: true,
    lines: priced,
    totals: totalsOf(priced, input, settings),
    problems: [],
    snapshot: snapshotOf(priced, input, settings),
  };
}

/** Prices a quote from the price tables as they are now. */
export function pricePresupuesto(
  input: PresupuestoInput,
  tables: PresupuestoTablas,
  settings: PricingAjustes,
): PresupuestoPricing {
  return pricePresupuestoWith(input, () => tables, settings);
}

/**
 * Prices a saved quote again from the rows it kept, without the tables: the same lines and totals
 * to the cent as when it was made, whatever the tables say now.
 */
export function priceSnapshot(snapshot: PresupuestoPriceSnapshot): PresupuestoPricing {
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- a stored snapshot may name a rule this build does not know
  if (snapshot.rules !== PRESUPUESTO_PRICING_RULES) {
    throw new RangeError(`No pricing rule ${String(snapshot.rules)}`);
  }
  const tablesOf = (index: number): PresupuestoTablas => {
    const { cup, print, cupRow, printRow } = snapshot.lines[index];
    return { [cup]: [cupRow], ...(print && printRow ? { [print]: [printRow] } : {}) };
  };
  return pricePresupuestoWith(snapshot, tablesOf, { ivaPercent: snapshot.ivaPercent });
}
