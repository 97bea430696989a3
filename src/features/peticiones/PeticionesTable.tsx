import { WindowedTable } from '../../components/WindowedTable';
import type { ReceivedPeticion } from './peticion';
import { PeticionRow } from './PeticionRow';

export const PETICIONES_COLUMNS = [
  'Cantidad',
  'Estado',
  'Asignado',
  'Pedido',
  'Telefono',
  'Fecha de Evento',
  'País',
  'Código Postal',
  'Recibido a día',
  'Acciones',
] as const;

/** The height of every request row (.fixed-row reads it as --row-height). */
const ROW_HEIGHT = 41;

const peticionKey = (peticion: ReceivedPeticion) => peticion.id;
// aria-rowindex counts from 1, and the header row is 1.
const renderPeticion = (peticion: ReceivedPeticion, index: number) => (
  <PeticionRow peticion={peticion} rowIndex={index + 2} />
);

export function PeticionesTable({ peticiones }: { peticiones: readonly ReceivedPeticion[] }) {
  return (
    <WindowedTable
      className="peticiones-table"
      headers={PETICIONES_COLUMNS}
      rows={peticiones}
      rowHeight={ROW_HEIGHT}
      rowKey={peticionKey}
      renderRow={renderPeticion}
    />
  );
}
