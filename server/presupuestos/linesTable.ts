// The quote's lines as a table that runs over as many pages as it needs, its header repeated on
// each.
import {
  formatAmount,
  formatQuantity,
  formatUnitPrice,
  PRESUPUESTO_WORDS,
  type ClientePresupuestoLine,
} from '../../contract';
import { rule, writeCell, type Cell, type Pdf } from './pdfText';

export const ROW_HEIGHT = 18;

/** Vaso, Cantidad, Impresión, Precio unidad, Importe: 495 points, A4's width within margins. */
const COLUMNS: readonly (Cell & {
  header: string;
  value: (line: ClientePresupuestoLine) => string;
})[] = [
  { header: PRESUPUESTO_WORDS.cup, x: 50, width: 110, value: (line) => line.cupLabel },
  {
    header: PRESUPUESTO_WORDS.quantity,
    x: 160,
    width: 60,
    align: 'right',
    value: (line) => formatQuantity(line.quantity),
  },
  {
    header: PRESUPUESTO_WORDS.print,
    x: 232,
    width: 133,
    value: (line) => line.printLabel ?? PRESUPUESTO_WORDS.noPrint,
  },
  {
    header: PRESUPUESTO_WORDS.unitPrice,
    x: 365,
    width: 85,
    align: 'right',
    value: (line) => formatUnitPrice(line.unitPrice),
  },
  {
    header: PRESUPUESTO_WORDS.lineTotal,
    x: 450,
    width: 95,
    align: 'right',
    value: (line) => formatAmount(line.total),
  },
];

const LEFT = 50;
const RIGHT = 545;

/** The lowest a row may start on a page: above the bottom margin, where the footer goes. */
export const lastRowTop = (doc: Pdf) => doc.page.height - doc.page.margins.bottom - ROW_HEIGHT;

function writeHeader(doc: Pdf, y: number): number {
  COLUMNS.forEach((column) => writeCell(doc, column.header, y, { ...column, bold: true }));
  rule(doc, y + ROW_HEIGHT - 4, LEFT, RIGHT);
  return y + ROW_HEIGHT;
}

/** Writes the lines from `top`; answers where the next thing may go on the last page. */
export function writeLines(
  doc: Pdf,
  lines: readonly ClientePresupuestoLine[],
  top: number,
): number {
  let y = writeHeader(doc, top);
  for (const line of lines) {
    if (y > lastRowTop(doc)) {
      doc.addPage();
      y = writeHeader(doc, doc.page.margins.top);
    }
    COLUMNS.forEach((column) => writeCell(doc, column.value(line), y, column));
    y += ROW_HEIGHT;
  }
  rule(doc, y, LEFT, RIGHT);
  return y + ROW_HEIGHT / 2;
}
