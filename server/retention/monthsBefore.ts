// "N months ago", reckoned once for the whole API (docs/server.md, "Retention"): on the UTC
// calendar, so the answer is the same on every machine whatever its time zone.

/**
 * The instant `months` calendar months before `now`, at the same UTC time of day. A day the month
 * reached does not have becomes its last day: 31 March minus one month is 28 (or 29) February,
 * never 3 March.
 */
export function monthsBefore(now: Date, months: number): Date {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth() - months;
  // Day 0 of the next month is the last day of this one; Date.UTC carries months into years.
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(
    Date.UTC(
      year,
      month,
      Math.min(now.getUTCDate(), lastDay),
      now.getUTCHours(),
      now.getUTCMinutes(),
      now.getUTCSeconds(),
      now.getUTCMilliseconds(),
    ),
  );
}
