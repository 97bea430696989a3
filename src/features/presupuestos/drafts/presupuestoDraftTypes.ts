// A quote being written, as typed: what the editor holds and this browser keeps.
import type { CupTableKey, PrintTableKey } from '../../../../contract';

export type LineDraft = {
  /** Stable while the line lives: rows, marks and kept drafts follow it, not its position. */
  readonly id: string;
  /** `Vaso`. */
  readonly cup: CupTableKey;
  /** `Cantidad`, as typed. */
  readonly quantity: string;
  /** `Impresión`: none is `Sin impresión`. */
  readonly print: PrintTableKey | null;
  /** `Precio ajustado`, as typed; empty keeps the tables' price. */
  readonly override: string;
};

export type PresupuestoDraft = {
  readonly lines: readonly LineDraft[];
  /** `Descuento (%)`, as typed; empty is no discount. */
  readonly discount: string;
  /** The id the next line gets. */
  readonly nextId: number;
};
