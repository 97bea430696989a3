// A saved quote's figures: priced again from the rows it kept (contract/pricing.ts, priceSnapshot),
// so it reads as it was made whatever the tables say now.
import {
  clienteLines,
  priceSnapshot,
  type PricedLine,
  type Presupuesto,
  type PresupuestoMessageInput,
  type PresupuestoTotals,
} from '../../../../contract';
import { tableLabel } from '../tableLabels';

export type SavedPricing = {
  readonly lines: readonly (PricedLine | null)[];
  /** As the API stored them (which the snapshot gives again to the cent). */
  readonly totals: PresupuestoTotals;
};

export function savedPricing(presupuesto: Presupuesto): SavedPricing {
  try {
    const pricing = priceSnapshot(presupuesto.snapshot);
    return { lines: pricing.lines, totals: pricing.totals ?? presupuesto.totals };
  } catch {
    // A snapshot of a pricing rule this dashboard does not know: its totals as stored.
    return { lines: presupuesto.snapshot.lines.map(() => null), totals: presupuesto.totals };
  }
}

/**
 * The customer's copy of a saved quote, for the message that sends it: the name and event day the
 * quote kept (a later correction of the request changes neither).
 */
export function messageOf(
  presupuesto: Presupuesto,
  pricing: SavedPricing,
  signature: string | null,
): PresupuestoMessageInput {
  const priced = pricing.lines.filter((line): line is PricedLine => line !== null);
  return {
    number: presupuesto.numero,
    date: presupuesto.preciosDel,
    validUntil: presupuesto.validoHasta,
    customerName: presupuesto.clienteNombre,
    eventDate: presupuesto.fechaEvento,
    lines: clienteLines(priced, tableLabel),
    totals: pricing.totals,
    signature,
  };
}
