import { useCallback, useMemo, useRef, useState } from 'react';
import { discountLabel, formatCalendarDate, type Presupuesto } from '../../../../contract';
import { isRepeatClick } from '../../../components/isRepeatClick';
import { NO_VALUE } from '../../../components/text';
import { notify } from '../../../services/notify';
import { isDroppedWithSession } from '../../../services/sessionEnd';
import { useRecalcularPresupuestoMutation } from '../presupuestosApi';
import { discountAmountText, PresupuestoTotalsList } from '../PresupuestoFigures';
import type { PresupuestoPeticion } from '../presupuestoPeticion';
import { EnlaceCliente } from './EnlaceCliente';
import { PresupuestoSending } from './PresupuestoSending';
import { messageOf, savedPricing } from './savedPricing';
import { SavedPresupuestoLines } from './SavedPresupuestoLines';

export const RECALC_ERROR_MESSAGE = 'Error al recalcular el presupuesto';
export const PRICES_UNCHANGED_TEXT = 'Los precios no han cambiado.';

type SavedPresupuestoProps = {
  presupuesto: Presupuesto;
  request: PresupuestoPeticion;
  /** The business's trade name, which signs the message. */
  signature: string | null;
  onRecalculated: (presupuesto: Presupuesto) => void;
};

const day = (text: string) => formatCalendarDate(text) ?? NO_VALUE;

/** A saved quote, read-only from what it kept; a new version with today's prices; and sending it. */
export function SavedPresupuesto({
  presupuesto,
  request,
  signature,
  onRecalculated,
}: SavedPresupuestoProps) {
  const pricing = useMemo(() => savedPricing(presupuesto), [presupuesto]);
  const { totals } = pricing;
  const [recalcular, { isLoading }] = useRecalcularPresupuestoMutation();
  const sending = useRef(false);
  const [unchanged, setUnchanged] = useState(false);
  const [link, setLink] = useState<string | null>(null);
  const onLink = useCallback((url: string | null) => setLink(url), []);

  async function recalculate() {
    if (sending.current) return;
    sending.current = true;
    setUnchanged(false);
    const result = await recalcular(presupuesto);
    sending.current = false;
    if ('error' in result) {
      if (!isDroppedWithSession(result.error)) notify(RECALC_ERROR_MESSAGE);
      return;
    }
    // The API answers the very quote when today's prices are its own: no version was saved.
    if (result.data.id === presupuesto.id) setUnchanged(true);
    else onRecalculated(result.data);
  }

  return (
    <div className="saved-quote">
      <p className="quote-dates">
        <span>Precios del {day(presupuesto.preciosDel)}</span>
        <span>Válido hasta {day(presupuesto.validoHasta)}</span>
      </p>
      <div className="quote-lines-box">
        <SavedPresupuestoLines lines={presupuesto.snapshot.lines} priced={pricing.lines} />
      </div>
      <PresupuestoTotalsList
        totals={totals}
        ivaRate={totals.ivaRate}
        discount={
          totals.discount > 0 ? (
            <div>
              <dt>{discountLabel(totals.discountRate)}</dt>
              <dd>{discountAmountText(totals)}</dd>
            </div>
          ) : null
        }
      />
      {request.quotable && (
        <div className="quote-actions">
          <button
            type="button"
            disabled={isLoading}
            onClick={(event) => {
              if (!isRepeatClick(event)) void recalculate();
            }}
          >
            Recalcular con precios actuales
          </button>
          <span role="status">{unchanged ? PRICES_UNCHANGED_TEXT : ''}</span>
        </div>
      )}
      {!request.erased && (
        <EnlaceCliente
          presupuesto={presupuesto}
          mayShare={request.shareable ?? false}
          onLink={onLink}
        />
      )}
      <PresupuestoSending
        presupuesto={presupuesto}
        request={request}
        message={{ ...messageOf(presupuesto, pricing, signature), link }}
      />
    </div>
  );
}
