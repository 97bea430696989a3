import { calendarDay, formatCalendarDate } from '../../contract/calendarDate';
import { formatPresupuestoNumber } from '../../contract/presupuestoNumber';

describe('formatPresupuestoNumber', () => {
  it.each([
    [{ year: 2026, sequence: 7, version: 1 }, 'P-2026-0007'],
    [{ year: 1000, sequence: 1, version: 1 }, 'P-1000-0001'],
    [{ year: 9999, sequence: 1, version: 1 }, 'P-9999-0001'],
    [{ year: 2026, sequence: 7, version: 2 }, 'P-2026-0007 v2'],
    [{ year: 2026, sequence: 1, version: 12 }, 'P-2026-0001 v12'],
    [{ year: 2026, sequence: 9999, version: 1 }, 'P-2026-9999'],
    [{ year: 2026, sequence: 10_000, version: 1 }, 'P-2026-10000'],
    [{ year: 2027, sequence: 123_456, version: 3 }, 'P-2027-123456 v3'],
  ])('writes %p as %p', (parts, text) => {
    expect(formatPresupuestoNumber(parts)).toBe(text);
  });

  it.each([
    { year: 2026, sequence: 0, version: 1 },
    { year: 2026, sequence: 1.5, version: 1 },
    { year: 26, sequence: 1, version: 1 },
    { year: 999, sequence: 1, version: 1 },
    { year: 10_000, sequence: 1, version: 1 },
    { year: 2026, sequence: 1, version: 0 },
    { year: 2026, sequence: 1, version: Number.NaN },
  ])('refuses %p', (parts) => {
    expect(() => formatPresupuestoNumber(parts)).toThrow(RangeError);
  });

  it('names what it cannot number', () => {
    expect(() => formatPresupuestoNumber({ year: 10_000, sequence: 7, version: 1 })).toThrow(
      new RangeError('No quote number for year 10000, sequence 7'),
    );
    expect(() => formatPresupuestoNumber({ year: 2026, sequence: 7, version: 0 })).toThrow(
      new RangeError('No quote version 0'),
    );
  });
});

describe('formatCalendarDate', () => {
  it.each([
    ['2026-03-05', '05/03/2026'],
    ['2026-12-31', '31/12/2026'],
    ['2028-02-29', '29/02/2028'],
    ['2026-06-12T00:00:00.000Z', '12/06/2026'],
  ])('shows %p as %p, in any time zone', (text, shown) => {
    expect(formatCalendarDate(text)).toBe(shown);
  });

  it.each([
    '',
    '2026-02-29',
    '2026-13-01',
    '2026-04-31',
    '2026-00-10',
    '2026-01-00',
    '2026-01-32',
    '5/3/2026',
    'mañana',
    'el 2026-03-05',
    '2026-03-05 y 06',
  ])('gives nothing for %p', (text) => {
    expect(formatCalendarDate(text)).toBeUndefined();
    expect(calendarDay(text)).toBeUndefined();
  });
});
