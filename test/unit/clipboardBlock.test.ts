import { numberText, parseBlock } from '../../src/features/precios/sheets/clipboardBlock';

describe('a block pasted from a spreadsheet', () => {
  it('reads Excel’s tab-separated lines, ending with CRLF', () => {
    expect(parseBlock('100\t0,25\t0,4\r\n250\t0,2\t0,33\r\n')).toEqual([
      ['100', '0,25', '0,4'],
      ['250', '0,2', '0,33'],
    ]);
  });

  it('reads Google Sheets’ and LibreOffice’s LF lines, with or without a last line break', () => {
    expect(parseBlock('1\t2\n3\t4')).toEqual([
      ['1', '2'],
      ['3', '4'],
    ]);
    expect(parseBlock('1\t2\n3\t4\n')).toEqual([
      ['1', '2'],
      ['3', '4'],
    ]);
  });

  it('keeps empty cells and ragged rows as they are', () => {
    expect(parseBlock('1\t\t3\n\t5\n7')).toEqual([['1', '', '3'], ['', '5'], ['7']]);
  });

  it('unwraps quoted cells holding tabs, line breaks and doubled quotes', () => {
    expect(parseBlock('"a\tb"\t"say ""hi"""\n"two\nlines"\t2')).toEqual([
      ['a\tb', 'say "hi"'],
      ['two\nlines', '2'],
    ]);
  });

  it('is one cell for a single value', () => {
    expect(parseBlock('12,5')).toEqual([['12,5']]);
  });
});

describe('the number in a pasted cell', () => {
  it.each([
    ['1.234,5', '1234.5'],
    ['1,234.5', '1234.5'],
    ['1234,5', '1234.5'],
    ['1234.5', '1234.5'],
    ['0,125', '0.125'],
    ['1.234.567', '1234567'],
    ['1,234,567', '1234567'],
    ['1.234.567,89', '1234567.89'],
    [' 2,50 € ', '2.5'],
    ['1\u00a0234,5', '1234.5'],
    ['500', '500'],
    ['-3', '-3'],
  ])('%s is %s', (cell, expected) => {
    expect(numberText(cell)).toBe(expected);
  });

  it.each([['abc'], ['1,2,3.4.5'], ['12a'], ['']])('%j is left as typed (not a number)', (cell) => {
    expect(numberText(cell)).toBe(cell.trim());
  });
});
