import type { ReceivedPeticion } from '../../src/components/peticion';
import { columnById } from '../../src/features/peticiones/peticionColumns';
import {
  distinctValues,
  filterPeticiones,
  formatOrden,
  nextSort,
  parseOrden,
  searchFold,
  sortPeticiones,
  type Sort,
} from '../../src/features/peticiones/peticionesView';

const by = (id: string, direction: Sort['direction'] = 'ascending'): Sort => ({
  column: columnById(id)!,
  direction,
});
const ids = (rows: readonly ReceivedPeticion[]) => rows.map((row) => row.id);

describe('sorting requests', () => {
  it('texts in Spanish order, as localeCompare("es"): accents and case aside, ñ after n', () => {
    const names = ['Ñandú', 'nube', 'Zamora', 'Ávila', 'avena', 'Oviedo', 'niño', 'nz'];
    const rows = names.map((pais, id) => ({ id, pais }));
    const sorted = sortPeticiones(rows, by('pais')).map((row) => row.pais);
    expect(sorted).toEqual([...names].sort((a, b) => a.localeCompare(b, 'es')));
  });

  it('numbers and dates as numbers, not as text; missing values last both ways', () => {
    const rows: ReceivedPeticion[] = [
      { id: 1, fecha_evento: '2026-02-10' },
      { id: 2, fecha_evento: '2025-12-31' },
      { id: 3, fecha_evento: 'no es una fecha' },
      { id: 4, fecha_evento: '2026-10-01' },
    ];
    expect(ids(sortPeticiones(rows, by('fecha_evento')))).toEqual([2, 1, 4, 3]);
    expect(ids(sortPeticiones(rows, by('fecha_evento', 'descending')))).toEqual([4, 1, 2, 3]);
    const arrived: ReceivedPeticion[] = [
      { id: 1, createdAt: '2026-11-02T10:00:00.000Z' },
      { id: 2, createdAt: { _seconds: 1_700_000_000 } },
      { id: 3, createdAt: Date.UTC(2026, 11, 1) },
    ];
    expect(ids(sortPeticiones(arrived, by('createdAt')))).toEqual([2, 1, 3]);
  });

  it('equal values keep the server order; no sort is the server order itself', () => {
    const rows = [
      { id: 'a', estado: 'nueva' },
      { id: 'b', estado: 'pendiente' },
      { id: 'c', estado: 'nueva' },
    ];
    expect(ids(sortPeticiones(rows, by('estado')))).toEqual(['a', 'c', 'b']);
    expect(ids(sortPeticiones(rows, by('estado', 'descending')))).toEqual(['b', 'a', 'c']);
    expect(sortPeticiones(rows, undefined)).toBe(rows);
  });

  it('orden in the address: a column id, - for descending, anything else ignored', () => {
    expect(parseOrden('-fecha_evento')).toEqual(by('fecha_evento', 'descending'));
    expect(parseOrden('pais')).toEqual(by('pais'));
    expect(parseOrden('acciones')).toBeUndefined();
    expect(parseOrden(null)).toBeUndefined();
    expect(formatOrden(by('createdAt', 'descending'))).toBe('-createdAt');
    expect(nextSort(undefined, columnById('pais')!)).toEqual(by('pais'));
    expect(nextSort(by('pais'), columnById('pais')!)).toEqual(by('pais', 'descending'));
    expect(nextSort(by('pais', 'descending'), columnById('pais')!)).toEqual(by('pais'));
    expect(nextSort(by('pais', 'descending'), columnById('estado')!)).toEqual(by('estado'));
  });

  it('reads each request’s value once, not at every comparison, and never again for that row', () => {
    const rows = Array.from({ length: 10_000 }, (_, id) => ({
      id,
      peticiones: `Vasos ${(id * 7919) % 10_000} con logo`,
    }));
    const reads = jest.spyOn(columnById('peticiones')!, 'sortValue');
    const ascending = sortPeticiones(rows, by('peticiones'));
    expect(reads).toHaveBeenCalledTimes(10_000);
    const descending = sortPeticiones(rows, by('peticiones', 'descending'));
    expect(reads).toHaveBeenCalledTimes(10_000);
    expect(ascending[0]!.peticiones).toBe('Vasos 0 con logo');
    // A space sorts before a digit, as in localeCompare('es').
    expect(descending.slice(0, 2).map((row) => row.peticiones)).toEqual([
      'Vasos 9999 con logo',
      'Vasos 9998 con logo',
    ]);
  });
});

describe('searching requests', () => {
  const rows: ReceivedPeticion[] = [
    {
      id: 1,
      estado: 'nueva',
      peticiones: 'Vasos de sidra',
      cliente: { nombre: 'Discoteca La Cúpula', telefono: '+34 600 12 34 56' },
      pais: 'España',
      codigo_postal: '28013',
    },
    {
      id: 2,
      estado: 'pendiente',
      peticiones: ['Copas de cava', 'Pinzas'],
      cliente: { nombre: 'Peña El Botijo' },
      pais: 'Portugal',
      codigo_postal: '1100-148',
    },
  ];
  const find = (q: string, estado = '', pais = '') =>
    ids(filterPeticiones(rows, { q, estado, pais }));

  it('folds case and accents away', () => {
    expect(searchFold('Cúpula ESPAÑA')).toBe('cupula espana');
    expect(find('CUPULA')).toEqual([1]);
    expect(find('peña')).toEqual([2]);
    expect(find('pena')).toEqual([2]);
    expect(find('espana')).toEqual([1]);
  });

  it('looks in the order, the customer, the phone, the country and the postal code', () => {
    expect(find('pinzas')).toEqual([2]);
    expect(find('botijo')).toEqual([2]);
    expect(find('600 12')).toEqual([1]);
    expect(find('600123456')).toEqual([1]);
    expect(find('portugal')).toEqual([2]);
    expect(find('1100-148')).toEqual([2]);
    // Estado is a filter, not searched text.
    expect(find('pendiente')).toEqual([]);
  });

  it('the search is one text: spaces count once, and no match spans two fields', () => {
    expect(find('  de   sidra ')).toEqual([1]);
    expect(find('sidra cupula')).toEqual([]);
    expect(find('cava, pinzas')).toEqual([2]);
  });

  it('filters apply with the search and with each other', () => {
    expect(find('', 'pendiente')).toEqual([2]);
    expect(find('', '', 'España')).toEqual([1]);
    expect(find('', 'pendiente', 'España')).toEqual([]);
    expect(find('vasos', 'nueva', 'España')).toEqual([1]);
    expect(filterPeticiones(rows, { q: '  ', estado: '', pais: '' })).toBe(rows);
  });

  it('the filters offer the values the requests hold, each once, in Spanish order', () => {
    expect(distinctValues([...rows, { id: 3, pais: 'Andorra' }, { id: 4 }], 'pais')).toEqual([
      'Andorra',
      'España',
      'Portugal',
    ]);
  });
});
