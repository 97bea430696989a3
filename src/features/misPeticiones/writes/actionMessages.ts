// What the dialog says when something done to a request did not happen (docs/messages.md).
import { PROOF_NOT_APPROVED } from '../../../../contract';
import { isDroppedWithSession } from '../../../services/sessionEnd';

export const STALE_MESSAGE = 'Esta petición ha cambiado mientras la veías.';
export const NOT_ASSIGNED_MESSAGE = 'Esta petición ya no está asignada.';
export const NOT_FOUND_MESSAGE = 'No se ha encontrado la petición.';
export const NOT_ASSIGNEE_MESSAGE = 'Solo quien tiene asignada la petición puede cambiarla.';
/** A move into production refused: the latest design proof waits for the customer (409). */
export const PROOF_NOT_APPROVED_MESSAGE = 'El cliente aún no ha aprobado el diseño.';
export const FAILED_MESSAGE =
  'No se ha podido guardar el cambio. Comprueba la conexión y vuelve a intentarlo.';

/** Each kind of write, and what its refusal (400) means in the person's words. */
export const INVALID_MESSAGES = {
  move: 'Ese cambio de estado no está permitido.',
  release: 'No se puede liberar esta petición.',
  reassign:
    'No se puede reasignar a esa persona: tiene que ser del equipo y tener la cuenta activa.',
  note: 'La nota no puede estar vacía ni pasar de 2.000 caracteres.',
  followUp: 'La fecha de seguimiento no es válida.',
  edit: 'No se han podido guardar los cambios: revisa los datos marcados.',
} as const;

/** The edit form's own problems found before sending: each field says what. */
export const EDIT_CHECK_MESSAGE = 'Revisa los datos marcados.';

export type WriteKind = keyof typeof INVALID_MESSAGES;

/**
 * How a failed write is told: `stale` (409: the request changed meanwhile, the dialog now shows it
 * as it is; but a 409 of a proof not approved says so), a message, or nothing (the session ended
 * or the person signed out).
 */
export function failureOf(kind: WriteKind, error: unknown): string | undefined {
  if (isDroppedWithSession(error)) return undefined;
  const { status, data } = (error ?? {}) as { status?: unknown; data?: { reason?: unknown } };
  if (status === 409)
    return data?.reason === PROOF_NOT_APPROVED ? PROOF_NOT_APPROVED_MESSAGE : 'stale';
  if (status === 400) return INVALID_MESSAGES[kind];
  if (status === 403) return NOT_ASSIGNEE_MESSAGE;
  if (status === 404) return NOT_FOUND_MESSAGE;
  return FAILED_MESSAGE;
}
