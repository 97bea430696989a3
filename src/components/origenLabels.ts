// The channels a request comes through (contract/origenes.ts), as staff call them.
import { isOrigen, type Origen } from '../../contract';
import { NO_VALUE } from './text';

export const ORIGEN_LABELS: { readonly [O in Origen]: string } = {
  telefono: 'Teléfono',
  whatsapp: 'WhatsApp',
  correo: 'Correo',
  en_persona: 'En persona',
  web: 'Web',
};

/** A channel as it reads; an unknown value (a newer API's) as it came. */
export const origenLabel = (value: unknown): string =>
  isOrigen(value) ? ORIGEN_LABELS[value] : typeof value === 'string' && value ? value : NO_VALUE;
