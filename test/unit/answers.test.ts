import {
  dataOf,
  isNumber,
  isObject,
  isPresent,
  isRecord,
  isString,
  matchesFields,
} from '../../contract/answers';

type Row = { id: number; nombre: string; asignado: string | false };

describe('the answer readers every client boundary shares', () => {
  it('tells objects, records and arrays apart, and finds an answer’s data', () => {
    expect([isObject({}), isObject([]), isObject(null), isObject('x')]).toEqual([
      true,
      true,
      false,
      false,
    ]);
    expect([isRecord({}), isRecord([]), isRecord(null)]).toEqual([true, false, false]);
    expect(dataOf({ data: [1] })).toEqual([1]);
    expect([dataOf(null), dataOf('data'), dataOf({ rows: [] })]).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('matches a value whose named fields pass, and only those fields', () => {
    const checks = { id: isNumber, nombre: isString, asignado: isPresent };
    expect(matchesFields<Row>({ id: 7, nombre: 'Ana', asignado: false, otro: 1 }, checks)).toBe(
      true,
    );
    expect(matchesFields<Row>({ id: '7', nombre: 'Ana', asignado: false }, checks)).toBe(false);
    expect(matchesFields<Row>({ id: 7, nombre: 'Ana' }, checks)).toBe(false);
    expect(matchesFields<Row>(null, checks)).toBe(false);
    expect(matchesFields<Row>([], {})).toBe(true);
  });

  it('tells numbers and strings apart, and an absent field from null or false', () => {
    expect([isNumber(7), isNumber('7'), isNumber(null)]).toEqual([true, false, false]);
    expect([isString('7'), isString(7), isString(null)]).toEqual([true, false, false]);
    expect([isPresent(undefined), isPresent(null), isPresent(false)]).toEqual([false, true, true]);
  });
});
