import {
  editableFields,
  isTablaKey,
  KEY_PREFIX,
  parseTablaRoute,
  PRICE_KINDS,
  tablaSpec,
  tablaKeys,
  tablaSpecs,
  ROW_VERSION_FIELD,
  ROW_VERSION_HEADER,
  rowFields,
  type TablaKey,
} from '../../contract/tablas';
import { TABLA_LABELS, tablaLabel } from '../../contract/tableLabels';

const PRINT_KEYS = [
  'serigrafia_1_color_vf',
  'serigrafia_2_colores_vf',
  'serigrafia_1_color_metalizado',
  'serigrafia_2_colores_metalizados',
];
const CUP_KEYS = [
  'vasos/200',
  'vasos/280',
  'vasos/300',
  'vasos/400',
  'vasos/500',
  'vasos/V500l',
  'vasos/V600L',
  'vasos/v900l',
  'vasos/pinzas',
  'vasos/ceniceros',
];

describe('the price tables both programs know (docs/api.md)', () => {
  it('has the four screen-print tables, then the ten cup tables, keyed by their API path', () => {
    expect(PRICE_KINDS).toEqual(['serigrafia', 'vaso']);
    expect(KEY_PREFIX).toEqual({ serigrafia: '', vaso: 'vasos/' });
    expect(tablaKeys).toEqual([...PRINT_KEYS, ...CUP_KEYS]);
    expect(tablaSpecs.map((table) => table.kind)).toEqual([
      ...PRINT_KEYS.map(() => 'serigrafia'),
      ...CUP_KEYS.map(() => 'vaso'),
    ]);
    expect(tablaSpecs.map((table) => table.routeId)).toEqual([
      ...PRINT_KEYS,
      ...CUP_KEYS.map((key) => key.slice('vasos/'.length)),
    ]);
  });

  it('gives a screen-print row cantidad, coste and venta_real, all editable', () => {
    for (const key of PRINT_KEYS) {
      expect(tablaSpec(key as never).fields).toEqual([
        { field: 'cantidad', editable: true, valueKind: 'quantity' },
        { field: 'coste', editable: true, valueKind: 'price' },
        { field: 'venta_real', editable: true, valueKind: 'price' },
      ]);
    }
  });

  it.each([
    ['vasos/200', 'v200'],
    ['vasos/280', 'v280'],
    ['vasos/300', 'v300'],
    ['vasos/400', 'v400'],
    ['vasos/500', 'v500'],
    ['vasos/V500l', 'v500l'],
    ['vasos/V600L', 'v600l'],
    ['vasos/v900l', 'v900l'],
    ['vasos/pinzas', 'pinzas'],
    ['vasos/ceniceros', 'ceniceros'],
  ] as const)(
    'gives a row of %s its cup size %s, cv, QCajas (read-only), Euro and Metalicos',
    (key, size) => {
      expect(tablaSpec(key).fields).toEqual([
        { field: size, editable: true, valueKind: 'quantity' },
        { field: 'cv', editable: true, valueKind: 'price' },
        { field: 'QCajas', editable: false, valueKind: 'quantity' },
        { field: 'Euro', editable: true, valueKind: 'price' },
        { field: 'Metalicos', editable: true, valueKind: 'price' },
      ]);
      expect(rowFields(key)).toEqual([size, 'cv', 'QCajas', 'Euro', 'Metalicos']);
      expect(editableFields(key)).toEqual([size, 'cv', 'Euro', 'Metalicos']);
    },
  );

  it('knows its keys and nothing else', () => {
    for (const key of tablaKeys) expect(isTablaKey(key)).toBe(true);
    for (const value of ['', 'vasos/', '200', 'vasos/v500l', 'serigrafia_3_colores', 'tablas']) {
      expect(isTablaKey(value)).toBe(false);
    }
  });

  it('names a table it does not know rather than describe it', () => {
    const unknown: string = 'vasos/999';
    expect(() => tablaSpec(unknown as TablaKey)).toThrow(
      new RangeError('No price table vasos/999'),
    );
  });

  it.each([
    ['serigrafia', 'serigrafia_2_colores_vf', 'serigrafia_2_colores_vf'],
    ['vaso', '200', 'vasos/200'],
    ['vaso', 'V500l', 'vasos/V500l'],
    ['vaso', 'pinzas', 'vasos/pinzas'],
  ] as const)('reads the %s route id %p as %p', (kind, routeId, key) => {
    expect(parseTablaRoute(kind, routeId)).toBe(key);
  });

  it.each([
    ['vaso', undefined],
    ['vaso', 'v500l'],
    ['vaso', '1000'],
    ['vaso', 'serigrafia_1_color_vf'],
    ['serigrafia', '200'],
    ['serigrafia', 'serigrafia_3_colores'],
    // A decoded %2F can put a slash in a route id: this is no screen-print table.
    ['serigrafia', 'vasos/200'],
  ] as const)('reads no table from the %s route id %p', (kind, routeId) => {
    expect(parseTablaRoute(kind, routeId)).toBeUndefined();
  });

  it('carries a row’s version as `version`, and answers it in Row-Version', () => {
    expect(ROW_VERSION_FIELD).toBe('version');
    expect(ROW_VERSION_HEADER).toBe('Row-Version');
    for (const key of tablaKeys) expect(rowFields(key)).not.toContain('version');
  });
});

describe('what every table is called where people read it (docs/screens.md, "/precios")', () => {
  it('labels each table as its tile does', () => {
    expect(Object.keys(TABLA_LABELS)).toEqual(tablaKeys);
    expect(tablaKeys.map(tablaLabel)).toEqual([
      'Serigrafia 1 Color VF',
      'Serigrafia 2 Colores VF',
      'Serigrafia 1 Color Metalizado',
      'Serigrafia 2 Colores Metalizado',
      '200',
      '280',
      '300T',
      '400',
      '500C',
      '500L',
      '600L',
      '900L',
      'Pinzas',
      'Ceniceros',
    ]);
  });
});
