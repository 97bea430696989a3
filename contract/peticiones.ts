// A customer request as the API sends it, and the body of taking one.
import type { ErrorAnswer } from './answers';
import type { Origen } from './origenes';
import type { NewPeticionBody } from './peticionEvents';

export type Peticion = {
  id: number;
  estado: string;
  /** false while nobody has taken it, then the staff member's e-mail. */
  asignado: string | false;
  /** The order: one line of text, or several. */
  peticiones: string | string[];
  /** Whatever the customer left; the phone may be missing or blank. */
  cliente: { telefono?: string; [key: string]: unknown } | null;
  /** The event's calendar day, YYYY-MM-DD. */
  fecha_evento: string;
  pais: string;
  codigo_postal: string;
  /** The customer's e-mail, when they gave one. */
  correo: string | null;
  /** The channel it came through (`web`: the public order form). */
  origen: Origen;
  /** When it arrived: ISO 8601, UTC. */
  createdAt: string;
};

/**
 * The body of `POST …/peticiones/{id}/asignar`, which may also be absent. The assignee is always the
 * caller; `asignado`, when sent, must be the caller's own e-mail.
 */
export type AsignarBody = { asignado?: string };

/**
 * Why `POST …/peticiones/{id}/asignar` answered 409: someone took the request first (`asignada`),
 * or its customer's data was erased while nobody had it (`suprimida`), which takes it off the
 * unassigned list for good.
 */
export type AsignarConflict = ErrorAnswer & { reason: 'asignada' | 'suprimida' };

/**
 * The body of `POST …/peticiones` (staff): a request typed in from another channel. The public
 * form's fields, held to the same rules, plus the customer's e-mail and the channel; with
 * `asignarme` the caller takes it at once, otherwise it joins the unassigned list.
 */
export type NuevaPeticionBody = NewPeticionBody & {
  correo?: string;
  origen: Origen;
  asignarme: boolean;
};

/**
 * The body of `POST …/peticiones/{id}/editar`: the request's details as they should now read
 * (every field sent, as in the public form), with the version the editor saw. `correo: null`
 * clears the e-mail.
 */
export type EditPeticionBody = Omit<NewPeticionBody, 'cliente'> & {
  cliente: { nombre?: string; telefono?: string };
  correo: string | null;
  version: number;
};
