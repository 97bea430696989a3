import { displayColumns } from '../../src/features/precios/catalog';
import { pasteNotice } from '../../src/features/precios/sheets/pasteNotice';
import { tablaFor } from '../support/preciosFixtures';

const [, , markup] = displayColumns(tablaFor('serigrafia_1_color_vf'));
const [, , qCajas] = displayColumns(tablaFor('vasos/500'));

describe('what a paste says about the values it left out', () => {
  it('says nothing when every value was pasted', () => {
    expect(pasteNotice({ skipped: [], outside: 0 })).toBeUndefined();
  });

  it('names the column a value could not go into, and why', () => {
    expect(pasteNotice({ skipped: [{ column: markup!, count: 2 }], outside: 0 })).toBe(
      '2 valores no se pegaron: la columna Mark-up 35% se calcula sola.',
    );
    expect(pasteNotice({ skipped: [{ column: qCajas!, count: 1 }], outside: 0 })).toBe(
      '1 valor no se pegó: la columna Q Cajas no se puede editar.',
    );
  });

  it('counts the values outside the table, one as one, after the columns', () => {
    expect(pasteNotice({ skipped: [], outside: 1 })).toBe(
      'Se ha ignorado 1 celda fuera de la tabla.',
    );
    expect(pasteNotice({ skipped: [{ column: markup!, count: 3 }], outside: 4 })).toBe(
      '3 valores no se pegaron: la columna Mark-up 35% se calcula sola. ' +
        'Se han ignorado 4 celdas fuera de la tabla.',
    );
  });
});
