// Writing one line of text in a box of a PDFKit page: never wrapped, never past its width, never
// starting a page of its own. What the standard fonts write (WinAnsi: Spanish, €) is written with
// them alone, as it always was; a line holding anything else is written by mixedText.ts.
import { fitted, FONT, type Cell, type Pdf } from './pdfCell';
import { writeMixedLine } from './mixedText';
import { isWinAnsi } from './winAnsi';

export { FONT, type Cell, type Pdf } from './pdfCell';

/**
 * Writes `text` on one line at `y` in the cell. PDFKit would start a new page for text below the
 * bottom margin (the footers live there), so the margin is lifted while it writes.
 */
export function writeCell(doc: Pdf, text: string, y: number, cell: Cell): void {
  doc.font(cell.bold ? FONT.bold : FONT.regular).fontSize(cell.size ?? 10);
  const bottom = doc.page.margins.bottom;
  doc.page.margins.bottom = 0;
  // Composed, an accent typed as a letter and a mark is the one letter WinAnsi has.
  const composed = text.normalize('NFC');
  if ([...composed].every((char) => isWinAnsi(char))) {
    doc.text(
      fitted(composed, cell.width, (shown) => doc.widthOfString(shown)),
      cell.x,
      y,
      {
        width: cell.width,
        align: cell.align ?? 'left',
        lineBreak: false,
      },
    );
  } else {
    writeMixedLine(doc, composed, y, cell);
  }
  doc.page.margins.bottom = bottom;
}

/** A thin rule across the given span. */
export function rule(doc: Pdf, y: number, from: number, to: number): void {
  doc.moveTo(from, y).lineTo(to, y).lineWidth(0.5).strokeColor('#999999').stroke();
}
