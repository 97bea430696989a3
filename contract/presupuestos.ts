// Saved quotes and the business's settings they carry, as the API sends and takes them. The
// pricing itself is pricing.ts; a saved quote keeps the rows it used (presupuestoSnapshot.ts).
import type { ErrorAnswer } from './answers';
import type { PresupuestoTotals } from './pricedPresupuesto';
import type { PresupuestoInput, PresupuestoProblem } from './presupuestoInput';
import type { PresupuestoPriceSnapshot } from './presupuestoSnapshot';

/**
 * The part of `Ajustes` every quote carries: the business's details (`Nombre comercial`, `NIF`,
 * `Dirección`, `Teléfono`, `Correo`), its VAT rate (`IVA (%)`) and how many days it stays valid
 * (`Validez (días)`). A saved quote keeps these as they were (contract/ajustes.ts has the rest).
 */
export type PresupuestoAjustes = {
  nombreComercial: string;
  nif: string;
  direccion: string;
  telefono: string;
  correo: string;
  /** 0 to 100, up to two decimals (contract/presupuestoInput.ts `isValidPercent`). */
  ivaPercent: number;
  /** Whole days, 1 to AJUSTES_LIMITS.validezDias. */
  validezDias: number;
};

/** What an installation starts with, before anyone saves `Ajustes`. */
export const DEFAULT_VALIDEZ_DIAS = 30;

/** Longest texts (characters) and the longest validity (days). */
export const AJUSTES_LIMITS = {
  nombreComercial: 120,
  nif: 20,
  direccion: 200,
  telefono: 40,
  correo: 254,
  validezDias: 365,
} as const;

/**
 * The calendar a quote's days are read on (its date, `Precios del`, `Válido hasta`): the
 * business's own, wherever the API runs.
 */
export const BUSINESS_TIME_ZONE = 'Europe/Madrid';

/**
 * A saved quote: its number (`P-2026-0007`, `P-2026-0007 v2` for a later version of the same
 * quote), who saved it and when, the lines as staff filled them in, every price it used and its
 * totals. Pricing `snapshot` again gives `totals` to the cent: a price changed later never
 * changes it.
 */
export type Presupuesto = {
  id: number;
  peticionId: number;
  year: number;
  sequence: number;
  version: number;
  /** formatPresupuestoNumber of the three above. */
  numero: string;
  autor: { uid: string; email: string | null };
  /** ISO 8601, UTC. */
  createdAt: string;
  /** `Precios del`: the day its prices were read, YYYY-MM-DD on BUSINESS_TIME_ZONE's calendar. */
  preciosDel: string;
  /** `Válido hasta`: preciosDel plus the settings' validity, YYYY-MM-DD. */
  validoHasta: string;
  /**
   * The customer's name and the event's day as the request had them when the quote was saved:
   * the quote's own copy, which a later correction of the request does not change.
   */
  clienteNombre: string | null;
  /** YYYY-MM-DD. */
  fechaEvento: string;
  input: PresupuestoInput;
  snapshot: PresupuestoPriceSnapshot;
  totals: PresupuestoTotals;
};

/**
 * `POST …/peticiones/{id}/presupuestos`: the lines and discount. The API prices them from the
 * tables as they are now and the settings' VAT; it never takes a price or a total from the client
 * (an override is a line's `unitPriceOverride`, as staff typed it).
 */
export type NewPresupuestoBody = PresupuestoInput;

/**
 * A new quote (or a new version) the API cannot price: `400` with every problem on its field, as
 * pricePresupuesto finds them (`lines[2].quantity`, a table's minimum…), so the dashboard marks the
 * same fields its own preview would.
 */
export type PresupuestoProblemsAnswer = ErrorAnswer & { problems: PresupuestoProblem[] };
