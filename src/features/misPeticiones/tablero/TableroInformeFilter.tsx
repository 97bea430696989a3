import { MOTIVO_LABELS, etapaLabel } from '../etapaLabels';
import type { InformeFilter } from './informeFilter';

/** `2026-03-01` → `1/3/2026`, as es-ES writes a day. */
const day = (iso: string) => {
  const [year, month, date] = iso.split('-').map(Number);
  return `${date}/${month}/${year}`;
};

/** What a figure of Informes counts, in words: `recibidas del 1/3/2026 al 31/3/2026 …`. */
export function informeFilterText(filter: InformeFilter): string {
  const parts: string[] = [];
  const { recibidaDesde: desde, recibidaHasta: hasta } = filter;
  if (desde || hasta) {
    const days =
      desde && hasta
        ? `del ${day(desde)} al ${day(hasta)}`
        : desde
          ? `desde el ${day(desde)}`
          : `hasta el ${day(hasta ?? '')}`;
    parts.push(`recibidas ${days}${filter.zona ? ` (${filter.zona})` : ''}`);
  }
  if (filter.alcanzada) parts.push(`han llegado a ${etapaLabel(filter.alcanzada)}`);
  if (filter.motivo) parts.push(`perdidas por ${MOTIVO_LABELS[filter.motivo]}`);
  return parts.join(', ');
}

type Props = { filter: InformeFilter; count: number; onClear: () => void };

/**
 * Above the board opened from a figure of Informes: which requests it shows and how many (the
 * figure's number), and the way back to the whole board.
 */
export function TableroInformeFilter({ filter, count, onClear }: Props) {
  return (
    <p className="board-informe" role="status">
      <span>
        Del informe: {informeFilterText(filter)}.{' '}
        <strong>{count === 1 ? '1 petición' : `${count} peticiones`}</strong>
      </span>
      <button type="button" onClick={onClear}>
        Quitar filtro del informe
      </button>
    </p>
  );
}
