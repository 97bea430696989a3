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

/** The nine data columns, in the table's order (Acciones, the tenth, holds only buttons). */
export const DATA_COLUMNS: readonly PeticionColumn[] = [
  {
    id: 'cantidad',
    header: FIELD_LABELS.cantidad,
    text: () => String(FIXED_CANTIDAD),
    sortValue: () => FIXED_CANTIDAD,
  },
  {
    id: 'estado',
    header: FIELD_LABELS.estado,
    text: (p) => plainText(p.estado),
    sortValue: (p) => present(p.estado),
  },
  {
    id: 'asignado',
    header: FIELD_LABELS.asignado,
    text: (p) => asignadoText(p.asignado),
    sortValue: (p) => asignadoText(p.asignado),
  },
  {
    id: 'peticiones',
    header: FIELD_LABELS.peticiones,
    text: (p) => pedidoText(p.peticiones),
    sortValue: (p) => pedidoText(p.peticiones) || undefined,
  },
  {
    id: 'telefono',
    header: FIELD_LABELS.telefono,
    text: (p) => telefonoOf(p)?.text ?? noPhoneText(p),
    // The number as dialled: the spaces and brackets people type in do not change its place.
    sortValue: (p) => telefonoOf(p)?.href.slice('tel:'.length),
  },
  {
    id: 'fecha_evento',
    header: FIELD_LABELS.fecha_evento,
    text: (p) => formatCalendarDate(p.fecha_evento),
    sortValue: (p) => calendarDateTime(p.fecha_evento),
  },
  {
    id: 'pais',
    header: FIELD_LABELS.pais,
    text: (p) => plainText(p.pais),
    sortValue: (p) => present(p.pais),
  },
  {
    id: 'codigo_postal',
    header: FIELD_LABELS.codigo_postal,
    text: (p) => plainText(p.codigo_postal),
    sortValue: (p) => present(p.codigo_postal),
  },
  {
    id: 'createdAt',
    header: FIELD_LABELS.createdAt,
    text: (p) => formatInstantDate(p.createdAt),
    sortValue: (p) => instantDateTime(p.createdAt),
  },
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
