// A request as the dashboard receives it, how each of its fields reads, and what each is called:
// the requests list and the taken requests' board show them alike.
import { ERASED_TEXT, type Peticion } from '../../contract';
import { NO_VALUE } from './text';

/**
 * The contract's request, every field but the id read as unknown: a backend other than the
 * reference one may leave fields out or send other shapes (`asignado: true`, an object as the
 * order), and each cell shows what it can.
 */
export type ReceivedPeticion = { id: Peticion['id'] | string } & {
  [Field in Exclude<keyof Peticion, 'id'>]?: unknown;
};

/** The name of each field, as the list's column headers and the request's dialog show it. */
export const FIELD_LABELS = {
  cantidad: 'Cantidad',
  estado: 'Estado',
  asignado: 'Asignado',
  peticiones: 'Pedido',
  cliente: 'Cliente',
  telefono: 'Telefono',
  fecha_evento: 'Fecha de Evento',
  pais: 'País',
  codigo_postal: 'Código Postal',
  correo: 'Correo',
  origen: 'Origen',
  createdAt: 'Recibido a día',
} as const;

/** The phone field of a request without a number to call. */
export const NO_PHONE = 'Sin teléfono';

/** The quantity shown for every request, whatever it holds (docs/screens.md). */
export const FIXED_CANTIDAD = 500;

export function asignadoText(asignado: unknown): string {
  if (asignado === true) return 'Sí';
  if (typeof asignado === 'string' && asignado.trim()) return asignado;
  return 'No';
}

/** The order itself (the `peticiones` field): text, a list, or key/value pairs; never [object Object]. */
export function pedidoText(peticiones: unknown): string {
  if (peticiones === null || peticiones === undefined) return '';
  if (Array.isArray(peticiones)) return peticiones.map(pedidoText).join(', ');
  if (typeof peticiones === 'object') {
    return Object.entries(peticiones)
      .map(([key, value]) => `${key}: ${pedidoText(value)}`)
      .join(', ');
  }
  return String(peticiones);
}

export function plainText(value: unknown): string {
  if (value === null || value === undefined) return NO_VALUE;
  return typeof value === 'object' ? pedidoText(value) : String(value);
}

/** The number as received, and the tel: address (digits and a leading +); undefined when there is none. */
export function telefonoOf(peticion: ReceivedPeticion): { text: string; href: string } | undefined {
  const { cliente } = peticion;
  const raw =
    typeof cliente === 'object' && cliente !== null && 'telefono' in cliente
      ? cliente.telefono
      : undefined;
  if (raw === null || raw === undefined) return undefined;
  const text = String(raw).trim();
  if (!text) return undefined;
  const dialable = text.replace(/(?!^\+)[^\d]/g, '');
  return dialable.replace('+', '') ? { text, href: `tel:${dialable}` } : undefined;
}

/**
 * What the phone field reads without a number to call: `Datos suprimidos` once the customer's data
 * was erased (docs/screens.md), else `Sin teléfono`.
 */
export function noPhoneText(peticion: ReceivedPeticion): string {
  const { cliente } = peticion;
  const erased =
    typeof cliente === 'object' && cliente !== null && 'telefono' in cliente
      ? cliente.telefono === ERASED_TEXT
      : false;
  return erased ? ERASED_TEXT : NO_PHONE;
}

/** The customer's name (`cliente.nombre`), trimmed; undefined when there is none. */
export function nombreOf(peticion: ReceivedPeticion): string | undefined {
  const { cliente } = peticion;
  const raw =
    typeof cliente === 'object' && cliente !== null && 'nombre' in cliente
      ? cliente.nombre
      : undefined;
  if (raw === null || raw === undefined || typeof raw === 'object') return undefined;
  const text = String(raw).trim();
  return text || undefined;
}

/** The order as separate items: each line of a text, each entry of a list, each `clave: valor`. */
export function pedidoItems(peticiones: unknown): string[] {
  if (peticiones === null || peticiones === undefined) return [];
  if (Array.isArray(peticiones)) return peticiones.map(pedidoText).filter((item) => item.trim());
  if (typeof peticiones === 'object') {
    return Object.entries(peticiones).map(([key, value]) => `${key}: ${pedidoText(value)}`);
  }
  return String(peticiones)
    .split(/\r?\n/)
    .filter((line) => line.trim());
}
