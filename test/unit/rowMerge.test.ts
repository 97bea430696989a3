import { fieldKinds } from '../../src/features/precios/drafts/draftValues';
import { mergeRow, settleConflict } from '../../src/features/precios/drafts/rowMerge';
import { SERIGRAFIA_KEY } from '../support/preciosFixtures';

const kinds = fieldKinds(SERIGRAFIA_KEY);

const base = { id: 1, cantidad: 100, coste: 1, venta_real: 2, version: 1 };

describe('mergeRow', () => {
  it('takes the fields only the colleague changed and keeps the ones only this person changed', () => {
    const server = { ...base, venta_real: 5, version: 2 };
    expect(mergeRow(base, { coste: '1.5' }, server, kinds)).toEqual({
      loaded: server,
      edits: { coste: '1.5' },
    });
  });

  it('drops an edit the colleague already saved, number for number', () => {
    const server = { ...base, coste: 1.5, version: 2 };
    expect(mergeRow(base, { coste: '1.50' }, server, kinds)).toEqual({ loaded: server, edits: {} });
  });

  it('holds the colleague value beside this person’s when both changed a field differently', () => {
    const server = { ...base, coste: 3, version: 2 };
    expect(mergeRow(base, { coste: '4', cantidad: '150' }, server, kinds)).toEqual({
      loaded: server,
      edits: { coste: '4', cantidad: '150' },
      conflict: { theirs: { coste: 3 } },
    });
  });

  it('reads an edit by its column’s kind: 1.000 is a thousand units, and a price of 1,5', () => {
    const server = { ...base, cantidad: 1000, coste: 1.5, version: 2 };
    expect(mergeRow(base, { cantidad: '1.000', coste: '1,5' }, server, kinds).edits).toEqual({});
  });

  it('treats an edited field without a known base as a conflict when the server differs', () => {
    const server = { ...base, version: 2 };
    expect(mergeRow({}, { coste: '9' }, server, kinds).conflict).toEqual({ theirs: { coste: 1 } });
  });
});

describe('settleConflict', () => {
  const conflict = { theirs: { coste: 3 } };
  const edits = { coste: '4', cantidad: '150' };

  it('“Usar sus valores” drops this person’s conflicting edits and keeps the rest', () => {
    expect(settleConflict(edits, conflict, 'theirs')).toEqual({ cantidad: '150' });
  });

  it('“Mantener los míos” keeps every edit', () => {
    expect(settleConflict(edits, conflict, 'mine')).toEqual(edits);
  });
});
