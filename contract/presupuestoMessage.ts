// The text that sends a quote by WhatsApp or e-mail: a greeting, the lines, the total with VAT,
// the validity and the number, in the words of the PDF (presupuestoWording.ts).
import { formatCalendarDate } from './calendarDate';
import { isErasedText } from './clienteDatos';
import type { ClientePresupuesto, ClientePresupuestoLine } from './clientePresupuesto';
import { formatAmount, formatQuantity, formatUnitPrice } from './moneyText';
import { discountLabel, ivaLabel, PRESUPUESTO_WORDS, validUntilText } from './presupuestoWording';

export type PresupuestoMessageInput = ClientePresupuesto & {
  /** Who signs the message: the business's trade name; none leaves the signature out. */
  readonly signature?: string | null;
  /** The customer's link to the quote: given, the message is short and points there. */
  readonly link?: string | null;
};

/** A name written across lines or with runs of spaces reads as one line. */
const oneLine = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();

function lineText(line: ClientePresupuestoLine): string {
  const print = line.printLabel === null ? 'sin impresión' : `con ${line.printLabel}`;
  const prices = `${formatUnitPrice(line.unitPrice)} / ud. = ${formatAmount(line.total)}`;
  return `- ${formatQuantity(line.quantity)} × ${line.cupLabel} ${print}: ${prices}`;
}

/** The greeting: the customer by name, or nobody when the name was erased (`Hola:`). */
function greeting(quote: PresupuestoMessageInput): string {
  const name = isErasedText(quote.customerName) ? '' : oneLine(quote.customerName);
  return name ? `Hola, ${name}:` : 'Hola:';
}

/**
 * With the customer's link: the greeting, the quote's number and total, and the link, where the
 * customer reads every line and accepts it.
 */
function shortMessage(quote: PresupuestoMessageInput, link: string): string {
  const signature = oneLine(quote.signature);
  return [
    greeting(quote),
    '',
    `Le enviamos el ${PRESUPUESTO_WORDS.title.toLowerCase()} ${quote.number}, ` +
      `${PRESUPUESTO_WORDS.total.toLowerCase()} con ${ivaLabel(quote.totals.ivaRate)}: ` +
      `${formatAmount(quote.totals.total)}.`,
    `Puede verlo y aceptarlo aquí: ${link}`,
    '',
    signature ? `Un saludo,\n${signature}` : 'Un saludo.',
  ].join('\n');
}

/**
 * The whole message, lines separated by \n (mailtoUrl turns them into CRLF). A name that was
 * erased greets nobody: `Hola:`. With the customer's link, the short one (shortMessage).
 */
export function presupuestoMessage(quote: PresupuestoMessageInput): string {
  if (quote.link) return shortMessage(quote, quote.link);
  const name = isErasedText(quote.customerName) ? '' : oneLine(quote.customerName);
  const event = quote.eventDate === null ? undefined : formatCalendarDate(quote.eventDate);
  const { totals } = quote;
  const signature = oneLine(quote.signature);
  return [
    name ? `Hola, ${name}:` : 'Hola:',
    '',
    `Le enviamos el ${PRESUPUESTO_WORDS.title.toLowerCase()} ${quote.number}` +
      (event ? ` para su evento del ${event}:` : ':'),
    '',
    ...quote.lines.map(lineText),
    '',
    ...(totals.discount > 0
      ? [`${discountLabel(totals.discountRate)}: ${formatAmount(-totals.discount)}`]
      : []),
    `${PRESUPUESTO_WORDS.total} con ${ivaLabel(totals.ivaRate)}: ${formatAmount(totals.total)}`,
    `${validUntilText(quote.validUntil)}.`,
    '',
    signature ? `Un saludo,\n${signature}` : 'Un saludo.',
  ].join('\n');
}
