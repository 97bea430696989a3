// Writing one line of text in a box of a PDFKit page: never wrapped, never past its width, never
// starting a page of its own.
import type PDFDocument from 'pdfkit';
import { winAnsiText } from './winAnsi';

export type Pdf = InstanceType<typeof PDFDocument>;

export const FONT = { regular: 'Helvetica', bold: 'Helvetica-Bold' } as const;

export type Cell = {
  readonly x: number;
  readonly width: number;
  readonly align?: 'left' | 'right' | 'center';
  readonly bold?: boolean;
  readonly size?: number;
};

/** The text shortened with … until it fits the width (at the current font and size). */
function fitted(doc: Pdf, text: string, width: number): string {
  if (doc.widthOfString(text) <= width) return text;
  let kept = text;
  while (kept.length > 0 && doc.widthOfString(`${kept}…`) > width) kept = kept.slice(0, -1);
  return `${kept.trimEnd()}…`;
}

/**
 * Writes `text` on one line at `y` in the cell. PDFKit would start a new page for text below the
 * bottom margin (the footers live there), so the margin is lifted while it writes.
 */
export function writeCell(doc: Pdf, text: string, y: number, cell: Cell): void {
  doc.font(cell.bold ? FONT.bold : FONT.regular).fontSize(cell.size ?? 10);
  const bottom = doc.page.margins.bottom;
  doc.page.margins.bottom = 0;
  doc.text(fitted(doc, winAnsiText(text), cell.width), cell.x, y, {
    width: cell.width,
    align: cell.align ?? 'left',
    lineBreak: false,
  });
  doc.page.margins.bottom = bottom;
}

/** A thin rule across the given span. */
export function rule(doc: Pdf, y: number, from: number, to: number): void {
  doc.moveTo(from, y).lineTo(to, y).lineWidth(0.5).strokeColor('#999999').stroke();
}
