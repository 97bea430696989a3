// The marks of what the customer did through their link: on the card, seen by the assignee, and
// counted on the sidebar.
export { CardMarks } from './CardMarks';
export { useSeeClienteMarks } from './useSeeClienteMarks';
export { ACEPTADO_MARK, MENSAJE_MARK } from './clienteMarkTexts';
