// What the card and the notes say of what the customer did through their link
// (docs/screens.md, "Mis peticiones"; docs/messages.md).
import type { TableroPeticion } from '../../../../contract';

export const ACEPTADO_MARK = 'Aceptado por el cliente';
export const MENSAJE_MARK = 'Mensaje del cliente';

/** The marks a card shows, in this order. */
export function cardMarks(peticion: Pick<TableroPeticion, 'clienteAcepto' | 'mensajesCliente'>) {
  const marks: string[] = [];
  if (peticion.clienteAcepto) marks.push(ACEPTADO_MARK);
  if (peticion.mensajesCliente > 0) marks.push(MENSAJE_MARK);
  return marks;
}
