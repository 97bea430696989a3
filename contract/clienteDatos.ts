// A customer's personal data, as an administrator exports or erases it (GDPR articles 15 and 17),
// and how long it is kept (article 5(1)(e)). A customer is found by phone number, matched as the
// customer's other requests are, or as `Clientes` lists them, by the id of any of their requests
// (docs/server.md).
import type { Presupuesto } from './presupuestos';
import type { Nota } from './peticionesAsignadas';
import type { Peticion } from './peticiones';

/**
 * `POST …/clientes/exportar` and `POST …/clientes/suprimir`, exactly one of: a phone number (every
 * request of it, however written), or `cliente`, the id of any request of a customer as `Clientes`
 * groups them (by phone and by e-mail: a customer known only by e-mail too), which their page's
 * address carries. The number travels in the body, never in a URL (URLs reach logs).
 */
export type ClienteBody = { telefono: string } | { cliente: number };

/** Everything stored about one customer, and what was asked. Unknown: every list empty. */
export type ClienteExport = { telefono?: string; cliente?: number } & {
  peticiones: (Peticion & { notas: Nota[]; presupuestos: Presupuesto[] })[];
};

/** What an erasure did: how many requests and notes lost their personal data. */
export type ErasureResult = { peticiones: number; notas: number };

/** What an erased text reads, wherever it was shown. */
export const ERASED_TEXT = 'Datos suprimidos';

/** Whether a value the customer left was erased: it reads ERASED_TEXT, and names nobody. */
export const isErasedText = (value: unknown): boolean =>
  typeof value === 'string' && value.trim() === ERASED_TEXT;

/**
 * Whether a request's customer data was erased: an erasure writes ERASED_TEXT over its order as
 * over every value the customer left, its mark in the database too (docs/server.md).
 */
export const isErasedPeticion = (peticion: Pick<Peticion, 'peticiones'>): boolean =>
  isErasedText(peticion.peticiones);

/** Months after which personal data is erased, unless `Ajustes` says otherwise. */
export const DEFAULT_RETENTION_MONTHS = {
  /** Requests closed (`entregada` or `perdida`) that long ago. */
  cerradas: 24,
  /** Requests nobody took, received that long ago. */
  sinAsignar: 12,
} as const;

/**
 * The part of `Ajustes` that says how long personal data is kept: `Conservar peticiones cerradas
 * (meses)` and `Conservar peticiones sin asignar (meses)`, whole months within
 * RETENTION_MONTHS_RANGE.
 */
export type RetentionAjustes = {
  conservarCerradasMeses: number;
  conservarSinAsignarMeses: number;
};

/** The fewest and the most months either period may be. */
export const RETENTION_MONTHS_RANGE = { min: 1, max: 120 } as const;

/** What a retention run erased: requests closed long ago, and requests nobody took. */
export type RetentionCounts = { cerradas: number; sinAsignar: number };
