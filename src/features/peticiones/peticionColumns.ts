// The requests table's data columns: header, the text a cell shows, and what it sorts by.
import {
  calendarDateTime,
  formatCalendarDate,
  formatInstantDate,
  instantDateTime,
} from '../../components/formatDate';
import {
  asignadoText,
  FIELD_LABELS,
  FIXED_CANTIDAD,
  noPhoneText,
  pedidoText,
  plainText,
  telefonoOf,
  type ReceivedPeticion,
} from '../../components/peticion';

export type PeticionColumn = {
  /** The column's name in the address (`?orden=fecha_evento`). */
  id: string;
  header: string;
  /** The cell's text, as the table shows it. */
  text: (peticion: ReceivedPeticion) => string;
  /**
   * What the column sorts by: a number for numbers and dates, compared as numbers; a text, in
   * Spanish alphabetical order. Undefined (no value) sorts last.
   */
  sortValue: (peticion: ReceivedPeticion) => number | string | undefined;
};

const present = (value: unknown): string | undefined =>
  value === null || value === undefined || value === '' ? undefined : plainText(value);

/** A column whose header is the field's label. */
const column = (
  id: keyof typeof FIELD_LABELS,
  text: PeticionColumn['text'],
  sortValue: PeticionColumn['sortValue'],
): PeticionColumn => ({ id, header: FIELD_LABELS[id], text, sortValue });

/** A column of text as the customer typed it: sorted alphabetically, an empty one last. */
const plainColumn = (id: 'estado' | 'pais' | 'codigo_postal') =>
  column(
    id,
    (p) => plainText(p[id]),
    (p) => present(p[id]),
  );

/** The nine data columns, in the table's order (Acciones, the tenth, holds only buttons). */
export const DATA_COLUMNS: readonly PeticionColumn[] = [
  column(
    'cantidad',
    () => String(FIXED_CANTIDAD),
    () => FIXED_CANTIDAD,
  ),
  plainColumn('estado'),
  column(
    'asignado',
    (p) => asignadoText(p.asignado),
    (p) => asignadoText(p.asignado),
  ),
  column(
    'peticiones',
    (p) => pedidoText(p.peticiones),
    (p) => pedidoText(p.peticiones) || undefined,
  ),
  column(
    'telefono',
    (p) => telefonoOf(p)?.text ?? noPhoneText(p),
    // The number as dialled: the spaces and brackets people type in do not change its place.
    (p) => telefonoOf(p)?.href.slice('tel:'.length),
  ),
  column(
    'fecha_evento',
    (p) => formatCalendarDate(p.fecha_evento),
    (p) => calendarDateTime(p.fecha_evento),
  ),
  plainColumn('pais'),
  plainColumn('codigo_postal'),
  column(
    'createdAt',
    (p) => formatInstantDate(p.createdAt),
    (p) => instantDateTime(p.createdAt),
  ),
];

export const ACCIONES_HEADER = 'Acciones';

/** Every header of the table, in order: the nine data columns, then Acciones. */
export const PETICIONES_COLUMNS: readonly string[] = [
  ...DATA_COLUMNS.map((column) => column.header),
  ACCIONES_HEADER,
];

export const columnById = (id: string) => DATA_COLUMNS.find((column) => column.id === id);
export const columnByHeader = (header: string) =>
  DATA_COLUMNS.find((column) => column.header === header);
