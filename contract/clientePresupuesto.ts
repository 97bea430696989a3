// What the customer receives of a quote (the PDF, the message): its number, days, lines and
// totals, and nothing for staff only. Built from a priced quote by dropping, field by field,
// everything else, so cost and margin cannot reach a customer by accident.
import type { Cents, Thousandths } from './money';
import type { PricedLine, PresupuestoTotals } from './pricedPresupuesto';
import type { TablaKey } from './tablas';

export type ClientePresupuestoLine = {
  /** What the dashboard calls the cup table (its tile label). */
  readonly cupLabel: string;
  readonly quantity: number;
  /** What the dashboard calls the print table; none without a print. */
  readonly printLabel: string | null;
  readonly unitPrice: Thousandths;
  readonly total: Cents;
};

export type ClientePresupuesto = {
  /** As formatPresupuestoNumber writes it: P-2026-0007 v2. */
  readonly number: string;
  /** The quote's date, `YYYY-MM-DD`. */
  readonly date: string;
  /** The last day it holds, `YYYY-MM-DD`. */
  readonly validUntil: string;
  readonly customerName: string | null;
  /** The event's day, `YYYY-MM-DD`, when the request gave one. */
  readonly eventDate: string | null;
  readonly lines: readonly ClientePresupuestoLine[];
  readonly totals: PresupuestoTotals;
};

/**
 * The customer's lines of priced lines, each table named by `labelOf` (tablaLabel, the
 * dashboard's tile labels: contract/tableLabels.ts).
 */
export function clienteLines(
  lines: readonly PricedLine[],
  labelOf: (table: TablaKey) => string,
): ClientePresupuestoLine[] {
  return lines.map((line) => ({
    cupLabel: labelOf(line.cup),
    quantity: line.quantity,
    printLabel: line.print === null ? null : labelOf(line.print),
    unitPrice: line.unitPrice,
    total: line.total,
  }));
}
