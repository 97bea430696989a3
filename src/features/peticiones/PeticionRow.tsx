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

type PeticionRowProps = { peticion: ReceivedPeticion; rowIndex: number };

export const PeticionRow = memo(function PeticionRow({ peticion, rowIndex }: PeticionRowProps) {
  const telefono = telefonoOf(peticion);
  const pedido = pedidoText(peticion.peticiones);
  return (
    <tr aria-rowindex={rowIndex} className="fixed-row">
      <td>{FIXED_CANTIDAD}</td>
      <td>{plainText(peticion.estado)}</td>
      <td>{asignadoText(peticion.asignado)}</td>
      <td className="truncate" title={pedido}>
        {pedido}
      </td>
      <td>{telefono ? <a href={telefono.href}>{telefono.text}</a> : 'Sin teléfono'}</td>
      <td>{formatCalendarDate(peticion.fecha_evento)}</td>
      <td>{plainText(peticion.pais)}</td>
      <td>{plainText(peticion.codigo_postal)}</td>
      <td>{formatInstantDate(peticion.createdAt)}</td>
      <td>
        <AsignarButton id={peticion.id} />
      </td>
    </tr>
  );
});
