// What pricing a quote gives: each line with its parts and the rows it used, the totals, and the
// problems that keep a quote from being saved (pricing.ts computes it).
import type { Cents, PercentHundredths, Thousandths } from './money';
import type { PriceRow, TablaKey } from './tablas';
import type { PresupuestoProblem } from './presupuestoInput';
import type { PresupuestoLineSnapshot, PresupuestoPriceSnapshot } from './presupuestoSnapshot';

/** The rows of each table the quote's lines use (more do no harm). */
export type PresupuestoTablas = Readonly<Partial<Record<TablaKey, readonly PriceRow[]>>>;

/** Figures for staff only: never in what the customer receives. */
export type StaffFigures = {
  /** `cv` of the cup row plus `coste` of the print row. */
  readonly unitCost: Thousandths;
  /** Unit price − unit cost (negative when a price was adjusted below cost). */
  readonly unitMargin: Thousandths;
  /** The margin as a share of the unit price; none for a price of 0. */
  readonly marginRate: PercentHundredths | null;
};

/** A snapshot's line with what pricing it gives: the same fields, so the snapshot keeps its rows. */
export type PricedLine = PresupuestoLineSnapshot & {
  /** `Euro` of the cup row, or `Metalicos` with a metallic print. */
  readonly cupPart: Thousandths;
  /** `venta_real` of the print row; 0 without a print. */
  readonly printPart: Thousandths;
  /** The tables' unit price: cup part + print part. */
  readonly tablePrice: Thousandths;
  /** `Precio ajustado`: the override replaced the tables' price. */
  readonly adjusted: boolean;
  /** The price the line is sold at: the override when adjusted, else the tables' price. */
  readonly unitPrice: Thousandths;
  /** Unit price × quantity, to the cent. */
  readonly total: Cents;
  readonly staff: StaffFigures;
};

export type PresupuestoTotals = {
  readonly subtotal: Cents;
  readonly discountRate: PercentHundredths;
  readonly discount: Cents;
  /** `Base imponible`: subtotal − discount. */
  readonly base: Cents;
  readonly ivaRate: PercentHundredths;
  readonly iva: Cents;
  readonly total: Cents;
};

/** A quote that can be saved: every line priced, and what it used, to store beside it. */
export type PricedPresupuesto = {
  readonly ok: true;
  readonly lines: readonly PricedLine[];
  readonly totals: PresupuestoTotals;
  readonly problems: readonly [];
  readonly snapshot: PresupuestoPriceSnapshot;
};

/** A quote that cannot be saved: the lines that could be priced (null where not), and why. */
export type UnpricedPresupuesto = {
  readonly ok: false;
  readonly lines: readonly (PricedLine | null)[];
  readonly totals: null;
  readonly problems: readonly PresupuestoProblem[];
};

export type PresupuestoPricing = PricedPresupuesto | UnpricedPresupuesto;
