// A line of a PDF that the standard fonts cannot write whole (a customer's name in Arabic, Hebrew
// or Chinese, a Polish ł): its pieces (textRuns.ts) written one after another from the left, each
// in its font, on the baseline the standard font's line has. The fallback fonts are embedded as
// subsets of the glyphs used, so a PDF grows only by what it shows.
import { fontBytes, type FallbackFont } from './fallbackFonts';
import { fitted, FONT, type Cell, type Pdf } from './pdfCell';
import { textPieces, type TextPiece } from './textRuns';

/**
 * Helvetica's and Helvetica-Bold's ascender in their metrics (718/1000 of the size): how far below
 * a line's top PDFKit puts their baseline, so the other fonts' letters sit on that same line.
 */
const STANDARD_ASCENDER = 0.718;

function useFont(doc: Pdf, font: FallbackFont | undefined, standard: string, size: number) {
  if (font) doc.registerFont(font.key, fontBytes(font)).font(font.key);
  else doc.font(standard);
  doc.fontSize(size);
}

/** Writes `text` (one line, NFC) in the cell at `y`, shortened with … when it does not fit. */
export function writeMixedLine(doc: Pdf, text: string, y: number, cell: Cell): void {
  const size = cell.size ?? 10;
  const standard = cell.bold ? FONT.bold : FONT.regular;
  const weight = cell.bold ? 700 : 400;
  const widthOfPiece = (piece: TextPiece) => {
    useFont(doc, piece.font, standard, size);
    return doc.widthOfString(piece.text);
  };
  const widthOf = (shown: string) =>
    textPieces(shown, weight).reduce((sum, piece) => sum + widthOfPiece(piece), 0);
  const pieces = textPieces(fitted(text, cell.width, widthOf), weight);
  const widths = pieces.map(widthOfPiece);
  const total = widths.reduce((sum, width) => sum + width, 0);
  const free = cell.width - total;
  let x = cell.x + (cell.align === 'right' ? free : cell.align === 'center' ? free / 2 : 0);
  const baseline = y + STANDARD_ASCENDER * size;
  pieces.forEach((piece, index) => {
    useFont(doc, piece.font, standard, size);
    doc.text(piece.text, x, baseline, { lineBreak: false, baseline: 'alphabetic' });
    x += widths[index];
  });
}
