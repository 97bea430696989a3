import {
  centsToEuros,
  decimalPlaces,
  divideRounded,
  eurosToThousandths,
  percentOf,
  percentToHundredths,
  scaled,
  thousandthsToCents,
  thousandthsToEuros,
} from '../../contract/money';
import {
  formatAmount,
  formatPercent,
  formatQuantity,
  formatUnitPrice,
  NBSP,
} from '../../contract/moneyText';

describe('scaled: a number to whole parts, rounded once from its decimal form', () => {
  it.each([
    [0.145, 3, 145],
    [0.1454, 3, 145],
    [0.1455, 3, 146],
    [1.0005, 3, 1001],
    [0.5005, 3, 501],
    [0.0005, 3, 1],
    [0.00049, 3, 0],
    [1e-7, 3, 0],
    // Below 1e-6 a number is written with an exponent (4e-7): its digits start after the point.
    [4e-7, 6, 0],
    [5e-7, 6, 1],
    [1.5e-7, 7, 2],
    // Its digits all fall after the places kept, however many they are.
    [1.23456e-7, 3, 0],
    // Nothing before the point at all: whole units of a number below 1e-6.
    [1e-7, 0, 0],
    [6e-7, 0, 0],
    [5e-4, 3, 1],
    [100_000, 3, 100_000_000],
    [0, 3, 0],
    [12.125, 2, 1213],
    [21, 2, 2100],
    [-0.1455, 3, -146],
    [-0.1454, 3, -145],
    [-0.0004, 3, 0],
  ])('%p to %i places is %p', (value, places, expected) => {
    expect(scaled(value, places)).toBe(expected);
  });

  it('never answers -0', () => {
    expect(Object.is(scaled(-0.0001, 3), 0)).toBe(true);
  });

  it.each([Number.NaN, Infinity])('refuses %p', (value) => {
    expect(() => scaled(value, 3)).toThrow(new RangeError(`Not a finite number: ${value}`));
  });
});

describe('decimalPlaces', () => {
  it.each([
    [0, 0],
    [2, 0],
    [100, 0],
    [0.5, 1],
    [0.145, 3],
    [1.0005, 4],
    [1e-7, 7],
    [1.5e-7, 8],
    [0.1 + 0.2, 17],
  ])('%p has %i', (value, places) => {
    expect(decimalPlaces(value)).toBe(places);
  });
});

describe('divideRounded: half away from zero', () => {
  it.each([
    [14, 10, 1],
    [15, 10, 2],
    [16, 10, 2],
    [-14, 10, -1],
    [-15, 10, -2],
    [0, 10, 0],
    [4, 10, 0],
    [4_515_000, 10_000, 452],
    [Number.MAX_SAFE_INTEGER, 10, 900_719_925_474_099],
    [Number.MAX_SAFE_INTEGER - 4, 10, 900_719_925_474_099],
    [Number.MAX_SAFE_INTEGER - 6, 10, 900_719_925_474_099],
    [Number.MAX_SAFE_INTEGER - 7, 10, 900_719_925_474_098],
  ])('%p / %p is %p', (numerator, denominator, expected) => {
    expect(divideRounded(numerator, denominator)).toBe(expected);
  });

  it.each([
    [0.5, 10],
    [Number.MAX_SAFE_INTEGER + 1, 10],
    [10, 0],
    [10, -1],
  ])('refuses %p / %p, which it cannot divide exactly', (numerator, denominator) => {
    expect(() => divideRounded(numerator, denominator)).toThrow(
      new RangeError(`Cannot divide ${numerator} by ${denominator} exactly`),
    );
  });

  it('never answers -0: a negative amount that rounds to nothing is 0', () => {
    expect(Object.is(divideRounded(-4, 10), 0)).toBe(true);
    expect(Object.is(percentOf(-1, 2100), 0)).toBe(true);
  });
});

describe('conversions', () => {
  it('go from euros and percentages to whole parts and back', () => {
    expect(eurosToThousandths(0.145)).toBe(145);
    expect(percentToHundredths(12.5)).toBe(1250);
    expect(thousandthsToCents(435)).toBe(44);
    expect(thousandthsToCents(434)).toBe(43);
    expect(percentOf(2150, 2100)).toBe(452);
    expect(thousandthsToEuros(145)).toBe(0.145);
    expect(centsToEuros(123_456)).toBe(1234.56);
  });
});

describe('es-ES text of amounts', () => {
  it.each([
    [145, `0,145${NBSP}€`],
    [5, `0,005${NBSP}€`],
    [0, `0,000${NBSP}€`],
    [1_234_567, `1.234,567${NBSP}€`],
    [-10, `-0,010${NBSP}€`],
  ])('a unit price of %p thousandths reads %p', (amount, text) => {
    expect(formatUnitPrice(amount)).toBe(text);
  });

  it.each([
    [123_456, `1.234,56${NBSP}€`],
    [5, `0,05${NBSP}€`],
    [0, `0,00${NBSP}€`],
    [99_999, `999,99${NBSP}€`],
    [100_000_000_000, `1.000.000.000,00${NBSP}€`],
    [-3446, `-34,46${NBSP}€`],
  ])('an amount of %p cents reads %p', (amount, text) => {
    expect(formatAmount(amount)).toBe(text);
  });

  it.each([
    [2100, `21${NBSP}%`],
    [1050, `10,5${NBSP}%`],
    [1225, `12,25${NBSP}%`],
    [1000, `10${NBSP}%`],
    [10_000, `100${NBSP}%`],
    [50, `0,5${NBSP}%`],
    [0, `0${NBSP}%`],
    [-1600, `-16${NBSP}%`],
  ])('a rate of %p hundredths reads %p', (rate, text) => {
    expect(formatPercent(rate)).toBe(text);
  });

  it.each([
    [1, '1'],
    [999, '999'],
    [1000, '1.000'],
    [12_500, '12.500'],
    [10_000_000, '10.000.000'],
  ])('a quantity of %p reads %p', (quantity, text) => {
    expect(formatQuantity(quantity)).toBe(text);
  });

  it('refuses what is not a whole amount', () => {
    expect(() => formatAmount(1.5)).toThrow(new RangeError('Not a whole amount: 1.5'));
  });
});
