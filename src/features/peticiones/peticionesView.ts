// Which requests the page shows and in what order: search, filters and sort over thousands of
// requests. Whatever is derived from one request is computed once per request object (rows keep
// their identity when the list changes), so a keystroke or a sort does no per-row text work.
import {
  nombreOf,
  pedidoText,
  plainText,
  telefonoOf,
  type ReceivedPeticion,
} from '../../components/peticion';
import { columnById, type PeticionColumn } from './peticionColumns';

export type SortDirection = 'ascending' | 'descending';
export type Sort = { column: PeticionColumn; direction: SortDirection };
export type Filters = { q: string; estado: string; pais: string };

/**
 * Case, accents and runs of spaces do not count: "cupula" finds "Cúpula", "ESPAÑA" finds "espana",
 * "600  12" finds "600 12".
 */
export function searchFold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ');
}

/** Between the fields of a request's search text: no search crosses from one into the next. */
const FIELD_BREAK = '\u0000';

/**
 * A text whose plain code-unit order is Spanish alphabetical order (as localeCompare('es') sorts):
 * case and accents do not count, and ñ comes after every n and before o.
 */
function sortFold(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/n\u0303/g, 'n\uffff')
    .replace(/\p{M}/gu, '');
}

const searchTexts = new WeakMap<ReceivedPeticion, string>();

/** Everything the search box looks in: order, customer, phone (as typed and as dialled), place. */
export function searchTextOf(peticion: ReceivedPeticion): string {
  let text = searchTexts.get(peticion);
  if (text === undefined) {
    const telefono = telefonoOf(peticion);
    text = [
      pedidoText(peticion.peticiones),
      nombreOf(peticion) ?? '',
      telefono?.text ?? '',
      telefono?.href.slice('tel:'.length) ?? '',
      plainText(peticion.pais),
      plainText(peticion.codigo_postal),
    ]
      .map(searchFold)
      .join(FIELD_BREAK);
    searchTexts.set(peticion, text);
  }
  return text;
}

type SortEntry = {
  /** The number, or the folded text; undefined when the request has no value there. */
  key: number | string | undefined;
  /** The text before folding, to order texts that fold alike. */
  raw: unknown;
};

const sortEntries = new Map<string, WeakMap<ReceivedPeticion, SortEntry>>();

function sortEntryOf(column: PeticionColumn, peticion: ReceivedPeticion): SortEntry {
  let entries = sortEntries.get(column.id);
  if (!entries) sortEntries.set(column.id, (entries = new WeakMap()));
  let entry = entries.get(peticion);
  if (!entry) {
    const raw = column.sortValue(peticion);
    entry = { key: typeof raw === 'string' ? sortFold(raw) : raw, raw };
    entries.set(peticion, entry);
  }
  return entry;
}

const collator = new Intl.Collator('es');

/**
 * The requests in the column's order; equal ones keep the server's order, and a request without
 * the value comes last whichever the direction.
 */
export function sortPeticiones(
  peticiones: readonly ReceivedPeticion[],
  sort: Sort | undefined,
): readonly ReceivedPeticion[] {
  if (!sort) return peticiones;
  const sign = sort.direction === 'ascending' ? 1 : -1;
  const entries = peticiones.map((peticion, index) => ({
    peticion,
    index,
    ...sortEntryOf(sort.column, peticion),
  }));
  entries.sort((a, b) => {
    if (a.key === undefined || b.key === undefined) {
      return a.key === b.key ? a.index - b.index : a.key === undefined ? 1 : -1;
    }
    if (a.key < b.key) return -sign;
    if (a.key > b.key) return sign;
    // Texts that fold alike ("Peña", "peña") differ only in case or accents: Spanish order.
    if (a.raw !== b.raw && typeof a.raw === 'string' && typeof b.raw === 'string') {
      const byLocale = collator.compare(a.raw, b.raw);
      if (byLocale) return byLocale * sign;
    }
    return a.index - b.index;
  });
  return entries.map((entry) => entry.peticion);
}

/** The requests whose order, customer, phone, country or postal code hold the search, and both filters. */
export function filterPeticiones(
  peticiones: readonly ReceivedPeticion[],
  { q, estado, pais }: Filters,
): readonly ReceivedPeticion[] {
  const search = searchFold(q).trim();
  if (!search && !estado && !pais) return peticiones;
  return peticiones.filter(
    (peticion) =>
      (!estado || plainText(peticion.estado) === estado) &&
      (!pais || plainText(peticion.pais) === pais) &&
      (!search || searchTextOf(peticion).includes(search)),
  );
}

/** The values a field takes in the list, each once, in Spanish alphabetical order. */
export function distinctValues(
  peticiones: readonly ReceivedPeticion[],
  field: 'estado' | 'pais',
): string[] {
  const values = new Set<string>();
  for (const peticion of peticiones) {
    const value = peticion[field];
    if (value !== null && value !== undefined && value !== '') values.add(plainText(value));
  }
  return [...values].sort(collator.compare);
}

/** `fecha_evento` → ascending, `-fecha_evento` → descending; anything else: the server's order. */
export function parseOrden(orden: string | null): Sort | undefined {
  if (!orden) return undefined;
  const descending = orden.startsWith('-');
  const column = columnById(descending ? orden.slice(1) : orden);
  return column ? { column, direction: descending ? 'descending' : 'ascending' } : undefined;
}

export function formatOrden(sort: Sort | undefined): string {
  if (!sort) return '';
  return sort.direction === 'descending' ? `-${sort.column.id}` : sort.column.id;
}

/** A header's click: sorts by its column, or reverses the order when it already does. */
export function nextSort(current: Sort | undefined, column: PeticionColumn): Sort {
  if (current?.column.id === column.id) {
    return {
      column,
      direction: current.direction === 'ascending' ? 'descending' : 'ascending',
    };
  }
  return { column, direction: 'ascending' };
}
