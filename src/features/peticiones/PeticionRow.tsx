import { memo } from 'react';
import { formatCalendarDate, formatInstantDate } from '../../components/formatDate';
import { AsignarButton } from './AsignarButton';
import {
  asignadoText,
  FIXED_CANTIDAD,
  pedidoText,
  plainText,
  telefonoOf,
  type ReceivedPeticion,
} from './peticion';
import { NO_PHONE } from './peticionColumns';
import { VerButton } from './VerButton';

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
      <td>{plainText(peticion.estado)}</td>
      <td>{asignadoText(peticion.asignado)}</td>
      <td className="truncate" title={pedido}>
        {pedido}
      </td>
      <td>{telefono ? <a href={telefono.href}>{telefono.text}</a> : NO_PHONE}</td>
      <td>{formatCalendarDate(peticion.fecha_evento)}</td>
      <td>{plainText(peticion.pais)}</td>
      <td>{plainText(peticion.codigo_postal)}</td>
      <td>{formatInstantDate(peticion.createdAt)}</td>
      <td className="peticion-actions">
        <VerButton id={peticion.id} /> <AsignarButton id={peticion.id} />
      </td>
    </tr>
  );
});
