// What a quote needs of its request: whether it may be quoted by the signed-in person, and the
// customer's name, phone, e-mail and event day for the message that sends it.
import {
  calendarDay,
  isAssignedPeticion,
  isErasedPeticion,
  isErasedText,
  LOST_ETAPA,
  type AssignedPeticion,
  type Peticion,
} from '../../../contract';

export type PresupuestoPeticion = {
  readonly id: string;
  /** Taken, the signed-in person may quote it (its assignee), and not lost. */
  readonly quotable: boolean;
  /** The signed-in person may make and revoke its customer's links (shareQuote). */
  readonly shareable?: boolean;
  /** The customer's data was erased: nobody to greet or to send the quote to. */
  readonly erased: boolean;
  readonly nombre: string | null;
  readonly telefono: string | null;
  /** `cliente.email`, else `cliente.correo`, when the customer left one. */
  readonly email: string | null;
  /** The event's calendar day, YYYY-MM-DD, when the request has a readable one. */
  readonly fechaEvento: string | null;
};

/** What the customer left under `key`, as stored. */
function customerValue(peticion: Peticion | AssignedPeticion, key: string): unknown {
  const { cliente } = peticion;
  return typeof cliente === 'object' && cliente !== null ? cliente[key] : undefined;
}

/** A text the customer left under `key`, trimmed; none when missing, blank, erased or not text. */
function customerText(peticion: Peticion | AssignedPeticion, key: string): string | null {
  const value = customerValue(peticion, key);
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  if (isErasedText(value)) return null;
  return String(value).trim() || null;
}

/** Erased, as a whole (its order's mark) or in the name or phone a quote is sent by. */
const isErased = (peticion: Peticion | AssignedPeticion) =>
  isErasedPeticion(peticion) ||
  ['nombre', 'telefono'].some((key) => isErasedText(customerValue(peticion, key)));

/**
 * Whether a quote can be made for the request now: taken, not lost, and `mayQuote`, whether the
 * signed-in person may quote it (useCan('quotePeticion', peticion): its assignee).
 */
export const isQuotable = (peticion: Peticion | AssignedPeticion, mayQuote: boolean): boolean =>
  mayQuote && isAssignedPeticion(peticion) && peticion.estado !== LOST_ETAPA;

export function presupuestoPeticionOf(
  peticion: Peticion | AssignedPeticion,
  mayQuote: boolean,
): PresupuestoPeticion {
  const quotable = isQuotable(peticion, mayQuote);
  // The request's own e-mail first (staff type or correct it), then whatever the customer left.
  const email =
    (typeof peticion.correo === 'string' ? peticion.correo : null) ??
    customerText(peticion, 'email') ??
    customerText(peticion, 'correo');
  const fecha = typeof peticion.fecha_evento === 'string' ? peticion.fecha_evento : '';
  return {
    id: String(peticion.id),
    quotable,
    erased: isErased(peticion),
    nombre: customerText(peticion, 'nombre'),
    telefono: customerText(peticion, 'telefono'),
    email: email && email.includes('@') ? email : null,
    fechaEvento: calendarDay(fecha) ? fecha.slice(0, 10) : null,
  };
}
