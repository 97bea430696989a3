import { monthsBefore } from '../../server/retention/monthsBefore';

const utc = (text: string) => new Date(`${text}Z`);

test('goes back whole calendar months, keeping the day and the UTC time', () => {
  expect(monthsBefore(utc('2026-11-25T10:30:15.250'), 1)).toEqual(utc('2026-10-25T10:30:15.250'));
  expect(monthsBefore(utc('2026-11-25T00:00:00.000'), 24)).toEqual(utc('2024-11-25T00:00:00.000'));
});

test('a day the month reached does not have becomes its last day', () => {
  expect(monthsBefore(utc('2026-03-31T12:00:00.000'), 1)).toEqual(utc('2026-02-28T12:00:00.000'));
  expect(monthsBefore(utc('2024-03-31T12:00:00.000'), 1)).toEqual(utc('2024-02-29T12:00:00.000'));
  expect(monthsBefore(utc('2026-05-31T23:59:59.999'), 1)).toEqual(utc('2026-04-30T23:59:59.999'));
  expect(monthsBefore(utc('2028-02-29T08:00:00.000'), 12)).toEqual(utc('2027-02-28T08:00:00.000'));
});

test('crosses years both ways of a January', () => {
  expect(monthsBefore(utc('2026-01-15T06:00:00.000'), 1)).toEqual(utc('2025-12-15T06:00:00.000'));
  expect(monthsBefore(utc('2026-01-31T06:00:00.000'), 13)).toEqual(utc('2024-12-31T06:00:00.000'));
  expect(monthsBefore(utc('2026-12-31T06:00:00.000'), 120)).toEqual(utc('2016-12-31T06:00:00.000'));
});

test('reads the UTC calendar: late on the last day of a month in UTC is that month', () => {
  // 23:30 UTC on 30 April is already 1 May in Madrid; the answer does not depend on that.
  expect(monthsBefore(utc('2026-04-30T23:30:00.000'), 2)).toEqual(utc('2026-02-28T23:30:00.000'));
});
