// A box of one line on a PDFKit page, and the standard fonts it is written in.
import type PDFDocument from 'pdfkit';

export type Pdf = InstanceType<typeof PDFDocument>;

export const FONT = { regular: 'Helvetica', bold: 'Helvetica-Bold' } as const;

export type Cell = {
  readonly x: number;
  readonly width: number;
  readonly align?: 'left' | 'right' | 'center';
  readonly bold?: boolean;
  readonly size?: number;
};

/** The text shortened with … until `width` holds it, as `widthOf` measures it. */
export function fitted(text: string, width: number, widthOf: (text: string) => number): string {
  if (widthOf(text) <= width) return text;
  const chars = [...text];
  while (chars.length > 0 && widthOf(`${chars.join('')}…`) > width) chars.pop();
  return `${chars.join('').trimEnd()}…`;
}
