import {
  draftValue,
  editMatchesLoaded,
  fieldKinds,
  isPriceRow,
  isValidDraft,
  keptEdits,
  rowToSend,
  toDraftString,
} from '../../src/features/precios/drafts/draftValues';
import { MAX_PRICE } from '../../contract/priceRules';
import { SERIGRAFIA_KEY } from '../support/preciosFixtures';

describe('draft values', () => {
  it.each(['0', '1', '1.5', '1,5', ',5', '0.001', ' 2 ', '100000'])(
    'a price accepts %p',
    (text) => {
      expect(isValidDraft(text, 'price')).toBe(true);
    },
  );

  it.each(['0', '1', '500', '500,0', ' 2 ', '10000000'])('a quantity accepts %p', (text) => {
    expect(isValidDraft(text, 'quantity')).toBe(true);
  });

  it.each([
    '',
    '   ',
    '.',
    'abc',
    '-1',
    '-0.01',
    '1e3',
    '0x10',
    '1.2.3',
    '1,2,3',
    '1.23,5',
    '1 5',
    'Infinity',
    'NaN',
  ])('rejects %p as a price and as a quantity', (text) => {
    expect(isValidDraft(text, 'price')).toBe(false);
    expect(isValidDraft(text, 'quantity')).toBe(false);
  });

  it.each(['100000.01', '1e6', String(MAX_PRICE + 1)])('a price above the maximum: %p', (text) => {
    expect(isValidDraft(text, 'price')).toBe(false);
  });

  it.each(['1.5', '0.001', '2.0000001', '10000001'])(
    'a quantity that is fractional or above the maximum: %p',
    (text) => {
      expect(isValidDraft(text, 'quantity')).toBe(false);
    },
  );

  it('shows loaded numbers with a decimal comma and no thousands groups, null and missing as empty', () => {
    expect(toDraftString(1.5)).toBe('1,5');
    expect(toDraftString(0.655)).toBe('0,655');
    expect(toDraftString(1234567.5)).toBe('1234567,5');
    expect(toDraftString('2.50')).toBe('2,5');
    expect(toDraftString('abc')).toBe('abc');
    expect(toDraftString(0)).toBe('0');
    expect(toDraftString(null)).toBe('');
    expect(toDraftString(undefined)).toBe('');
  });

  it('reads the edit when there is one, the loaded value otherwise', () => {
    const row = { id: 1, loaded: { id: 1, coste: 2, cantidad: 100 }, edits: { coste: '3' } };
    expect(draftValue(row, 'coste')).toBe('3');
    expect(draftValue(row, 'cantidad')).toBe('100');
  });

  it('treats an edit as saying nothing new when it is the same number', () => {
    expect(editMatchesLoaded('2.50', 2.5, 'price')).toBe(true);
    expect(editMatchesLoaded('2,50', 2.5, 'price')).toBe(true);
    expect(editMatchesLoaded('2.5', '2.50', 'price')).toBe(true);
    expect(editMatchesLoaded('1.000', 1000, 'quantity')).toBe(true);
    expect(editMatchesLoaded('1.000', 1000, 'price')).toBe(false);
    expect(editMatchesLoaded('', null, 'price')).toBe(true);
    expect(editMatchesLoaded('2.6', 2.5, 'price')).toBe(false);
    expect(editMatchesLoaded('', 0, 'price')).toBe(false);
    expect(editMatchesLoaded('abc', 2.5, 'price')).toBe(false);
  });

  it('keeps only the edits that differ from the loaded row', () => {
    const kinds = fieldKinds(SERIGRAFIA_KEY);
    const loaded = { id: 1, coste: 2, cantidad: 100 };
    expect(keptEdits({ coste: '2,0', cantidad: '7' }, loaded, kinds)).toEqual({ cantidad: '7' });
  });

  it('sends id first, every loaded field, edits as numbers (a decimal comma read as such)', () => {
    const sent = rowToSend(
      {
        id: 4,
        loaded: { id: 4, v200: 0.5, cv: 1, QCajas: 1000, Euro: 2, Metalicos: 3 },
        edits: { v200: '2.000', cv: '1,25', Euro: '0', Metalicos: '1.250' },
      },
      fieldKinds('vasos/200'),
    );
    // The cup size is a quantity (2.000 is two thousand), Metalicos a price (1.250 is 1,25).
    expect(sent).toEqual({ id: 4, v200: 2000, cv: 1.25, QCajas: 1000, Euro: 0, Metalicos: 1.25 });
    expect(Object.keys(sent)[0]).toBe('id');
  });

  it('recognises rows by their id', () => {
    expect(isPriceRow({ id: 1 })).toBe(true);
    expect(isPriceRow({ id: 'a' })).toBe(true);
    expect(isPriceRow({ coste: 1 })).toBe(false);
    expect(isPriceRow({ id: null })).toBe(false);
    expect(isPriceRow(3)).toBe(false);
    expect(isPriceRow(null)).toBe(false);
  });
});
