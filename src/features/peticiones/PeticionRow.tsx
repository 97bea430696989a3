import { memo } from 'react';
import { formatCalendarDate, formatInstantDate } from '../../components/formatDate';
import { AsignarButton } from './AsignarButton';
import {
  asignadoText,
  FIXED_CANTIDAD,
  noPhoneText,
  pedidoText,
  plainText,
  telefonoOf,
  type ReceivedPeticion,
} from '../../components/peticion';
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

/**
 * One request's row. It depends on the request object alone: the table writes its aria-rowindex,
 * so when a request above it comes or goes (its position changes) this row does not render again.
 */
export const PeticionRow = memo(function PeticionRow({ peticion }: { peticion: ReceivedPeticion }) {
  const telefono = telefonoOf(peticion);
  const pedido = pedidoText(peticion.peticiones);
  return (
    <tr className="fixed-row">
      <td>{FIXED_CANTIDAD}</td>
      <ShortCell text={plainText(peticion.estado)} />
      <td>{asignadoText(peticion.asignado)}</td>
      <td className="peticion-pedido" title={pedido}>
        {pedido}
      </td>
      <td>{telefono ? <a href={telefono.href}>{telefono.text}</a> : noPhoneText(peticion)}</td>
      <td>{formatCalendarDate(peticion.fecha_evento)}</td>
      <ShortCell text={plainText(peticion.pais)} />
      <ShortCell text={plainText(peticion.codigo_postal)} />
      <td>{formatInstantDate(peticion.createdAt)}</td>
      <td className="peticion-actions">
        <VerButton id={peticion.id} /> <AsignarButton id={peticion.id} />
      </td>
    </tr>
  );
});
