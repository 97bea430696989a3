// A saved quote's PDF: the quote as it was stored (its lines priced again from the rows it kept,
// its totals as stored, the business's details of its day, its copy of the customer's name and
// event day).
import {
  clienteLines,
  isErasedText,
  priceSnapshot,
  tablaLabel,
  type ClientePresupuesto,
  type EnlaceAceptacion,
} from '../../contract';
import type { StoredPresupuesto } from '../db/presupuestos/presupuestoRows';
import type { PresupuestoPdfInput } from './presupuestoDocument';
import { renderPresupuestoPdf } from './presupuestoPdf';

/**
 * The customer's name as the quote kept it, if it is a usable one: an erased name
 * (`Datos suprimidos`) is no name, and the PDF then names no customer.
 */
function customerName(name: string | null): string | null {
  return name !== null && name.trim() !== '' && !isErasedText(name) ? name : null;
}

/**
 * What the PDF shows of `quote`. Its lines come from its snapshot, which prices to the stored
 * totals to the cent (contract/presupuestoSnapshot.ts); should the two ever disagree, the PDF is refused
 * rather than sent with figures other than the screen's.
 */
export function storedPresupuestoPdfInput(quote: StoredPresupuesto): PresupuestoPdfInput {
  const repriced = priceSnapshot(quote.snapshot);
  if (!repriced.ok || repriced.totals.total !== quote.totals.total) {
    throw new Error(`Quote ${quote.id} does not price again to its stored total`);
  }
  const customerQuote: ClientePresupuesto = {
    number: quote.numero,
    date: quote.preciosDel,
    validUntil: quote.validoHasta,
    customerName: customerName(quote.clienteNombre),
    eventDate: quote.fechaEvento,
    lines: clienteLines(repriced.lines, tablaLabel),
    totals: quote.totals,
  };
  const { ajustes } = quote;
  return {
    business: {
      tradeName: ajustes.nombreComercial,
      nif: ajustes.nif,
      address: ajustes.direccion,
      phone: ajustes.telefono,
      email: ajustes.correo,
    },
    quote: customerQuote,
  };
}

export const renderStoredPresupuestoPdf = (
  quote: StoredPresupuesto,
  aceptacion: EnlaceAceptacion | null = null,
): Promise<Buffer> => renderPresupuestoPdf({ ...storedPresupuestoPdfInput(quote), aceptacion });
