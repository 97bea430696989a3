import { useRef } from 'react';
import { SpacerRow } from '../../components/SpacerRow';
import { useWindowedRows } from '../../components/useWindowedRows';
import type { Peticion } from './peticion';
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

// Must match .fixed-row's height in styles.css: the window is computed from it.
const ROW_HEIGHT = 41;

export function PeticionesTable({ peticiones }: { peticiones: readonly Peticion[] }) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const { start, end, paddingTop, paddingBottom } = useWindowedRows({
    count: peticiones.length,
    rowHeight: ROW_HEIGHT,
    scrollRef,
  });
  return (
    <div className="table-scroll" ref={scrollRef}>
      <table className="data-table peticiones-table" aria-rowcount={peticiones.length + 1}>
        <thead>
          <tr aria-rowindex={1}>
            {PETICIONES_COLUMNS.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          <SpacerRow height={paddingTop} columns={PETICIONES_COLUMNS.length} />
          {peticiones.slice(start, end).map((peticion, offset) => (
            <PeticionRow key={peticion.id} peticion={peticion} rowIndex={start + offset + 2} />
          ))}
          <SpacerRow height={paddingBottom} columns={PETICIONES_COLUMNS.length} />
        </tbody>
      </table>
    </div>
  );
}
