// Which taken requests need following up today: docs/screens.md, "Mis peticiones".
import { LAST_ETAPA, LOST_ETAPA, type TableroPeticion } from '../../../contract';
import { daysFrom } from './calendarDays';

/** How a request's next follow-up stands on `today`. */
export type SeguimientoDue = 'overdue' | 'today' | 'later' | 'none';

export function seguimientoDue(peticion: TableroPeticion, today: string): SeguimientoDue {
  const days = daysFrom(today, peticion.proximoSeguimiento);
  if (days === undefined) return 'none';
  if (days < 0) return 'overdue';
  return days === 0 ? 'today' : 'later';
}

/** Still on its way (neither lost nor delivered) with a follow-up today or earlier. */
export function isParaHoy(peticion: TableroPeticion, today: string): boolean {
  if (peticion.estado === LOST_ETAPA || peticion.estado === LAST_ETAPA) return false;
  const due = seguimientoDue(peticion, today);
  return due === 'overdue' || due === 'today';
}
