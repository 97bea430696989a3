import { memo, useRef } from 'react';
import { Link } from '../../../components/Link';
import type { TableroPeticion } from '../../../../contract';
import { paths } from '../../../app/paths';
import { formatCents } from '../../../components/formatEuro';
import { formatCalendarDate } from '../../../components/formatDate';
import { nombreOf, pedidoItems } from '../../../components/peticion';
import { NO_VALUE } from '../../../components/text';
import { CARD_ID_ATTRIBUTE } from '../cardFocus';
import { CardMarks } from '../clienteMarks';
import { seguimientoDue, isParaHoy } from '../paraHoy';
import { MOTIVO_LABELS } from '../etapaLabels';
import { countdownText, OVERDUE_TEXT } from './cardTexts';
import { useCardDrag } from './useTableroDrag';

type TableroCardProps = {
  peticion: TableroPeticion;
  /** YYYY-MM-DD on the viewer's calendar. */
  today: string;
  /** `Todo el equipo`: the card names who has it. */
  showAssignee: boolean;
  /** The board's view, kept in the dialog's address. */
  search: string;
};

/**
 * One taken request on the board: who, what, for when, the latest quote and the next follow-up.
 * The customer's name is the link to the request's dialog; the whole card answers to it, and is
 * dragged to another column by its assignee (the link itself is not dragged: the card is).
 * Memoised on the request object: a change elsewhere on the board does not render it again.
 */
export const TableroCard = memo(function TableroCard({
  peticion,
  today,
  showAssignee,
  search,
}: TableroCardProps) {
  const countdown = countdownText(today, peticion.fecha_evento);
  const overdue = isParaHoy(peticion, today) && seguimientoDue(peticion, today) === 'overdue';
  const quote = peticion.ultimoPresupuesto;
  const ref = useRef<HTMLLIElement>(null);
  useCardDrag(ref, peticion);
  return (
    <li ref={ref} className={overdue ? 'pipeline-card pipeline-card--overdue' : 'pipeline-card'}>
      <Link
        className="pipeline-card__link"
        draggable={false}
        to={{ pathname: paths.miPeticion(peticion.id), search }}
        state={{ fromBoard: true }}
        {...{ [CARD_ID_ATTRIBUTE]: String(peticion.id) }}
      >
        {nombreOf(peticion) ?? `Petición ${peticion.id}`}
      </Link>
      <CardMarks peticion={peticion} />
      <p className="pipeline-card__pedido">{pedidoItems(peticion.peticiones)[0] ?? NO_VALUE}</p>
      <p>
        <time dateTime={peticion.fecha_evento}>{formatCalendarDate(peticion.fecha_evento)}</time>
        {countdown ? <span className="pipeline-card__countdown"> · {countdown}</span> : null}
      </p>
      {quote ? <p>Presupuesto: {formatCents(quote.totalCents)}</p> : null}
      {peticion.proximoSeguimiento ? (
        <p>
          Seguimiento: {formatCalendarDate(peticion.proximoSeguimiento)}
          {overdue ? <strong className="pipeline-card__overdue"> · {OVERDUE_TEXT}</strong> : null}
        </p>
      ) : null}
      {peticion.perdida ? <p>Motivo: {MOTIVO_LABELS[peticion.perdida.motivo]}</p> : null}
      {showAssignee ? <p className="pipeline-card__asignado">{peticion.asignado}</p> : null}
    </li>
  );
});
