// The audit log's entries about a request's files in words (docs/messages.md, "Actividad"): a file
// the customer sent, a version of the design proof, its approval or changes asked to it, and a
// move past it.
import type { AuditChange } from '../../../../contract';

const versionOf = (change: AuditChange | undefined) =>
  typeof change?.to === 'number' ? `Boceto v${change.to}` : 'el boceto';

export const fileUploadedText = (boceto: AuditChange | undefined) =>
  boceto?.to === null || boceto === undefined
    ? 'El cliente envió un archivo'
    : `Subió el ${versionOf(boceto)}`;

export const proofApprovedText = (boceto: AuditChange | undefined) =>
  `El cliente aprobó el ${versionOf(boceto)}`;

export function proofOverrideText(
  boceto: AuditChange | undefined,
  motivo: AuditChange | undefined,
) {
  const reason = typeof motivo?.to === 'string' && motivo.to ? motivo.to : '—';
  return `Pasó a En producción sin la aprobación del ${versionOf(boceto)}. Motivo: ${reason}`;
}

/** The customer's message asking for changes to a version of the proof, in their own words. */
export function proofChangesText(
  boceto: AuditChange | undefined,
  mensaje: AuditChange | undefined,
) {
  const text = typeof mensaje?.to === 'string' && mensaje.to ? mensaje.to : '—';
  return `El cliente pidió cambios al ${versionOf(boceto)}: ${text}`;
}
