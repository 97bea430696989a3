// An entry of a request's own history, in words: docs/screens.md, "Mis peticiones".
import { isLostReason, type AuditChange, type AuditEntry } from '../../../../contract';
import { formatCalendarDate } from '../../../components/formatDate';
import { LOST_REASON_LABELS, stageLabel } from '../stageLabels';

const changeOf = (entry: AuditEntry, ...fields: string[]): AuditChange | undefined =>
  entry.changes.find((change) => fields.includes(change.field));

const personText = (value: unknown) => (typeof value === 'string' && value ? value : '—');

/** What happened, as a sentence (who did it and when are told beside it). */
export function activityText(entry: AuditEntry): string {
  switch (entry.action) {
    case 'assignment':
      return `Asignada a ${personText(changeOf(entry, 'asignado')?.to ?? entry.actor.email)}`;
    case 'reassignment': {
      const change = changeOf(entry, 'asignado');
      return `Reasignada de ${personText(change?.from)} a ${personText(change?.to)}`;
    }
    case 'release':
      return 'Devuelta a las peticiones sin asignar';
    case 'note':
      return 'Añadió una nota';
    case 'follow_up': {
      const to = changeOf(entry, 'proximoSeguimiento', 'seguimiento', 'fecha')?.to;
      return typeof to === 'string' && to
        ? `Próximo seguimiento: ${formatCalendarDate(to)}`
        : 'Quitó el próximo seguimiento';
    }
    case 'stage_change': {
      const change = changeOf(entry, 'estado', 'etapa');
      if (change?.to === 'perdida') {
        const motivo = changeOf(entry, 'motivo')?.to;
        const texto = changeOf(entry, 'texto')?.to;
        const why = isLostReason(motivo) ? LOST_REASON_LABELS[motivo] : undefined;
        const detail = [why, typeof texto === 'string' && texto ? texto : undefined]
          .filter(Boolean)
          .join(': ');
        return detail ? `Marcada como perdida (${detail})` : 'Marcada como perdida';
      }
      if (change?.from === 'perdida') return `Reabierta en ${stageLabel(change.to)}`;
      return `Pasó de ${stageLabel(change?.from)} a ${stageLabel(change?.to)}`;
    }
    default:
      return 'Cambio';
  }
}
