// The search box's call: what it takes and what it answers (docs/api.md, "Search"). One text finds
// requests in any stage (by number, the customer's name, phone in any format or e-mail, the
// order's words), the customers they belong to (those `Clientes` lists: by phone in any format
// and by e-mail), and quotes by their number.

/** Fewer characters than this (spaces at either end left out) find nothing, and ask nothing. */
export const SEARCH_MIN_LENGTH = 2;
/** The longest text the API takes: a longer one is a 400. */
export const SEARCH_MAX_LENGTH = 200;
/** The most results of each kind one answer holds, newest first. */
export const SEARCH_GROUP_LIMIT = 8;

/** `GET …/search?q=`: the text, as typed. */
export type SearchQuery = { q: string };

/** A request found: enough to recognise it, and whether someone has it (where its dialog is). */
export type SearchPeticion = {
  id: number;
  estado: string;
  /** false while nobody has taken it, then the staff member's e-mail. */
  asignado: string | false;
  nombre: string | null;
  telefono: string | null;
  correo: string | null;
  /** The order as one line of text. */
  pedido: string;
  /** The event's calendar day, YYYY-MM-DD. */
  fecha_evento: string;
};

/** A customer found, as `Clientes` lists them: name and phone as their latest request gives them. */
export type SearchCliente = {
  /** The customer's id, as `Clientes` lists them: their page is `/clientes/{id}`. */
  id: number;
  /** Null when their latest request gave no phone (a customer reached by e-mail). */
  telefono: string | null;
  nombre: string | null;
  /** The latest e-mail they gave, if any. */
  correo: string | null;
  /** How many requests they have made, erased ones left out. */
  peticiones: number;
  /** Their latest request. */
  ultimaPeticion: { id: number; asignado: string | false };
};

/** A quote found by its number. */
export type SearchPresupuesto = {
  id: number;
  /** P-2026-0012, with ` v2` from its second version on. */
  numero: string;
  peticionId: number;
  nombre: string | null;
  totalCents: number;
  /** When it was saved: ISO 8601, UTC. */
  createdAt: string;
};

export type SearchResults = {
  peticiones: SearchPeticion[];
  clientes: SearchCliente[];
  presupuestos: SearchPresupuesto[];
};

/** Whether a text is long enough to be searched for (shorter ones find nothing). */
export const isSearchable = (text: string): boolean => text.trim().length >= SEARCH_MIN_LENGTH;
