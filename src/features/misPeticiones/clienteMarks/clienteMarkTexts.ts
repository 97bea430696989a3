// What the card, the notes and the sidebar say of what the customer did through their link
// (docs/screens.md, "Mis peticiones"; docs/messages.md).
import { isAssignee, type TableroPeticion } from '../../../../contract';

export const ACEPTADO_MARK = 'Aceptado por el cliente';
export const MENSAJE_MARK = 'Mensaje del cliente';

/** The marks a card shows, in this order. */
export function cardMarks(peticion: Pick<TableroPeticion, 'clienteAcepto' | 'mensajesCliente'>) {
  const marks: string[] = [];
  if (peticion.clienteAcepto) marks.push(ACEPTADO_MARK);
  if (peticion.mensajesCliente > 0) marks.push(MENSAJE_MARK);
  return marks;
}

/** The customer's messages this person has not read: on the sidebar's badge. */
export function countMensajesSinLeer(
  rows: readonly TableroPeticion[],
  email: string | undefined,
): number {
  let count = 0;
  for (const peticion of rows) {
    if (isAssignee(peticion, email)) count += peticion.mensajesCliente;
  }
  return count;
}
