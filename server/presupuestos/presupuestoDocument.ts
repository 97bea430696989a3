// What a quote's PDF shows besides the quote: the business that makes it.
import type { ClientePresupuesto, EnlaceAceptacion } from '../../contract';

/** The business's details, from the settings. */
export type BusinessDetails = {
  /** Nombre comercial. */
  readonly tradeName: string;
  readonly nif: string;
  /** Dirección. */
  readonly address: string;
  /** Teléfono. */
  readonly phone: string;
  /** Correo. */
  readonly email: string;
};

export type PresupuestoPdfInput = {
  readonly business: BusinessDetails;
  /** The customer's copy of the quote: it has no cost or margin to leak. */
  readonly quote: ClientePresupuesto;
  /** Its acceptance through the customer's link, when it has one: printed under the totals. */
  readonly aceptacion?: EnlaceAceptacion | null;
};

/** The words of the PDF that the message does not share (those are contract/presupuestoWording.ts). */
export const PDF_WORDS = {
  nif: 'NIF',
  phone: 'Teléfono',
  email: 'Correo',
  page: (page: number, pages: number) => `Página ${page} de ${pages}`,
} as const;
