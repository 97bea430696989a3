// Every kind of audit entry in words, with every field it writes (docs/messages.md, "Actividad").
// One map over the contract's actions and fields (contract/audit.ts, AUDIT_FIELDS): an action or
// a field the API writes without its Spanish here fails to compile.
import {
  aceptadoText,
  isMotivo,
  isTablaKey,
  isRol,
  TABLA_LABELS,
  type AuditAction,
  type AuditChange,
  type AuditEntry,
  type AuditField,
  type LostInfo,
} from '../../../../contract';
import { formatCalendarDate } from '../../../components/formatDate';
import { formatCents } from '../../../components/formatEuro';
import { MOTIVO_LABELS, etapaLabel } from '../etapaLabels';
import { AJUSTES_LABELS, PRICE_FIELD_LABELS, ROL_LABELS } from './fieldLabels';
import {
  fileUploadedText,
  proofApprovedText,
  proofChangesText,
  proofOverrideText,
} from './archivoTexts';
import { createdText, editText, PETICION_EDIT_LABELS } from './peticionTexts';

export type ActivityContext = {
  /**
   * The request's loss as it is now, given with the move that lost it: its text is not in the
   * log (it may name the customer), so it is read from the request, erased with its data.
   */
  currentLoss: LostInfo | null;
};

/** A change of the entry by its field's name: only names its action writes. */
export type ChangeOf<A extends AuditAction> = (field: AuditField<A>) => AuditChange | undefined;

type ActionTexts<A extends AuditAction> = {
  /** Each field the action writes, as staff call it. */
  readonly fields: { readonly [F in AuditField<A>]: string };
  /** The entry as a sentence; who did it and when are told beside it. */
  readonly text: (change: ChangeOf<A>, entry: AuditEntry, context: ActivityContext) => string;
};

// Values come from the wire, and older entries may lack one: each is read for what it is.
const textOf = (value: unknown) => (typeof value === 'string' && value ? value : '—');
const countOf = (value: unknown) => (typeof value === 'number' ? value : 0);
const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;
const labelsOf = (entry: AuditEntry, labels: Readonly<Record<string, string>>) =>
  entry.changes.map(({ field }) => labels[field] ?? field).join(', ');

function lossText(change: ChangeOf<'stage_change'>, { currentLoss }: ActivityContext): string {
  const motivo = change('perdida_motivo')?.to ?? currentLoss?.motivo;
  if (!isMotivo(motivo)) return 'Marcada como perdida';
  const texto = currentLoss?.motivo === motivo ? currentLoss.texto : null;
  return `Marcada como perdida. Motivo: ${MOTIVO_LABELS[motivo]}${texto ? `: ${texto}` : ''}`;
}

function quoteText(change: ChangeOf<'quote_saved'>): string {
  const numero = change('presupuesto');
  const total = change('total')?.to;
  const amount = typeof total === 'number' ? ` (${formatCents(total)})` : '';
  return numero?.from
    ? `Recalculó el presupuesto ${textOf(numero.from)} con precios actuales: ${textOf(numero.to)}${amount}`
    : `Guardó el presupuesto ${textOf(numero?.to)}${amount}`;
}

