// What a paste says about the values it did not put in the table (docs/messages.md, "Texts on
// the page"): none is dropped without a word.
import type { PastePlan, SkippedColumn } from './pasteBlock';

/** Why a column takes no pasted value: the Mark-up is worked out from Coste, Q Cajas is shown only. */
const reasonOf = ({ column }: SkippedColumn) =>
  column.kind === 'markup'
    ? `la columna ${column.header} se calcula sola`
    : `la columna ${column.header} no se puede editar`;

export const skippedNotice = (skipped: SkippedColumn) =>
  skipped.count === 1
    ? `1 valor no se pegó: ${reasonOf(skipped)}.`
    : `${skipped.count} valores no se pegaron: ${reasonOf(skipped)}.`;

export const outsideNotice = (outside: number) =>
  outside === 1
    ? 'Se ha ignorado 1 celda fuera de la tabla.'
    : `Se han ignorado ${outside} celdas fuera de la tabla.`;

/** The notice after a paste, or undefined when every value of the block was pasted. */
export function pasteNotice(plan: Pick<PastePlan, 'skipped' | 'outside'>): string | undefined {
  const notices = plan.skipped.map(skippedNotice);
  if (plan.outside > 0) notices.push(outsideNotice(plan.outside));
  return notices.length ? notices.join(' ') : undefined;
}
