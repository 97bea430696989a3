// A request's own details in the Actividad (docs/messages.md, "Actividad"): typed in by staff, and
// each field a correction changed, old → new.
import {
  PETICION_EDIT_FIELDS,
  type AuditChange,
  type PeticionEditField,
} from '../../../../contract';
import { formatCalendarDate } from '../../../components/formatDate';
import { origenLabel } from '../../../components/origenLabels';
import { FIELD_LABELS } from '../../../components/peticion';

/** Each field a correction names, as the request's dialog labels it. */
export const PETICION_EDIT_LABELS: { readonly [F in PeticionEditField]: string } = {
  peticiones: FIELD_LABELS.peticiones,
  nombre: FIELD_LABELS.cliente,
  telefono: FIELD_LABELS.telefono,
  correo: FIELD_LABELS.correo,
  fecha_evento: FIELD_LABELS.fecha_evento,
  pais: FIELD_LABELS.pais,
  codigo_postal: FIELD_LABELS.codigo_postal,
};

/** A value of the entry: none reads `—`, an order's lines joined, a date as the dialog shows it. */
function valueText(field: string, value: unknown): string {
  if (Array.isArray(value)) return value.map(String).join(' / ') || '—';
  if (typeof value !== 'string' || value === '') return '—';
  return field === 'fecha_evento' ? formatCalendarDate(value) : value;
}

/** `Cambió Cliente: Ana → Ana Ruiz; Fecha de Evento: 05/12/2026 → 12/12/2026`. */
export function editText(changes: readonly AuditChange[]): string {
  const known = PETICION_EDIT_FIELDS as readonly string[];
  const told = changes
    .filter(({ field }) => known.includes(field))
    .map(
      ({ field, from, to }) =>
        `${PETICION_EDIT_LABELS[field as PeticionEditField]}: ${valueText(field, from)} → ${valueText(field, to)}`,
    );
  return told.length ? `Cambió ${told.join('; ')}` : 'Cambió los datos de la petición';
}

/** `Creó la petición (origen: Teléfono)` and, taken at once, who has it. */
export function createdText(origen: unknown, asignado: unknown): string {
  const created = `Creó la petición (origen: ${origenLabel(origen)})`;
  return typeof asignado === 'string' && asignado ? `${created}, asignada a ${asignado}` : created;
}
