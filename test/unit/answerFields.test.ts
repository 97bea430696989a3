import {
  dataOf,
  isNumber,
  isObject,
  isPresent,
  isRecord,
  isString,
  matchesFields,
} from '../../contract';
import { isPresupuesto } from '../../src/features/presupuestos/presupuestosApi';

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

  it('takes a stored quote only with its id, number, days, snapshot and totals', () => {
    const quote = {
      id: 1,
      numero: 'P-2026-0001',
      preciosDel: '2026-05-01',
      validoHasta: '2026-05-31',
      snapshot: {},
      totals: {},
    };
    expect(isPresupuesto(quote)).toBe(true);
    for (const field of Object.keys(quote)) {
      expect(isPresupuesto({ ...quote, [field]: undefined })).toBe(false);
    }
    expect(isPresupuesto({ ...quote, totals: 'none' })).toBe(false);
  });
});
