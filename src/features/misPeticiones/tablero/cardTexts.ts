// What a card says about time and money.
import { EVENTO_PASADO_TEXT } from '../../../components/EventoPasado';
import { daysFrom } from '../calendarDays';

/**
 * How far the event is from today: `Faltan N días`, `Falta 1 día`, `Hoy` or, as the dialog and
 * the quote's page say it too, `El evento ya pasó`.
 */
export function countdownText(today: string, fechaEvento: unknown): string | undefined {
  const days = daysFrom(today, fechaEvento);
  if (days === undefined) return undefined;
  if (days < 0) return EVENTO_PASADO_TEXT;
  if (days === 0) return 'Hoy';
  return days === 1 ? 'Falta 1 día' : `Faltan ${days} días`;
}

export const OVERDUE_TEXT = 'Atrasado';
