// A quote as the PDF the customer receives: the business, the quote's number and days, the
// customer, the lines and the totals with VAT, in es-ES. Never a cost or a margin: it is drawn
// from the customer's copy of the quote, which has none (docs/decisions.md, "Quotes").
import { hash } from 'node:crypto';
import PDFDocument from 'pdfkit';
// Before any document: their standard fonts' metrics are built once per process.
import './standardFonts';
import {
  calendarDay,
  discountLabel,
  formatAmount,
  formatCalendarDate,
  ivaLabel,
  PRESUPUESTO_WORDS,
  validUntilText,
  aceptadoText,
  type ClientePresupuesto,
  type PresupuestoTotals,
} from '../../contract';
import { lastRowTop, ROW_HEIGHT, writeLines } from './linesTable';
import { PDF_WORDS, type BusinessDetails, type PresupuestoPdfInput } from './presupuestoDocument';
import { writeCell, type Pdf } from './pdfText';

const MARGIN = 50;
const LEFT_BLOCK = { x: MARGIN, width: 280 } as const;
const RIGHT_BLOCK = { x: 345, width: 200, align: 'right' } as const;

/** The quote's day, or an error: a PDF must not carry a date nobody gave it. */
function quoteDay(text: string): Date {
  const day = calendarDay(text);
  if (!day) throw new RangeError(`Not a calendar day: ${text}`);
  return new Date(Date.UTC(day.year, day.month - 1, day.day));
}

/** The business on the left, the quote's number and days on the right, then the customer. */
function writeHead(doc: Pdf, business: BusinessDetails, quote: ClientePresupuesto): number {
  const top = MARGIN;
  writeCell(doc, business.tradeName, top, { ...LEFT_BLOCK, bold: true, size: 16 });
  // Only the details the settings fill in: an installation without them prints no bare "NIF:".
  const details = (
    [
      [PDF_WORDS.nif, business.nif],
      [undefined, business.address],
      [PDF_WORDS.phone, business.phone],
      [PDF_WORDS.email, business.email],
    ] as const
  )
    .filter(([, value]) => value.trim() !== '')
    .map(([label, value]) => (label ? `${label}: ${value}` : value));
  details.forEach((text, index) => writeCell(doc, text, top + 24 + index * 14, LEFT_BLOCK));
  writeCell(doc, PRESUPUESTO_WORDS.title, top, { ...RIGHT_BLOCK, bold: true, size: 16 });
  const days = [
    quote.number,
    `${PRESUPUESTO_WORDS.date}: ${formatCalendarDate(quote.date)}`,
    validUntilText(quote.validUntil),
  ];
  days.forEach((text, index) => writeCell(doc, text, top + 24 + index * 14, RIGHT_BLOCK));
  let y = top + 24 + Math.max(details.length, days.length) * 14 + 20;
  const event = quote.eventDate === null ? undefined : formatCalendarDate(quote.eventDate);
  const customer = [
    ...(quote.customerName?.trim() ? [`${PRESUPUESTO_WORDS.customer}: ${quote.customerName}`] : []),
    ...(event ? [`${PRESUPUESTO_WORDS.eventDate}: ${event}`] : []),
  ];
  customer.forEach((text) => {
    writeCell(doc, text, y, { ...LEFT_BLOCK, width: 495 });
    y += 14;
  });
  return y + 16;
}

/** Subtotal, the discount when there is one, base, VAT and total, under the Importe column. */
function writeTotals(doc: Pdf, totals: PresupuestoTotals, top: number): number {
  type TotalRow = readonly [label: string, amount: string, bold: boolean];
  const rows: TotalRow[] = [
    [PRESUPUESTO_WORDS.subtotal, formatAmount(totals.subtotal), false],
    ...(totals.discount > 0
      ? [[discountLabel(totals.discountRate), formatAmount(-totals.discount), false] as TotalRow]
      : []),
    [PRESUPUESTO_WORDS.base, formatAmount(totals.base), false],
    [ivaLabel(totals.ivaRate), formatAmount(totals.iva), false],
    [PRESUPUESTO_WORDS.total, formatAmount(totals.total), true],
  ];
  // The block stays whole: on a new page if it does not fit below the lines.
  let y = top;
  if (y + (rows.length - 1) * ROW_HEIGHT > lastRowTop(doc)) {
    doc.addPage();
    y = doc.page.margins.top;
  }
  for (const [label, amount, bold] of rows) {
    writeCell(doc, label, y, { x: 300, width: 140, align: 'right', bold });
    writeCell(doc, amount, y, { x: 445, width: 100, align: 'right', bold });
    y += ROW_HEIGHT;
  }
  return y;
}

/** `P-2026-0007 v2 · Página 1 de 2` at the foot of every page, once all pages are known. */
function writeFooters(doc: Pdf, number: string): void {
  const { start, count } = doc.bufferedPageRange();
  for (let index = start; index < start + count; index++) {
    doc.switchToPage(index);
    const text = `${number} · ${PDF_WORDS.page(index - start + 1, count)}`;
    writeCell(doc, text, doc.page.height - MARGIN + 15, {
      x: MARGIN,
      width: 495,
      align: 'center',
      size: 8,
    });
  }
}

/** The most PDFs kept, the most recently asked for: a few MB at most. */
export const RENDERED_PDFS_MAX = 32;

const rendered = new Map<string, Promise<Buffer>>();

/** How many PDFs were drawn (each input once while it stays among those kept). */
export const pdfDrawings = { count: 0 };

/**
 * The quote's PDF. The same quote always gives the same bytes: its dates come from the quote
 * (CreationDate is the quote's day), and its fonts are the standard ones, never embedded, but for
 * what they cannot write (pdfText.ts). So the PDFs last asked for are kept by what they were drawn
 * from, and one asked for again (staff open a quote's PDF over and over while they work on it) is
 * sent as it was drawn; calls that arrive while it is drawn wait for that drawing.
 */
export function renderPresupuestoPdf(input: PresupuestoPdfInput): Promise<Buffer> {
  const key = hash('sha256', JSON.stringify(input));
  let pdf = rendered.get(key);
  if (pdf) rendered.delete(key);
  else {
    pdfDrawings.count++;
    pdf = drawPresupuestoPdf(input);
    pdf.catch(() => rendered.delete(key));
  }
  // Last in the map: the most recently asked for; the first is the one that goes.
  rendered.set(key, pdf);
  const oldest = rendered.keys().next().value;
  if (rendered.size > RENDERED_PDFS_MAX && oldest !== undefined) rendered.delete(oldest);
  return pdf;
}

/** The PDF drawn anew, whatever was drawn before (renderPresupuestoPdf keeps the last ones). */
export async function drawPresupuestoPdf({
  business,
  quote,
  aceptacion,
}: PresupuestoPdfInput): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    info: {
      Title: `${PRESUPUESTO_WORDS.title} ${quote.number}`,
      Author: business.tradeName,
      CreationDate: quoteDay(quote.date),
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  const linesTop = writeHead(doc, business, quote);
  const totalsTop = writeLines(doc, quote.lines, linesTop);
  const below = writeTotals(doc, quote.totals, totalsTop);
  // Accepted through the customer's link: said under the totals, in the page's words.
  if (aceptacion) {
    writeCell(doc, aceptadoText(aceptacion.dia, aceptacion.nombre), below + 12, {
      x: 300,
      width: 245,
      align: 'right',
      bold: true,
    });
  }
  writeFooters(doc, quote.number);
  doc.end();
  await ended;
  return Buffer.concat(chunks);
}
