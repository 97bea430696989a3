// How the requests change, as the events stream tells it, and what the public order form sends to
// create one.
import { isObject } from './answers';
import { isAssignedPeticion, type AssignedPeticion } from './peticionesAsignadas';
import type { Peticion } from './peticiones';

/**
 * One change of a request, told as the request now is, for each list that may hold it:
 * - the unassigned list: it is there (`added`, the whole request) or not (`removed`: someone took
 *   it, `asignado` their e-mail; or, `asignado: false`, its customer's data was erased while nobody
 *   had it, which takes it off that list for good);
 * - the taken requests: it is one, as now (`assigned`, the whole request: taken, moved, handed
 *   over, noted, followed up, quoted) or no longer (`released`: given back).
 * A change arrives as the pair that applies (`removed` + `assigned`, `added` + `released`, or for
 * an erased one nobody has, `removed` + `released`);
 * applying an event to a list that already shows it so changes nothing.
 */
export type PeticionEvent =
  | { type: 'added'; peticion: Peticion }
  | { type: 'removed'; id: number; asignado: string | false }
  | { type: 'assigned'; peticion: AssignedPeticion }
  | { type: 'released'; id: number };

/**
 * The SSE event name of every change (`id: <position>`, `event: peticion`, then
 * `data: <PeticionEvent as JSON>`). The id is the change's position in the feed.
 */
export const PETICION_EVENT = 'peticion';

/**
 * Sent instead of the missed changes when a stream is asked to resume (`Last-Event-ID`) from a
 * position the API no longer keeps, or never had: the client reloads its lists once and follows
 * from their new position. It has no id, and `data: {}` (an SSE reader drops an event without
 * data); the stream then goes on with the live changes.
 */
export const RESET_EVENT = 'reset';

/**
 * A list's answer and the position of the change feed it reflects: every change after it is on the
 * events stream resumed from there (`Last-Event-ID: <position>`). 0 before any change.
 */
export type PositionedAnswer<T> = { data: T; position: number };

const hasId = (value: unknown) => isObject(value) && typeof value.id === 'number';

/** Whether a parsed `data:` line is a change a client can apply (anything else is ignored). */
export function isPeticionEvent(value: unknown): value is PeticionEvent {
  if (!isObject(value)) return false;
  switch (value.type) {
    case 'added':
      return hasId(value.peticion);
    case 'removed':
      return (
        typeof value.id === 'number' &&
        (value.asignado === false || typeof value.asignado === 'string')
      );
    case 'assigned':
      return (
        hasId(value.peticion) &&
        isAssignedPeticion(value.peticion as Peticion) &&
        typeof (value.peticion as { version?: unknown }).version === 'number'
      );
    case 'released':
      return typeof value.id === 'number';
    default:
      return false;
  }
}

/**
 * The body of `POST /api/peticiones`: the order (one text or several lines), who asks, and for
 * when and where. Nothing else is accepted.
 */
export type NewPeticionBody = {
  peticiones: string | string[];
  cliente?: { nombre?: string; telefono?: string };
  /** YYYY-MM-DD, a real calendar day. */
  fecha_evento: string;
  pais: string;
  codigo_postal: string;
};

/** Longest values the order form may send (characters), and most lines in one order. */
export const NEW_PETICION_LIMITS = {
  pedido: 1000,
  pedidoLine: 300,
  pedidoLines: 20,
  nombre: 120,
  telefono: 40,
  pais: 60,
  codigoPostal: 16,
  /** The longest e-mail address a mail server accepts (RFC 5321's path, less its brackets). */
  correo: 254,
} as const;
