// The columns of `Clientes`, the table's and the cards' alike: each with its header, the sort it
// asks the API for, and its text.
import type { ClienteRow, ClientesSort } from '../../../contract';
import { formatInstantDate } from '../../components/formatDate';
import { formatCents } from '../../components/formatEuro';
import { NO_VALUE } from '../../components/text';

export type ClienteColumn = {
  header: string;
  sort: ClientesSort;
  text: (cliente: ClienteRow) => string;
  /** Amounts and counts line up on the right. */
  numeric?: boolean;
};

const textOf = (value: string | null) => (value?.trim() ? value : NO_VALUE);

export const CLIENTE_COLUMNS: readonly ClienteColumn[] = [
  { header: 'Nombre', sort: 'nombre', text: (c) => textOf(c.nombre) },
  { header: 'Telefono', sort: 'telefono', text: (c) => textOf(c.telefono) },
  { header: 'Correo', sort: 'correo', text: (c) => textOf(c.correo) },
  { header: 'Peticiones', sort: 'peticiones', text: (c) => String(c.peticiones), numeric: true },
  {
    header: 'Última petición',
    sort: 'ultimaPeticion',
    text: (c) => formatInstantDate(c.ultimaPeticion),
  },
  {
    header: 'Presupuestado',
    sort: 'presupuestado',
    text: (c) => formatCents(c.presupuestadoCents),
    numeric: true,
  },
  {
    header: 'Aceptado',
    sort: 'aceptado',
    text: (c) => formatCents(c.aceptadoCents),
    numeric: true,
  },
];

export const CLIENTE_HEADERS = CLIENTE_COLUMNS.map((column) => column.header);
