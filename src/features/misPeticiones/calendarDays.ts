// Calendar days as the API writes them (YYYY-MM-DD), compared on the viewer's own calendar.

/** The day `date` falls on in the viewer's time zone, as YYYY-MM-DD. */
export function calendarDayOf(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})/;
const MS_PER_DAY = 86_400_000;

/** Days from `today` to `day` (negative once past); undefined when `day` is no calendar day. */
export function daysFrom(today: string, day: unknown): number | undefined {
  const [from, to] = [DAY.exec(today), typeof day === 'string' ? DAY.exec(day) : null];
  if (!from || !to) return undefined;
  // Both at UTC midnight: whole days apart, whatever the clocks did in between.
  const utc = (match: RegExpExecArray) =>
    Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return Math.round((utc(to) - utc(from)) / MS_PER_DAY);
}
