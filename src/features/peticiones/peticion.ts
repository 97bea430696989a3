// What a request looks like on the wire, and how each of its cells reads.

export type Peticion = {
  id: string | number;
  estado?: unknown;
  asignado?: unknown;
  peticiones?: unknown;
  cliente?: { telefono?: unknown } | null;
  fecha_evento?: unknown;
  pais?: unknown;
  codigo_postal?: unknown;
  createdAt?: unknown;
};

/** The specification fixes the displayed quantity of every request. */
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
  if (value === null || value === undefined) return '—';
  return typeof value === 'object' ? pedidoText(value) : String(value);
}

/** The number as received, and the tel: address (digits and a leading +); undefined when there is none. */
export function telefonoOf(peticion: Peticion): { text: string; href: string } | undefined {
  const raw = peticion.cliente?.telefono;
  if (raw === null || raw === undefined) return undefined;
  const text = String(raw).trim();
  if (!text) return undefined;
  const dialable = text.replace(/(?!^\+)[^\d]/g, '');
  return dialable.replace('+', '') ? { text, href: `tel:${dialable}` } : undefined;
}
