import type { Etapa } from '../../../../contract';
import { etapaLabel } from '../etapaLabels';
import { TableroFilters } from './TableroFilters';
import type { TableroColumnData } from './tableroView';
import type { useTableroView } from './useTableroView';

type TableroToolbarProps = {
  view: ReturnType<typeof useTableroView>;
  /** On a phone: the columns, one of which is listed (chosen here). */
  stages?: readonly TableroColumnData[];
  /** Everyone who has a taken request. */
  assignees: readonly string[];
};

/** A button that stays pressed while its part of the view is on. */
function Toggle({ on, onChange, label }: { on: boolean; onChange: () => void; label: string }) {
  return (
    <button type="button" className="board-toggle" aria-pressed={on} onClick={onChange}>
      {label}
    </button>
  );
}

/** Whose requests, which of them, and on a phone which stage. */
export function TableroToolbar({ view, stages, assignees }: TableroToolbarProps) {
  return (
    <div className="board-toolbar">
      <div className="board-toolbar__vista" role="group" aria-label="Vista">
        <Toggle on={!view.team} onChange={() => view.setTeam(false)} label="Mías" />
        <Toggle on={view.team} onChange={() => view.setTeam(true)} label="Todo el equipo" />
      </div>
      <Toggle on={view.paraHoy} onChange={() => view.setParaHoy(!view.paraHoy)} label="Para hoy" />
      <Toggle
        on={view.perdidas}
        onChange={() => view.setPerdidas(!view.perdidas)}
        label="Ver perdidas"
      />
      <TableroFilters view={view} assignees={assignees} />
      {stages ? (
        <label className="board-toolbar__estado">
          Estado
          <select
            value={view.stage}
            onChange={(event) => view.setStage(event.target.value as Etapa)}
          >
            {stages.map((column) => (
              <option key={column.stage} value={column.stage}>
                {etapaLabel(column.stage)} ({column.peticiones.length})
              </option>
            ))}
          </select>
        </label>
      ) : null}
    </div>
  );
}
