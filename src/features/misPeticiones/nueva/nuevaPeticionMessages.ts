// What `Nueva petición` says when the request was not created (docs/messages.md).
import { isDroppedWithSession } from '../../../services/sessionEnd';

export const CREATE_INVALID_MESSAGE =
  'No se ha podido crear la petición: revisa los datos marcados.';
export const CREATE_FAILED_MESSAGE =
  'No se ha podido crear la petición. Comprueba la conexión y vuelve a intentarlo.';
export const CHECK_FIELDS_MESSAGE = 'Revisa los datos marcados.';

/** How a failed creation is told: a message, or nothing (the session ended: /signin says why). */
export function createFailureOf(error: unknown): string | undefined {
  if (isDroppedWithSession(error)) return undefined;
  const status = (error as { status?: unknown } | undefined)?.status;
  return status === 400 ? CREATE_INVALID_MESSAGE : CREATE_FAILED_MESSAGE;
}
