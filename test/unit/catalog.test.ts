import {
  allTablas,
  displayColumns,
  editableFields,
  findTabla,
  findTablaByKey,
  rowFields,
  serigrafiaTables,
  tablePath,
  updatePath,
  vasoTables,
} from '../../src/features/precios/catalog';

describe('price catalogue', () => {
  it('lists the four screen-print tables in menu order, headed by their tile label', () => {
    expect(serigrafiaTables.map((t) => [t.tileLabel, t.routeId, t.heading])).toEqual([
      ['Serigrafia 1 Color VF', 'serigrafia_1_color_vf', 'Serigrafia 1 Color VF'],
      ['Serigrafia 2 Colores VF', 'serigrafia_2_colores_vf', 'Serigrafia 2 Colores VF'],
      [
        'Serigrafia 1 Color Metalizado',
        'serigrafia_1_color_metalizado',
        'Serigrafia 1 Color Metalizado',
      ],
      [
        'Serigrafia 2 Colores Metalizado',
        'serigrafia_2_colores_metalizados',
        'Serigrafia 2 Colores Metalizado',
      ],
    ]);
  });

  it('lists the ten cup tables in menu order with their route, value field and heading', () => {
    expect(vasoTables.map((t) => [t.tileLabel, t.routeId, t.columns[0].field, t.heading])).toEqual([
      ['200', '200', 'v200', 'Tabla: 200'],
      ['280', '280', 'v280', 'Tabla: 280'],
      ['300T', '300', 'v300', 'Tabla: 300'],
      ['400', '400', 'v400', 'Tabla: 400'],
      ['500C', '500', 'v500', 'Tabla: 500'],
      ['500L', 'V500l', 'v500l', 'Tabla: V500L'],
      ['600L', 'V600L', 'v600l', 'Tabla: V600L'],
      ['900L', 'v900l', 'v900l', 'Tabla: V900L'],
      ['Pinzas', 'pinzas', 'pinzas', 'Tabla: PINZAS'],
      ['Ceniceros', 'ceniceros', 'ceniceros', 'Tabla: CENICEROS'],
    ]);
  });

  it('builds the documented API paths', () => {
    const seri = findTabla('serigrafia', 'serigrafia_2_colores_vf')!;
    const cup = findTabla('vaso', 'V500l')!;
    expect(tablePath(seri)).toBe('/api/admin/tablas/serigrafia_2_colores_vf');
    expect(updatePath(seri)).toBe('/api/admin/tablas/serigrafia_2_colores_vf/update');
    expect(tablePath(cup)).toBe('/api/admin/tablas/vasos/V500l');
    expect(updatePath(cup)).toBe('/api/admin/tablas/vasos/V500l/update');
  });

  it('finds tables by route id of the right kind and by key, and nothing else', () => {
    expect(findTabla('vaso', 'pinzas')?.key).toBe('vasos/pinzas');
    expect(findTabla('serigrafia', 'pinzas')).toBeUndefined();
    expect(findTabla('vaso', 'v500l')).toBeUndefined();
    expect(findTabla('vaso', undefined)).toBeUndefined();
    expect(findTablaByKey('vasos/300')?.tileLabel).toBe('300T');
    expect(findTablaByKey('300')).toBeUndefined();
    expect(new Set(allTablas.map((t) => t.key)).size).toBe(14);
  });

  it('shows screen-print columns with the Mark-up right after Coste', () => {
    const table = serigrafiaTables[0];
    expect(displayColumns(table).map((c) => c.header)).toEqual([
      'Cantidad',
      'Coste',
      'Mark-up 35%',
      'Venta Real',
    ]);
    expect(editableFields(table)).toEqual(['cantidad', 'coste', 'venta_real']);
  });

  it('shows cup columns without a Mark-up, and QCajas is not editable', () => {
    // Route ids are matched exactly: the tile label is not a route id.
    expect(findTabla('vaso', '900L')).toBeUndefined();
    const cup = findTabla('vaso', 'v900l')!;
    expect(displayColumns(cup).map((c) => c.header)).toEqual([
      '900L',
      'cv',
      'Q Cajas',
      '€',
      'Metalicos',
    ]);
    expect(editableFields(cup)).toEqual(['v900l', 'cv', 'Euro', 'Metalicos']);
    expect(rowFields(cup)).toEqual(['v900l', 'cv', 'QCajas', 'Euro', 'Metalicos']);
  });
});
