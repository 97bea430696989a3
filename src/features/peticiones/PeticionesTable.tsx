import type { HeaderSort } from '../../components/TableHead';
import { WindowedTable } from '../../components/WindowedTable';
import type { ReceivedPeticion } from '../../components/peticion';
import { DATA_COLUMNS, PETICIONES_COLUMNS } from './peticionColumns';
import { PeticionRow } from './PeticionRow';
import type { Sort } from './peticionesView';

export { PETICIONES_COLUMNS };

/** The height of every request row (.fixed-row reads it as --row-height). */
const ROW_HEIGHT = 41;

/**
 * Rows beyond each edge of the view: enough for Tab to reach the next row's buttons, few enough
 * that a keystroke in Buscar lays out little more than what shows.
 */
const OVERSCAN = 3;

/** Every data column sorts; Acciones does not. */
const SORTABLE = DATA_COLUMNS.map((column) => column.header);

const peticionKey = (peticion: ReceivedPeticion) => peticion.id;
// The table writes each row's position (indexRows): the row depends on its request alone.
const renderPeticion = (peticion: ReceivedPeticion) => <PeticionRow peticion={peticion} />;

type PeticionesTableProps = {
  peticiones: readonly ReceivedPeticion[];
  sort: Sort | undefined;
  onSort: (header: string) => void;
  /** Another search, filter or order: the table starts again from its first row. */
  viewKey: string;
};

export function PeticionesTable({ peticiones, sort, onSort, viewKey }: PeticionesTableProps) {
  const headerSort: HeaderSort = {
    header: sort?.column.header,
    direction: sort?.direction,
    sortable: SORTABLE,
    onSort,
  };
  return (
    <WindowedTable
      className="peticiones-table"
      headers={PETICIONES_COLUMNS}
      rows={peticiones}
      rowHeight={ROW_HEIGHT}
      rowKey={peticionKey}
      renderRow={renderPeticion}
      indexRows
      sort={headerSort}
      scrollResetKey={viewKey}
      overscan={OVERSCAN}
    />
  );
}
