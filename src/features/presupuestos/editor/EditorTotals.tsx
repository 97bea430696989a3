import { memo, type Dispatch } from 'react';
import { percentToHundredths, type PresupuestoTotals } from '../../../../contract';
import { NumberCell } from '../../../components/NumberCell';
import { discountAmountText, PresupuestoTotalsList } from '../PresupuestoFigures';
import type { EditorAction } from './editorState';

export const DISCOUNT_LABEL = 'Descuento (%)';

type EditorTotalsProps = {
  totals: PresupuestoTotals | null;
  ivaPercent: number;
  discount: string;
  discountMark: string | undefined;
  ivaMark: string | undefined;
  dispatch: Dispatch<EditorAction>;
};

/** The totals of the quote being written, with its discount's input. */
export const EditorTotals = memo(function EditorTotals({
  totals,
  ivaPercent,
  discount,
  discountMark,
  ivaMark,
  dispatch,
}: EditorTotalsProps) {
  return (
    <PresupuestoTotalsList
      totals={totals}
      ivaRate={percentToHundredths(ivaPercent)}
      discount={
        <div className="quote-discount">
          <dt>{DISCOUNT_LABEL}</dt>
          <dd>
            <NumberCell
              label={DISCOUNT_LABEL}
              value={discount}
              invalid={discountMark !== undefined}
              invalidText={discountMark}
              onValueChange={(text) => dispatch({ type: 'discountTyped', text })}
            />
            {totals && totals.discount > 0 ? (
              <span className="quote-discount-amount">{discountAmountText(totals)}</span>
            ) : null}
          </dd>
        </div>
      }
      ivaNote={ivaMark && <span className="invalid-text">{ivaMark}</span>}
    />
  );
});
