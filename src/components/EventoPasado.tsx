import { useToday } from './useToday';
import './eventoPasado.css';

/** What staff read where they act on a request whose event day has gone by (it blocks nothing). */
export const EVENTO_PASADO_TEXT = 'El evento ya pasó';

const pad = (value: number) => String(value).padStart(2, '0');

/** Whether `fechaEvento` (YYYY-MM-DD) is a day before `today` on the viewer's calendar. */
export function isEventoPasado(fechaEvento: unknown, today: Date): boolean {
  if (typeof fechaEvento !== 'string' || !/^\d{4}-\d{2}-\d{2}/.test(fechaEvento)) return false;
  const day = `${today.getFullYear()}-${pad(today.getMonth() + 1)}-${pad(today.getDate())}`;
  return fechaEvento.slice(0, 10) < day;
}

/** `El evento ya pasó`, once the request's event day has gone by; nothing before. */
export function EventoPasado({ fechaEvento }: { fechaEvento: unknown }) {
  const today = useToday();
  if (!isEventoPasado(fechaEvento, today)) return null;
  return <p className="evento-pasado">{EVENTO_PASADO_TEXT}</p>;
}
