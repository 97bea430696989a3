import {
  formatQuantity,
  PRESUPUESTO_WORDS,
  type PricedLine,
  type PresupuestoLineSnapshot,
} from '../../../../contract';
import { FIGURE_HEADERS, LineFigureCells } from '../PresupuestoFigures';
import { PresupuestoLinesFrame } from '../PresupuestoLinesFrame';
import { tableLabel } from '../tableLabels';

const HEADERS = ['Vaso', 'Cantidad', 'Impresión', ...FIGURE_HEADERS];

type SavedPresupuestoLinesProps = {
  /** The lines as saved. */
  lines: readonly PresupuestoLineSnapshot[];
  /** Each line priced again from the rows it kept (none if it cannot be). */
  priced: readonly (PricedLine | null)[];
};

/** A saved quote's lines, read-only: the same figures as when it was made. */
export function SavedPresupuestoLines({ lines, priced }: SavedPresupuestoLinesProps) {
  return (
    <PresupuestoLinesFrame headers={HEADERS}>
      {lines.map((line, index) => (
        <tr
          key={index}
          className={priced[index]?.adjusted ? 'quote-line quote-line--adjusted' : 'quote-line'}
        >
          <td data-label="Vaso">{tableLabel(line.cup)}</td>
          <td data-label="Cantidad">{formatQuantity(line.quantity)}</td>
          <td data-label="Impresión">
            {line.print === null ? PRESUPUESTO_WORDS.noPrint : tableLabel(line.print)}
          </td>
          <LineFigureCells line={priced[index] ?? null} />
        </tr>
      ))}
    </PresupuestoLinesFrame>
  );
}
