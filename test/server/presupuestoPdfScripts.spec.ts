import { readFileSync } from 'node:fs';
import { inflateSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { fallbackFontFor } from '../../server/presupuestos/fallbackFonts';
import { renderPresupuestoPdf } from '../../server/presupuestos/presupuestoPdf';
import { textPieces } from '../../server/presupuestos/textRuns';
import { sfntOfWoff } from '../../server/presupuestos/woff';
import { PDF_BUSINESS as BUSINESS } from './support/pdfBusiness';
import { pdfQuoteFor } from './support/pdfPresupuesto';
import { pdfFonts, pdfText } from './support/pdfReader';

// Names in scripts the standard PDF fonts cannot write, read back from the PDF with poppler's
// pdftotext as a customer's PDF reader would copy them (docs/server.md, "The quote's PDF"). Plain
// Node: no stack.

/**
 * The PDF's text as read: pdftotext marks a right-to-left stretch with Unicode's embedding
 * controls (U+202A–U+202E), which are no letters of the name.
 */
const readBack = (pdf: Buffer) => pdfText(pdf).replace(/[\u202a-\u202e]/g, '');

for (const [script, name, font] of [
  ['Arabic', 'محمد بن عبد الله', 'NotoSansArabic-Regular'],
  ['Hebrew', 'דוד כהן', 'NotoSansHebrew-Regular'],
  ['Chinese', '王小明', 'NotoSansSC-Regular'],
] as const) {
  test(`a customer named in ${script} reads back exactly, in an embedded Noto font`, async () => {
    const pdf = await renderPresupuestoPdf({ business: BUSINESS, quote: pdfQuoteFor(name) });
    expect(readBack(pdf).split('\n')).toContain(`Cliente: ${name}`);
    const fonts = pdfFonts(pdf);
    expect(fonts).toContainEqual({ name: expect.stringMatching(`\\+${font}$`), embedded: true });
    // The rest of the page keeps the standard fonts, never embedded.
    expect(fonts).toContainEqual({ name: 'Helvetica', embedded: false });
  });
}

test('a business named in Arabic, in bold, reads back too; a Latin-only PDF embeds nothing', async () => {
  const business = { ...BUSINESS, tradeName: 'شركة الأكواب' };
  const pdf = await renderPresupuestoPdf({ business, quote: pdfQuoteFor('Ana García') });
  expect(readBack(pdf).split('\n')).toContain('شركة الأكواب');
  expect(pdfFonts(pdf)).toContainEqual({
    name: expect.stringMatching(/\+NotoSansArabic-Bold$/),
    embedded: true,
  });
  const latin = await renderPresupuestoPdf({
    business: BUSINESS,
    quote: pdfQuoteFor('Ana García'),
  });
  expect(pdfFonts(latin).every((font) => !font.embedded)).toBe(true);
});

test('right to left: the words of a run are laid out from the right, signs between them too', () => {
  const shown = (text: string) =>
    textPieces(text, 400).map((piece) => [piece.text, piece.font ? 'noto' : 'helvetica']);
  // Left to right on the page: the last word first; each word in reading order (the font engine
  // turns its glyphs around), the space and hyphen in the standard font.
  expect(shown('דוד בן-גוריון')).toEqual([
    ['גוריון', 'noto'],
    ['-', 'helvetica'],
    ['בן', 'noto'],
    [' ', 'helvetica'],
    ['דוד', 'noto'],
  ]);
  // A left-to-right line around it keeps its place; signs at the run's edge stay outside it.
  expect(shown('Bar (مطعم الزيتون) 2')).toEqual([
    ['Bar (', 'helvetica'],
    ['الزيتون', 'noto'],
    [' ', 'helvetica'],
    ['مطعم', 'noto'],
    [') 2', 'helvetica'],
  ]);
  // Inside a run a bracket is mirrored, so it still opens towards the words it holds:
  // `حسن (محمد أبو) علي` from the left.
  expect(shown('علي (أبو محمد) حسن').map(([text]) => text)).toEqual([
    'حسن',
    ' (',
    'محمد',
    ' ',
    'أبو',
    ') ',
    'علي',
  ]);
});

test('a letter the standard fonts lack is written from the fallback fonts; what none has is ?', async () => {
  const pdf = await renderPresupuestoPdf({
    business: BUSINESS,
    quote: pdfQuoteFor('Łukasz Dvořák 😀'),
  });
  expect(readBack(pdf).split('\n')).toContain('Cliente: Łukasz Dvořák ?');
  expect(fallbackFontFor('😀'.codePointAt(0)!, 400)).toBeUndefined();
});

test('a font file cut short or damaged is refused, not read as another font', () => {
  const font = fallbackFontFor('ש'.codePointAt(0)!, 400)!;
  const woff = readFileSync(font.path);
  const sfnt = sfntOfWoff(woff, inflateSync);
  expect(sfnt.readUInt32BE(0)).toBe(woff.readUInt32BE(4));
  expect(() => sfntOfWoff(woff.subarray(0, 30), inflateSync)).toThrow('Not a WOFF file');
  expect(() => sfntOfWoff(woff.subarray(0, 60), inflateSync)).toThrow(/cut short/);
  expect(() => sfntOfWoff(woff.subarray(0, woff.length - 100), inflateSync)).toThrow(/cut short/);
  // Garbled inside a compressed table: zlib refuses it rather than give other outlines.
  const entries = Array.from({ length: woff.readUInt16BE(12) }, (_, index) => 44 + index * 20);
  const packed = entries.find((at) => woff.readUInt32BE(at + 8) < woff.readUInt32BE(at + 12))!;
  const damaged = Buffer.from(woff);
  const start = damaged.readUInt32BE(packed + 4);
  damaged.fill(0x5a, start, start + 16);
  expect(() => sfntOfWoff(damaged, inflateSync)).toThrow();
});
