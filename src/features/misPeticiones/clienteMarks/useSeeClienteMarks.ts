import { useEffect } from 'react';
import type { AssignedPeticion } from '../../../../contract';
import { useCan } from '../../auth';
import { useSeeCustomerMarksMutation } from '../misPeticionesApi';

/**
 * The request's assignee has it open: what the customer did (an acceptance, messages) is seen,
 * and the card's marks go, now and for what arrives while it stays open. Anyone else opening it
 * (an administrator) leaves the assignee's marks (docs/screens.md, "Mis peticiones").
 */
export function useSeeClienteMarks(peticion: AssignedPeticion | undefined) {
  const isAssignee = useCan('seeCustomerMarks', peticion);
  const [see] = useSeeCustomerMarksMutation();
  const id = peticion?.id;
  const marked = peticion !== undefined && (peticion.clienteAcepto || peticion.mensajesCliente > 0);
  useEffect(() => {
    if (isAssignee && marked && id !== undefined) void see(String(id));
  }, [isAssignee, marked, id, see]);
}
