// The marks of what the customer did through their link: on the card, seen by the assignee, and
// counted on the sidebar.
export { CardMarks } from './CardMarks';
export { useSeeCustomerMarks } from './useSeeCustomerMarks';
export { ACEPTADO_MARK, MENSAJE_MARK, countMensajesSinLeer } from './clienteMarkTexts';
