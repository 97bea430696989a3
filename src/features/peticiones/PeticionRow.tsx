import { memo } from 'react';
import { AsignarButton } from './AsignarButton';
import { telefonoOf, type ReceivedPeticion } from '../../components/peticion';
import { DATA_COLUMNS, type PeticionColumn } from './peticionColumns';
import { VerButton } from './VerButton';

/** Longest text a short column (Estado, País, Código Postal) shows whole; longer ones end in "…". */
const SHORT_CELL_CHARS = 10;

/** A free-text cell kept narrow: what it cuts off is told on hover. */
function ShortCell({ text }: { text: string }) {
  return (
    <td className="peticion-short" title={text.length > SHORT_CELL_CHARS ? text : undefined}>
      {text}
    </td>
  );
}

/** The free-text columns kept narrow. */
const SHORT_COLUMNS = new Set(['estado', 'pais', 'codigo_postal']);

/** A column's cell: the text the column gives (the table's, the cards' and the CSV's alike). */
function PeticionCell({
  column,
  peticion,
}: {
  column: PeticionColumn;
  peticion: ReceivedPeticion;
}) {
  const text = column.text(peticion);
  if (SHORT_COLUMNS.has(column.id)) return <ShortCell text={text} />;
  if (column.id === 'peticiones') {
    return (
      <td className="peticion-pedido" title={text}>
        {text}
      </td>
    );
  }
  const telefono = column.id === 'telefono' ? telefonoOf(peticion) : undefined;
  return <td>{telefono ? <a href={telefono.href}>{telefono.text}</a> : text}</td>;
}

/**
 * One request's row. It depends on the request object alone: the table writes its aria-rowindex,
 * so when a request above it comes or goes (its position changes) this row does not render again.
 */
export const PeticionRow = memo(function PeticionRow({ peticion }: { peticion: ReceivedPeticion }) {
  return (
    <tr className="fixed-row">
      {DATA_COLUMNS.map((column) => (
        <PeticionCell key={column.id} column={column} peticion={peticion} />
      ))}
      <td className="peticion-actions">
        <VerButton id={peticion.id} /> <AsignarButton id={peticion.id} />
      </td>
    </tr>
  );
});
