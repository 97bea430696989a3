// The audit log's entries about a request's files in words (docs/messages.md, "Actividad"): a file
// the customer sent, a version of the design proof, its approval or changes asked to it, and a
// move past it.
import { disenoAprobadoText, type AuditChange } from '../../../../contract';

const versionOf = (change: AuditChange | undefined) =>
  typeof change?.to === 'number' ? `Boceto v${change.to}` : 'el boceto';

export const fileUploadedText = (boceto: AuditChange | undefined) =>
  boceto?.to === null || boceto === undefined
    ? 'El cliente envió un archivo'
    : `Subió el ${versionOf(boceto)}`;

const textOf = (change: AuditChange | undefined) =>
  typeof change?.to === 'string' && change.to ? change.to : undefined;

/**
 * `Diseño aprobado el 05/12/2026 por Ana Gil (Boceto v2)`, as the link says it and as an
 * acceptance of a quote reads; an entry written before approvals named who approved reads
 * `El cliente aprobó el Boceto v2`.
 */
export function proofApprovedText(
  boceto: AuditChange | undefined,
  nombre: AuditChange | undefined,
  dia: AuditChange | undefined,
) {
  const who = textOf(nombre);
  const day = textOf(dia);
  return who && day
    ? `${disenoAprobadoText(day, who)} (${versionOf(boceto)})`
    : `El cliente aprobó el ${versionOf(boceto)}`;
}

export function proofOverrideText(
  boceto: AuditChange | undefined,
  motivo: AuditChange | undefined,
) {
  const reason = textOf(motivo) ?? '—';
  return `Pasó a En producción sin la aprobación del ${versionOf(boceto)}. Motivo: ${reason}`;
}

/** The customer's message asking for changes to a version of the proof, in their own words. */
export function proofChangesText(
  boceto: AuditChange | undefined,
  mensaje: AuditChange | undefined,
) {
  const text = textOf(mensaje) ?? '—';
  return `El cliente pidió cambios al ${versionOf(boceto)}: ${text}`;
}
