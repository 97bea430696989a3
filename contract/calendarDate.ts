// Calendar days (a quote's date, its validity, an event) travel as `YYYY-MM-DD` and are shown as
// dd/mm/yyyy, the same day in every time zone (docs/decisions.md, "Event dates are calendar days").

const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})(?:T.*)?$/;

/** The day of a `YYYY-MM-DD` text (a time after it is ignored), or undefined if there is none. */
export function calendarDay(
  text: string,
): { year: number; month: number; day: number } | undefined {
  const match = CALENDAR_DAY.exec(text);
  if (!match) return undefined;
  const [year, month, day] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  // A day the month does not have (00, 31 of April, 99) rolls into another month: the month alone
  // tells (two digits never reach a year further), so the day is not compared again.
  const real = date.getUTCMonth() === month - 1;
  return real ? { year, month, day } : undefined;
}

/** `2026-03-05` → `05/03/2026`; undefined for a text that is no calendar day. */
export function formatCalendarDate(text: string): string | undefined {
  const date = calendarDay(text);
  if (!date) return undefined;
  const two = (value: number) => String(value).padStart(2, '0');
  return `${two(date.day)}/${two(date.month)}/${date.year}`;
}
