import { formatEuro } from '../../src/components/formatEuro';

// es-ES separates the amount from the euro sign with a non-breaking space.
const NBSP = '\u00a0';

describe('formatEuro', () => {
  it('shows the Mark-up example of the decisions exactly', () => {
    expect(formatEuro(1 / 0.65)).toBe(`1,538${NBSP}€`);
  });

  it('always shows three decimals with a decimal comma', () => {
    expect(formatEuro(0)).toBe(`0,000${NBSP}€`);
    expect(formatEuro(2.5)).toBe(`2,500${NBSP}€`);
    expect(formatEuro(0.0004)).toBe(`0,000${NBSP}€`);
    expect(formatEuro(0.0005)).toBe(`0,001${NBSP}€`);
  });

  it('groups thousands with a dot from four digits on, as the quote does', () => {
    expect(formatEuro(1234.5)).toBe(`1.234,500${NBSP}€`);
    expect(formatEuro(12345.678)).toBe(`12.345,678${NBSP}€`);
  });

  it.each([Number.NaN, Infinity, undefined, null])('shows a dash for %p', (value) => {
    expect(formatEuro(value)).toBe('—');
  });
});
