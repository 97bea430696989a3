import type { ValueKind } from '../../contract';
import { displayColumns } from '../../src/features/precios/catalog';
import { validDraftNumber } from '../../src/features/precios/drafts/draftValues';
import { numberText, readNumber } from '../../src/features/precios/drafts/priceNumbers';
import { pastePlan } from '../../src/features/precios/sheets/pasteBlock';
import { planImport } from '../../src/features/precios/sheets/tableCsvImport';
import { tablaFor, SERIGRAFIA_KEY } from '../support/preciosFixtures';

// docs/saving.md, "Numbers as staff write them": one rule for typing, pasting and importing.
describe('reading a number as staff write it', () => {
  it.each<[string, number, number]>([
    // text, as a price, as a quantity
    ['1.234', 1.234, 1234],
    ['1,234', 1.234, 1234],
    ['1.234,5', 1234.5, 1234.5],
    ['1,234.5', 1234.5, 1234.5],
    ['0,655', 0.655, 0.655],
    ['0.655', 0.655, 0.655],
    ['1234', 1234, 1234],
    ['0', 0, 0],
    ['2,5', 2.5, 2.5],
    ['2.50', 2.5, 2.5],
    ['1234.567', 1234.567, 1234.567],
    ['1.234.567', 1234567, 1234567],
    ['1,234,567', 1234567, 1234567],
    ['1.234.567,89', 1234567.89, 1234567.89],
    ['10.000', 10, 10000],
    [',5', 0.5, 0.5],
    ['5,', 5, 5],
    [' 2,50 € ', 2.5, 2.5],
    ['€2,50', 2.5, 2.5],
    ['1 234,5', 1234.5, 1234.5],
    ['1\u00a0234,5', 1234.5, 1234.5],
  ])('%j is %p as a price and %p as a quantity', (text, price, quantity) => {
    expect(readNumber(text, 'price')).toBe(price);
    expect(readNumber(text, 'quantity')).toBe(quantity);
  });

  it.each([
    '',
    ' ',
    '.',
    ',',
    'abc',
    '12a',
    '-1',
    '+1',
    '1e3',
    '0x10',
    'Infinity',
    '1.2.3',
    '1,2,3.4.5',
    '1.23,5',
    '1,5,5',
    '1.234,5,6',
    '1 5',
    '12 34',
    "'-1",
  ])('%j is no number', (text) => {
    expect(readNumber(text, 'price')).toBeUndefined();
    expect(readNumber(text, 'quantity')).toBeUndefined();
  });
});

describe('writing a number as the inputs show it', () => {
  it.each<[number, string]>([
    [0.655, '0,655'],
    [1234.5, '1234,5'],
    [1234567, '1234567'],
    [0, '0'],
    [1e-7, '0,0000001'],
  ])('%p is %j: decimal comma, no thousands groups', (value, text) => {
    expect(numberText(value)).toBe(text);
  });

  it('reads back as the same number in either kind of column', () => {
    for (const value of [0.655, 1.234, 1234.567, 1000, 1234567.89]) {
      expect(readNumber(numberText(value), 'price')).toBe(value);
    }
    for (const value of [1000, 1234, 10000000]) {
      expect(readNumber(numberText(value), 'quantity')).toBe(value);
    }
  });
});

describe('typing, pasting and importing read a number alike', () => {
  const table = tablaFor(SERIGRAFIA_KEY);
  const rows = [{ id: 1, loaded: { id: 1, cantidad: 5, coste: 9, venta_real: 9 }, edits: {} }];
  const columns = displayColumns(table);
  const fields: Record<ValueKind, { field: string; header: string; at: number }> = {
    quantity: { field: 'cantidad', header: 'Cantidad', at: 0 },
    price: { field: 'coste', header: 'Coste', at: 1 },
  };

  const typed = (text: string, kind: ValueKind) => validDraftNumber(text, kind);
  const pasted = (text: string, kind: ValueKind) => {
    const [change] = pastePlan([[text]], { row: 0, column: fields[kind].at }, columns, [1]).changes;
    return validDraftNumber(change!.value, kind);
  };
  const imported = (text: string, kind: ValueKind) => {
    const { field, header } = fields[kind];
    const plan = planImport(table, rows, `id;${header}\n1;"${text}"\n`);
    const value = plan.changes.find((change) => change.field === field)?.value;
    return value === undefined ? undefined : validDraftNumber(value, kind);
  };

  it.each<[string, ValueKind, number | undefined]>([
    ['1.234', 'price', 1.234],
    ['1,234', 'price', 1.234],
    ['1.234', 'quantity', 1234],
    ['1,234', 'quantity', 1234],
    ['1.234,5', 'price', 1234.5],
    ['1,234.5', 'price', 1234.5],
    ['0,655', 'price', 0.655],
    ['0.655', 'price', 0.655],
    ['1500', 'quantity', 1500],
    ['1500', 'price', 1500],
    ['1,5', 'quantity', undefined],
    ['1.234,5', 'quantity', undefined],
  ])('%j in a %s column', (text, kind, number) => {
    expect(typed(text, kind)).toBe(number);
    expect(pasted(text, kind)).toBe(number);
    expect(imported(text, kind)).toBe(number);
  });
});
