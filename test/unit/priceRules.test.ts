import {
  isValidPriceValue,
  MAX_PRICE,
  MAX_PRICE_DECIMALS,
  MAX_QUANTITY,
} from '../../contract/priceRules';
import { isValidDraft } from '../../src/features/precios/drafts/draftValues';

describe('price rules (shared by the dashboard and the API)', () => {
  it.each([0, 1, 0.5, 0.123456, 99999.999999, MAX_PRICE, 1.1, 0.000001])(
    'a price accepts %p',
    (value) => {
      expect(isValidPriceValue('price', value)).toBe(true);
    },
  );

  it.each([5e-324, 0.0000001, 0.1234567, 1.0000001, 0.1 + 0.2, 1e-7])(
    `a price with more than ${MAX_PRICE_DECIMALS} decimals is refused: %p`,
    (value) => {
      expect(isValidPriceValue('price', value)).toBe(false);
    },
  );

  it.each([-1, -0.000001, MAX_PRICE + 0.000001, Infinity, NaN])(
    'a price out of range or not finite is refused: %p',
    (value) => {
      expect(isValidPriceValue('price', value)).toBe(false);
    },
  );

  it.each([0, 1, 500, MAX_QUANTITY])('a quantity accepts %p', (value) => {
    expect(isValidPriceValue('quantity', value)).toBe(true);
  });

  it.each([0.5, 5e-324, -1, MAX_QUANTITY + 1])('a quantity refuses %p', (value) => {
    expect(isValidPriceValue('quantity', value)).toBe(false);
  });
});

describe('the dashboard applies the same rule to what is typed', () => {
  it.each(['0,0000001', '0.1234567', '1.0000001'])(
    'a price typed with more than six decimals cannot be saved: %p',
    (text) => {
      expect(isValidDraft(text, 'price')).toBe(false);
    },
  );

  it.each(['0,000001', '0.123456', '99999.999999'])('six decimals can: %p', (text) => {
    expect(isValidDraft(text, 'price')).toBe(true);
  });
});
