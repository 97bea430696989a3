import { winAnsiText } from '../../server/presupuestos/winAnsi';

describe('winAnsiText: what the standard PDF fonts can write', () => {
  it('keeps Spanish letters, signs and the euro', () => {
    const spanish = 'Válido hasta ¿Año? ¡Sí! Núñez Güell «ç» 1.234,56\u00a0€ – “ok” …';
    expect(winAnsiText(spanish)).toBe(spanish);
  });

  it('writes a letter the fonts lack without its accent', () => {
    expect(winAnsiText('Dvořák Łódź Ştefan')).toBe('Dvorák ?ódz Stefan');
  });

  it('writes anything else as ?', () => {
    expect(winAnsiText('Ana 😀 Ω → 漢')).toBe('Ana ? ? ? ?');
  });

  it('reads tabs and line breaks as spaces', () => {
    expect(winAnsiText('Calle Mayor 1\n28013\tMadrid')).toBe('Calle Mayor 1 28013 Madrid');
  });
});
