// How the unassigned requests change, as the events stream tells it, and what the public order form
// sends to create one.
import type { Peticion } from './peticiones';

/**
 * One change of the unassigned requests: one arrived (`added`, the whole request) or one left
 * (`removed`: someone took it, `asignado` their e-mail).
 */
export type PeticionEvent =
  { type: 'added'; peticion: Peticion } | { type: 'removed'; id: number; asignado: string | false };

/** The SSE event name of every change (`event: peticion`, then `data: <PeticionEvent as JSON>`). */
export const PETICION_EVENT = 'peticion';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** Whether a parsed `data:` line is a change a client can apply (anything else is ignored). */
export function isPeticionEvent(value: unknown): value is PeticionEvent {
  if (!isObject(value)) return false;
  if (value.type === 'added') {
    const peticion = value.peticion;
    return isObject(peticion) && typeof peticion.id === 'number';
  }
  return (
    value.type === 'removed' &&
    typeof value.id === 'number' &&
    (value.asignado === false || typeof value.asignado === 'string')
  );
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
} as const;
