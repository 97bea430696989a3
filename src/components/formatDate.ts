const dayMonthYear = new Intl.DateTimeFormat('es-ES', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});
const longDate = new Intl.DateTimeFormat('es-ES', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

const NO_DATE = '—';
const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})/;

/** "sábado, 21 de noviembre de 2026". */
export function formatLongDate(date: Date): string {
  return longDate.format(date);
}

/**
 * A calendar date (an event's day) as dd/mm/yyyy. The YYYY-MM-DD part is the day itself, so
 * '2026-12-05' reads 05/12/2026 in every time zone instead of shifting a day west of UTC.
 */
export function formatCalendarDate(value: unknown): string {
  if (typeof value === 'string') {
    const match = CALENDAR_DATE.exec(value);
    if (match)
      return formatLocal(new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  }
  return formatInstantDate(value);
}

/** A moment (when a request arrived) as dd/mm/yyyy on the viewer's own calendar. */
export function formatInstantDate(value: unknown): string {
  const date = toDate(value);
  return date ? formatLocal(date) : NO_DATE;
}

function formatLocal(date: Date): string {
  return Number.isNaN(date.getTime()) ? NO_DATE : dayMonthYear.format(date);
}

function toDate(value: unknown): Date | undefined {
  if (typeof value === 'string' && value.trim()) {
    const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
    if (match) return new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
    return new Date(value);
  }
  if (typeof value === 'number' && Number.isFinite(value)) return new Date(value);
  if (value && typeof value === 'object') {
    // A serialised Firestore Timestamp: { _seconds } or { seconds }.
    const seconds =
      (value as { _seconds?: unknown })._seconds ?? (value as { seconds?: unknown }).seconds;
    if (typeof seconds === 'number') return new Date(seconds * 1000);
  }
  return undefined;
}
