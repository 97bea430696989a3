// What `Datos del cliente` says (docs/messages.md).
import { isDroppedWithSession } from '../../../services/sessionEnd';

/** What its two calls say when they fail (a 403 is told once elsewhere). */
export const CLIENTE_FAILED_MESSAGES = {
  export:
    'No se han podido exportar los datos del cliente. Comprueba la conexión y vuelve a intentarlo.',
  erase:
    'No se han podido suprimir los datos del cliente. Comprueba la conexión y vuelve a intentarlo.',
} as const;

export const ERASE_QUESTION =
  '¿Suprimir los datos personales de este cliente? Su nombre, su teléfono, lo que pidió y las notas se borrarán de todas sus peticiones. No se puede deshacer.';

/** How a failed call of `Datos del cliente` is told: a message, or nothing (already told). */
export const clienteFailureOf = (kind: keyof typeof CLIENTE_FAILED_MESSAGES, error: unknown) =>
  isDroppedWithSession(error) ? undefined : CLIENTE_FAILED_MESSAGES[kind];
