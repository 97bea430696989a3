// The customers' list and a customer's page: what they take and what they answer (docs/api.md,
// "Customers"). A customer is every request of one phone number in any format or of one e-mail
// (docs/decisions.md, "Customers"); erased requests belong to nobody.
import { TABLERO_ETAPAS, type TableroEtapa } from './etapas';

/** What the list sorts by: each a column of `Clientes`. */
export const CLIENTES_SORTS = [
  'nombre',
  'telefono',
  'correo',
  'peticiones',
  'ultimaPeticion',
  'presupuestado',
  'aceptado',
] as const;

export type ClientesSort = (typeof CLIENTES_SORTS)[number];

export const SORT_ORDERS = ['asc', 'desc'] as const;

export type SortOrder = (typeof SORT_ORDERS)[number];

/** Rows of one answer unless `limit` says otherwise, and the most it may say. */
export const CLIENTES_PAGE_DEFAULT = 100;
export const CLIENTES_PAGE_MAX = 500;

/** `GET …/clientes`: the order (latest request first by default) and the window of rows. */
export type ClientesQuery = {
  sort?: ClientesSort;
  order?: SortOrder;
  offset?: number;
  limit?: number;
};

/** The stages from which a request's quote counts as accepted: `aceptada` and beyond. */
export const ACEPTADA_ETAPAS: readonly TableroEtapa[] = TABLERO_ETAPAS.slice(
  TABLERO_ETAPAS.indexOf('aceptada'),
);

/** One customer as the list shows them. */
export type ClienteRow = {
  /** The id of their earliest request: `/clientes/{id}` (any of their requests' ids finds them). */
  id: number;
  /** Name, phone and e-mail as their latest request gives them (the e-mail: the latest given). */
  nombre: string | null;
  telefono: string | null;
  correo: string | null;
  peticiones: number;
  /** When their latest request came: ISO 8601, UTC. */
  ultimaPeticion: string;
  /** The sum of each request's latest quote, and of those of requests accepted or beyond. */
  presupuestadoCents: number;
  aceptadoCents: number;
};

/** A window of the list, and how many customers there are in all. */
export type ClientesPage = { total: number; clientes: ClienteRow[] };

/** A quote of a customer's request. */
export type ClienteQuote = {
  id: number;
  /** P-2026-0012, with ` v2` from its second version on. */
  numero: string;
  createdAt: string;
  totalCents: number;
};

/** A request of the customer, in any stage, with its quotes (newest first). */
export type ClientePeticion = {
  id: number;
  estado: string;
  /** false while nobody has taken it, then the staff member's e-mail. */
  asignado: string | false;
  createdAt: string;
  nombre: string | null;
  telefono: string | null;
  correo: string | null;
  presupuestos: ClienteQuote[];
};

/**
 * `GET …/clientes/{id}`: the customer, every phone number their requests give (one per number,
 * however written: what `Exportar` and `Suprimir` act on), and their requests, newest first.
 */
export type ClienteDetalle = {
  cliente: ClienteRow;
  telefonos: string[];
  peticiones: ClientePeticion[];
};
