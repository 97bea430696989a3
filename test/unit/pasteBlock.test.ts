import { displayColumns } from '../../src/features/precios/catalog';
import {
  parsePastedBlock,
  pastedText,
  pastePlan,
} from '../../src/features/precios/sheets/pasteBlock';
import { tablaFor } from '../support/preciosFixtures';

const cup = displayColumns(tablaFor('vasos/500'));
const ids = [10, 11, 12];

describe('a block pasted from a spreadsheet', () => {
  it('reads Excel’s tab-separated lines, ending with CRLF', () => {
    expect(parsePastedBlock('100\t0,25\t0,4\r\n250\t0,2\t0,33\r\n')).toEqual([
      ['100', '0,25', '0,4'],
      ['250', '0,2', '0,33'],
    ]);
  });

  it('reads Google Sheets’ and LibreOffice’s LF lines, with or without a last line break', () => {
    expect(parsePastedBlock('1\t2\n3\t4')).toEqual([
      ['1', '2'],
      ['3', '4'],
    ]);
    expect(parsePastedBlock('1\t2\n3\t4\n')).toEqual([
      ['1', '2'],
      ['3', '4'],
    ]);
  });

  it('keeps empty cells, ragged rows and empty rows as they are', () => {
    expect(parsePastedBlock('1\t\t3\n\t5\n7')).toEqual([['1', '', '3'], ['', '5'], ['7']]);
    // A column copied with an empty cell in it: the cells below keep their rows.
    expect(parsePastedBlock('1\r\n\r\n3\r\n')).toEqual([['1'], [''], ['3']]);
  });

  it('unwraps quoted cells holding tabs, line breaks and doubled quotes', () => {
    expect(parsePastedBlock('"a\tb"\t"say ""hi"""\n"two\nlines"\t2')).toEqual([
      ['a\tb', 'say "hi"'],
      ['two\nlines', '2'],
    ]);
  });

  it('is one cell for a single value', () => {
    expect(parsePastedBlock('12,5')).toEqual([['12,5']]);
  });
});

describe('where a pasted block lands', () => {
  it('skips Q Cajas in a cup table and counts cells past the last column and row', () => {
    // From cv of the first row: cv, Q Cajas (skipped), €, Metalicos, then one column too many.
    const plan = pastePlan([['1', '2', '3', '4', '5']], { row: 0, column: 1 }, cup, ids);
    expect(plan.changes).toEqual([
      { id: 10, field: 'cv', value: '1' },
      { id: 10, field: 'Euro', value: '3' },
      { id: 10, field: 'Metalicos', value: '4' },
    ]);
    expect(plan.outside).toBe(1);
    expect(plan.skipped).toEqual([{ column: cup[2], count: 1 }]);
    expect(pastePlan([['1'], ['2'], ['3']], { row: 2, column: 0 }, cup, ids).outside).toBe(2);
  });

  it('counts the values over Mark-up 35%, but not the empty cells it or the edge drop', () => {
    const serigrafia = displayColumns(tablaFor('serigrafia_1_color_vf'));
    const plan = pastePlan(
      // The third row's last cells: an empty Venta Real (pasted), then one past the last column.
      [
        ['1', '2'],
        ['3', ' '],
        ['5', '6', '', ''],
      ],
      { row: 0, column: 1 },
      serigrafia,
      ids,
    );
    expect(plan.changes.map((change) => change.field)).toEqual([
      'coste',
      'coste',
      'coste',
      'venta_real',
    ]);
    expect(plan.skipped).toEqual([{ column: serigrafia[2], count: 2 }]);
    expect(plan.outside).toBe(0);
  });

  it('leaves ragged rows’ missing cells alone', () => {
    const plan = pastePlan([['1', '2'], ['3']], { row: 0, column: 3 }, cup, ids);
    expect(plan.changes).toEqual([
      { id: 10, field: 'Euro', value: '1' },
      { id: 10, field: 'Metalicos', value: '2' },
      { id: 11, field: 'Euro', value: '3' },
    ]);
  });
});

describe('the text a pasted cell leaves in an input', () => {
  it.each<[string, 'price' | 'quantity', string]>([
    ['1.234,5', 'price', '1234,5'],
    ['1,234.5', 'price', '1234,5'],
    ['0.125', 'price', '0,125'],
    ['1.234', 'price', '1,234'],
    ['1.234', 'quantity', '1234'],
    [' 2,50 € ', 'price', '2,5'],
    ['500', 'quantity', '500'],
  ])('%j in a %s column is %j: its number, as the inputs write numbers', (cell, kind, text) => {
    expect(pastedText(cell, kind)).toBe(text);
  });

  it.each([['abc'], ['-3'], ['1,2,3.4.5'], ['']])('%j stays as it is (no number)', (cell) => {
    expect(pastedText(` ${cell} `, 'price')).toBe(cell);
  });
});
