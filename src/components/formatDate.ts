import { NO_VALUE } from './text';

const dayMonthYear = new Intl.DateTimeFormat('es-ES', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});
const dayAndTime = new Intl.DateTimeFormat('es-ES', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});
const longDate = new Intl.DateTimeFormat('es-ES', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

// A calendar day, YYYY-MM-DD, at the start of a text (a time and a zone may follow).
const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})/;

/** The day a text starts with, as a local date, and whether that day is all the text holds. */
function calendarDay(text: string): { date: Date; whole: boolean } | undefined {
  const match = CALENDAR_DAY.exec(text);
  if (!match) return undefined;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return { date, whole: match[0].length === text.length };
}

/** "sábado, 21 de noviembre de 2026". */
export function formatLongDate(date: Date): string {
  return longDate.format(date);
}

/**
 * A calendar date (an event's day) as dd/mm/yyyy. The YYYY-MM-DD part is the day itself, so
 * '2026-12-05' reads 05/12/2026 in every time zone instead of shifting a day west of UTC.
 */
export function formatCalendarDate(value: unknown): string {
  const day = typeof value === 'string' ? calendarDay(value) : undefined;
  return day ? formatLocal(day.date) : formatInstantDate(value);
}

/** A moment (when a request arrived) as dd/mm/yyyy on the viewer's own calendar. */
export function formatInstantDate(value: unknown): string {
  const date = toDate(value);
  return date ? formatLocal(date) : NO_VALUE;
}

/** A moment (a note written, a change made) as dd/mm/yyyy, hh:mm on the viewer's own clock. */
export function formatInstantDateTime(value: unknown): string {
  const date = toDate(value);
  return date && !Number.isNaN(date.getTime()) ? dayAndTime.format(date) : NO_VALUE;
}

/** The calendar day's local midnight in ms (for sorting by it); undefined when it cannot be read. */
export function calendarDateTime(value: unknown): number | undefined {
  const day = typeof value === 'string' ? calendarDay(value) : undefined;
  return day ? day.date.getTime() : instantDateTime(value);
}

/** The moment in ms (for sorting by it); undefined when it cannot be read. */
export function instantDateTime(value: unknown): number | undefined {
  const time = toDate(value)?.getTime();
  return time === undefined || Number.isNaN(time) ? undefined : time;
}

function formatLocal(date: Date): string {
  return Number.isNaN(date.getTime()) ? NO_VALUE : dayMonthYear.format(date);
}

function toDate(value: unknown): Date | undefined {
  if (typeof value === 'string' && value.trim()) {
    // A bare day names no moment: it is that day on the viewer's calendar, not midnight UTC.
    const day = calendarDay(value.trim());
    return day?.whole ? day.date : new Date(value);
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
