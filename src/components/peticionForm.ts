// A request's details as a form holds them (`Nueva petición`, `Editar`): what was typed, what is
// wrong with it by the public form's rules (the limits of contract/peticionEvents.ts, the calendar
// of contract/calendarDate.ts), and the body's fields it becomes (docs/screens.md).
import { calendarDay, NEW_PETICION_LIMITS as LIMITS, type EditPeticionBody } from '../../contract';
import { nombreOf, type ReceivedPeticion } from './peticion';

export type PeticionFormValues = {
  /** The order, one line per item. */
  pedido: string;
  nombre: string;
  telefono: string;
  correo: string;
  /** YYYY-MM-DD, as a date input gives it. */
  fechaEvento: string;
  pais: string;
  codigoPostal: string;
};

export type PeticionFormField = keyof PeticionFormValues;

export type PeticionFormProblems = Partial<Record<PeticionFormField, string>>;

export const EMPTY_PETICION_FORM: PeticionFormValues = {
  pedido: '',
  nombre: '',
  telefono: '',
  correo: '',
  fechaEvento: '',
  pais: '',
  codigoPostal: '',
};

/** The longest text each one-line field takes (the input stops there). */
export const PETICION_FORM_LIMITS = {
  nombre: LIMITS.nombre,
  telefono: LIMITS.telefono,
  correo: LIMITS.correo,
  pais: LIMITS.pais,
  codigoPostal: LIMITS.codigoPostal,
} as const;

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The request's details as the edit form starts from them. */
export function peticionFormOf(peticion: ReceivedPeticion): PeticionFormValues {
  const { cliente, peticiones } = peticion;
  const telefono =
    typeof cliente === 'object' && cliente !== null && 'telefono' in cliente
      ? text(cliente.telefono)
      : '';
  return {
    pedido: Array.isArray(peticiones) ? peticiones.map(text).join('\n') : text(peticiones),
    nombre: nombreOf(peticion) ?? '',
    telefono,
    correo: text(peticion.correo),
    fechaEvento: text(peticion.fecha_evento).slice(0, 10),
    pais: text(peticion.pais),
    codigoPostal: text(peticion.codigo_postal),
  };
}

/** The order's lines that say something. */
export const pedidoLines = (pedido: string) => pedido.split(/\r?\n/).filter((line) => line.trim());

/** An address with one @, something either side, a dot in its domain and no spaces. */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const blank = (value: string) => value.trim() === '';

function pedidoProblem(pedido: string, asText: boolean): string | undefined {
  if (blank(pedido)) return 'Escribe el pedido.';
  if (asText) {
    return pedido.length > LIMITS.pedido
      ? `El pedido puede tener hasta ${LIMITS.pedido} caracteres.`
      : undefined;
  }
  const lines = pedidoLines(pedido);
  if (lines.length > LIMITS.pedidoLines)
    return `El pedido puede tener hasta ${LIMITS.pedidoLines} líneas.`;
  if (lines.some((line) => line.length > LIMITS.pedidoLine))
    return `Cada línea del pedido puede tener hasta ${LIMITS.pedidoLine} caracteres.`;
  return undefined;
}

const tooLong = (value: string, max: number) =>
  value.length > max ? `Hasta ${max} caracteres.` : undefined;

/**
 * What is wrong with the values, field by field, by the public form's rules: an order (as lines,
 * or as one text when `pedidoAsText`), a real day, a country and a postal code are needed; the
 * name, phone and e-mail may be left blank.
 */
export function peticionFormProblems(
  values: PeticionFormValues,
  { pedidoAsText = false } = {},
): PeticionFormProblems {
  const problems: PeticionFormProblems = {
    pedido: pedidoProblem(values.pedido, pedidoAsText),
    nombre: tooLong(values.nombre, LIMITS.nombre),
    telefono: tooLong(values.telefono, LIMITS.telefono),
    correo:
      blank(values.correo) ||
      (EMAIL_SHAPE.test(values.correo.trim()) && values.correo.trim().length <= LIMITS.correo)
        ? undefined
        : 'Escribe un correo válido, como nombre@ejemplo.com.',
    fechaEvento: blank(values.fechaEvento)
      ? 'Indica la fecha del evento.'
      : calendarDay(values.fechaEvento) && /^\d{4}-\d{2}-\d{2}$/.test(values.fechaEvento)
        ? undefined
        : 'La fecha del evento no es válida.',
    pais: blank(values.pais) ? 'Indica el país.' : tooLong(values.pais, LIMITS.pais),
    codigoPostal: blank(values.codigoPostal)
      ? 'Indica el código postal.'
      : tooLong(values.codigoPostal, LIMITS.codigoPostal),
  };
  const found: PeticionFormProblems = {};
  for (const [field, problem] of Object.entries(problems) as [PeticionFormField, string?][]) {
    if (problem) found[field] = problem;
  }
  return found;
}

/**
 * The request's details as a body sends them: the order as its lines (or as one text), the name
 * and phone as typed (a blank one is none), the e-mail trimmed or none.
 */
export function peticionBodyOf(
  values: PeticionFormValues,
  { pedidoAsText = false } = {},
): Omit<EditPeticionBody, 'version'> {
  const nombre = values.nombre.trim();
  const telefono = values.telefono.trim();
  return {
    peticiones: pedidoAsText ? values.pedido : pedidoLines(values.pedido),
    cliente: { ...(nombre ? { nombre } : {}), ...(telefono ? { telefono } : {}) },
    correo: values.correo.trim() || null,
    fecha_evento: values.fechaEvento,
    pais: values.pais.trim(),
    codigo_postal: values.codigoPostal.trim(),
  };
}
