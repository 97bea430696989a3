import { memo, useDeferredValue, useId, useMemo, useRef, useState } from 'react';
import { formatCents } from '../../../components/formatEuro';
import { MostrarMas } from '../../../components/MostrarMas';
import type { TableroPeticion, Etapa } from '../../../../contract';
import { etapaLabel } from '../etapaLabels';
import { TableroCard } from './TableroCard';
import { quotesTotalCents } from './tableroView';
import { useColumnDrop } from './useTableroDrag';

/** Cards a column shows at first and adds with each Mostrar más: never thousands at once. */
export const COLUMN_PAGE = 50;

/**
 * Cards a column first paints: more than a screen holds. The rest of its page follows at once, in
 * a render of its own that does not hold up that first paint (the board's data → painted budget).
 */
export const FIRST_PAINT_CARDS = 8;

type TableroColumnProps = {
  stage: Etapa;
  peticiones: readonly TableroPeticion[];
  today: string;
  showAssignee: boolean;
  search: string;
};

/**
 * One stage: its name and count and what its cards' latest quotes add up to, then its requests,
 * the first ones only until Mostrar más.
 */
export const TableroColumn = memo(function TableroColumn({
  stage,
  peticiones,
  today,
  showAssignee,
  search,
}: TableroColumnProps) {
  const headingId = useId();
  const [limit, setLimit] = useState(COLUMN_PAGE);
  const rendered = useDeferredValue(limit, FIRST_PAINT_CARDS);
  const shown = peticiones.length > rendered ? peticiones.slice(0, rendered) : peticiones;
  const total = useMemo(() => quotesTotalCents(peticiones), [peticiones]);
  const ref = useRef<HTMLElement>(null);
  const over = useColumnDrop(ref, stage);
  return (
    <section
      ref={ref}
      className={over ? 'board-column board-column--over' : 'board-column'}
      aria-labelledby={headingId}
    >
      <div className="board-column__header">
        <h3 id={headingId} className="board-column__heading">
          {etapaLabel(stage)} <span className="board-column__count">({peticiones.length})</span>
        </h3>
        <p className="board-column__total">Presupuestado: {formatCents(total)}</p>
      </div>
      {shown.length ? (
        <ul className="board-column__cards">
          {shown.map((peticion) => (
            <TableroCard
              key={peticion.id}
              peticion={peticion}
              today={today}
              showAssignee={showAssignee}
              search={search}
            />
          ))}
        </ul>
      ) : null}
      {peticiones.length > limit ? (
        <MostrarMas onMore={() => setLimit((current) => current + COLUMN_PAGE)} />
      ) : null}
    </section>
  );
});
