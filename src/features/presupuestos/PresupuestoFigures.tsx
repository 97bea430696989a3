// A quote's figures as staff read them, the same for the quote being written and a saved one: per
// line its parts, unit price, total, cost and margin; then the totals. Every amount is written by
// contract/moneyText.ts, so the screen, the PDF and the message agree to the character.
import type { ReactNode } from 'react';
import {
  formatAmount,
  formatPercent,
  formatUnitPrice,
  ivaLabel,
  PRESUPUESTO_WORDS,
  type PercentHundredths,
  type PricedLine,
  type PresupuestoTotals,
} from '../../../contract';
import { NO_VALUE } from '../../components/text';

/** `Vaso 0,145 € + Serigrafía 0,210 €`: where the tables' unit price comes from. */
export function partsText(line: PricedLine): string {
  const cup = `Vaso ${formatUnitPrice(line.cupPart)}`;
  return line.print === null ? cup : `${cup} + Serigrafía ${formatUnitPrice(line.printPart)}`;
}

/** `0,240 € (67,61 %)`; a price of 0 has no margin rate. */
export function marginText(line: PricedLine): string {
  const { unitMargin, marginRate } = line.staff;
  const rate = marginRate === null ? '' : ` (${formatPercent(marginRate)})`;
  return `${formatUnitPrice(unitMargin)}${rate}`;
}

export const ADJUSTED_MARK = 'Ajustado';
export const tablePriceText = (line: PricedLine) =>
  `Precio de tabla ${formatUnitPrice(line.tablePrice)}`;

/** The headers of a line's figures, after the line's own fields. */
export const FIGURE_HEADERS = ['Precio unidad', 'Importe', 'Coste', 'Margen'] as const;

/** A line's figures, one cell each (FIGURE_HEADERS); `—` while the line cannot be priced. */
export function LineFigureCells({ line }: { line: PricedLine | null }) {
  if (!line) {
    return FIGURE_HEADERS.map((header) => (
      <td key={header} className="quote-figure" data-label={header}>
        {NO_VALUE}
      </td>
    ));
  }
  return (
    <>
      <td className="quote-figure quote-unit-price" data-label={FIGURE_HEADERS[0]}>
        <strong>{formatUnitPrice(line.unitPrice)}</strong>
        {line.adjusted ? (
          <span className="quote-note">
            <span className="quote-adjusted">{ADJUSTED_MARK}</span> {tablePriceText(line)}
          </span>
        ) : (
          <span className="quote-note">{partsText(line)}</span>
        )}
      </td>
      <td className="quote-figure" data-label={FIGURE_HEADERS[1]}>
        {formatAmount(line.total)}
      </td>
      <td className="quote-figure" data-label={FIGURE_HEADERS[2]}>
        {formatUnitPrice(line.staff.unitCost)}
      </td>
      <td
        className={
          line.staff.unitMargin < 0
            ? 'quote-figure quote-margin quote-loss'
            : 'quote-figure quote-margin'
        }
        data-label={FIGURE_HEADERS[3]}
      >
        {marginText(line)}
      </td>
    </>
  );
}

const amount = (value: number | undefined) =>
  value === undefined ? NO_VALUE : formatAmount(value);

type TotalsListProps = {
  /** None while the quote cannot be priced: every amount shows `—`. */
  totals: PresupuestoTotals | null;
  ivaRate: PercentHundredths;
  /** The discount's row: its input in the quote being written, its rate in a saved one. */
  discount: ReactNode;
  /** Beside the VAT rate when the settings' rate cannot price a quote. */
  ivaNote?: ReactNode;
};

/** `Subtotal`, the discount, `Base imponible`, `IVA (21 %)`, `Total`. */
export function PresupuestoTotalsList({ totals, ivaRate, discount, ivaNote }: TotalsListProps) {
  return (
    <dl className="quote-totals" aria-label="Totales">
      <div>
        <dt>{PRESUPUESTO_WORDS.subtotal}</dt>
        <dd>{amount(totals?.subtotal)}</dd>
      </div>
      {discount}
      <div>
        <dt>{PRESUPUESTO_WORDS.base}</dt>
        <dd>{amount(totals?.base)}</dd>
      </div>
      <div>
        <dt>{ivaLabel(ivaRate)}</dt>
        <dd>
          {amount(totals?.iva)}
          {ivaNote}
        </dd>
      </div>
      <div className="quote-total">
        <dt>{PRESUPUESTO_WORDS.total}</dt>
        <dd>{amount(totals?.total)}</dd>
      </div>
    </dl>
  );
}

/** A discount's amount, as the customer reads it: `-12,34 €`. */
export const discountAmountText = (totals: PresupuestoTotals) => formatAmount(-totals.discount);