export const AUDIT_TEXTS: { readonly [A in AuditAction]: ActionTexts<A> } = {
  price_update: {
    fields: PRICE_FIELD_LABELS,
    text: (_, entry) => {
      const tabla = entry.tabla && isTablaKey(entry.tabla) ? entry.tabla : undefined;
      const table = tabla ? TABLA_LABELS[tabla] : textOf(entry.tabla);
      return `Cambió ${labelsOf(entry, PRICE_FIELD_LABELS)} en ${table}, fila ${entry.target}`;
    },
  },
  assignment: {
    fields: { asignado: 'Asignado' },
    text: (change, entry) => `Asignada a ${textOf(change('asignado')?.to ?? entry.actor.email)}`,
  },
  user_created: {
    fields: { email: 'Correo' },
    text: (change) => `Creó la cuenta ${textOf(change('email')?.to)}`,
  },
  user_deactivated: { fields: {}, text: () => 'Desactivó una cuenta' },
  user_reactivated: { fields: {}, text: () => 'Reactivó una cuenta' },
  stage_change: {
    fields: { estado: 'Estado', perdida_motivo: 'Motivo' },
    text: (change, _, context) => {
      const estado = change('estado');
      if (estado?.to === 'perdida') return lossText(change, context);
      if (estado?.from === 'perdida') return `Reabierta en ${etapaLabel(estado.to)}`;
      return `Pasó de ${etapaLabel(estado?.from)} a ${etapaLabel(estado?.to)}`;
    },
  },
  release: {
    fields: { asignado: 'Asignado', estado: 'Estado' },
    text: () => 'Devuelta a las peticiones sin asignar',
  },
  reassignment: {
    fields: { asignado: 'Asignado' },
    text: (change) => {
      const asignado = change('asignado');
      return `Reasignada de ${textOf(asignado?.from)} a ${textOf(asignado?.to)}`;
    },
  },
  note: { fields: { nota: 'Nota' }, text: () => 'Añadió una nota' },
  follow_up: {
    fields: { proximo_seguimiento: 'Próximo seguimiento' },
    text: (change) => {
      const to = change('proximo_seguimiento')?.to;
      return typeof to === 'string' && to
        ? `Próximo seguimiento: ${formatCalendarDate(to)}`
        : 'Quitó el próximo seguimiento';
    },
  },
  quote_saved: { fields: { presupuesto: 'Presupuesto', total: 'Total' }, text: quoteText },
  settings_update: {
    fields: AJUSTES_LABELS,
    text: (_, entry) => `Cambió los ajustes: ${labelsOf(entry, AJUSTES_LABELS)}`,
  },
  role_changed: {
    fields: { rol: 'Rol' },
    text: (change) => {
      const rol = change('rol');
      const label = (value: unknown) => (isRol(value) ? ROL_LABELS[value] : textOf(value));
      return `Cambió el rol de ${label(rol?.from)} a ${label(rol?.to)}`;
    },
  },
  retention_run: {
    fields: { cerradas: 'Peticiones cerradas', sinAsignar: 'Peticiones sin asignar' },
    text: (change) =>
      `Suprimió por antigüedad los datos de ${plural(countOf(change('cerradas')?.to), 'petición cerrada', 'peticiones cerradas')} y ${plural(countOf(change('sinAsignar')?.to), 'sin asignar', 'sin asignar')}`,
  },
  customer_export: {
    fields: { peticiones: 'Peticiones' },
    text: (change) => {
      const ids = change('peticiones')?.to;
      const count = Array.isArray(ids) ? ids.length : 0;
      return `Exportó los datos de un cliente (${plural(count, 'petición', 'peticiones')})`;
    },
  },
  customer_erasure: {
    fields: { peticiones: 'Peticiones', notas: 'Notas' },
    text: (change) =>
      `Suprimió los datos de un cliente (${plural(countOf(change('peticiones')?.to), 'petición', 'peticiones')}, ${plural(countOf(change('notas')?.to), 'nota', 'notas')})`,
  },
  peticion_created: {
    fields: { origen: 'Origen', asignado: 'Asignado' },
    text: (change) => createdText(change('origen')?.to, change('asignado')?.to),
  },
  peticion_edited: {
    fields: PETICION_EDIT_LABELS,
    text: (_, entry) => editText(entry.changes),
  },
  link_created: { fields: { enlace: 'Enlace' }, text: () => 'Creó el enlace para el cliente' },
  link_revoked: { fields: { enlace: 'Enlace' }, text: () => 'Revocó el enlace del cliente' },
  quote_accepted: {
    fields: { presupuesto: 'Presupuesto', nombre: 'Nombre', dia: 'Día' },
    text: (change) =>
      `${aceptadoText(textOf(change('dia')?.to), textOf(change('nombre')?.to))} (${textOf(change('presupuesto')?.to)})`,
  },
  file_uploaded: {
    fields: { archivo: 'Archivo', boceto: 'Boceto' },
    text: (change) => fileUploadedText(change('boceto')),
  },
  proof_approved: {
    fields: { boceto: 'Boceto', nombre: 'Nombre', dia: 'Día' },
    text: (change) => proofApprovedText(change('boceto'), change('nombre'), change('dia')),
  },
  proof_override: {
    fields: { boceto: 'Boceto', motivo: 'Motivo' },
    text: (change) => proofOverrideText(change('boceto'), change('motivo')),
  },
  customer_message: { fields: { nota: 'Nota' }, text: () => 'El cliente envió un mensaje' },
  customer_marks_seen: {
    fields: { aceptado: 'Aceptado por el cliente', mensajes: 'Mensajes del cliente' },
    text: () => 'Vio lo que hizo el cliente por su enlace',
  },
  proof_changes_requested: {
    fields: { boceto: 'Boceto', mensaje: 'Mensaje' },
    text: (change) => proofChangesText(change('boceto'), change('mensaje')),
  },
};
