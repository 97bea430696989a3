import { ORIGENES } from '../../../../contract';
import { ORIGEN_LABELS } from '../../../components/origenLabels';
import type { useTableroView } from './useTableroView';

type TableroFiltersProps = {
  view: ReturnType<typeof useTableroView>;
  /** Everyone who has a taken request (offered with `Todo el equipo`). */
  assignees: readonly string[];
};

/** `Todo el equipo` in the assignee filter: nobody chosen, everyone's requests. */
export const WHOLE_TEAM = 'Todo el equipo';

/**
 * Which of the requests shown: one colleague's (among everyone's), the event's days, the channel
 * they came through. Each is kept in the address (useTableroView).
 */
export function TableroFilters({ view, assignees }: TableroFiltersProps) {
  // A colleague named in the address who has nothing now is still the choice shown.
  const people =
    view.asignado && !assignees.includes(view.asignado) ? [...assignees, view.asignado] : assignees;
  return (
    <>
      {view.team ? (
        <label className="board-filter">
          Asignado
          <select value={view.asignado ?? ''} onChange={(e) => view.setAsignado(e.target.value)}>
            <option value="">{WHOLE_TEAM}</option>
            {people.map((email) => (
              <option key={email} value={email}>
                {email}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      <label className="board-filter">
        Evento desde
        <input
          type="date"
          value={view.desde ?? ''}
          max={view.hasta}
          onChange={(e) => view.setDesde(e.target.value)}
        />
      </label>
      <label className="board-filter">
        Evento hasta
        <input
          type="date"
          value={view.hasta ?? ''}
          min={view.desde}
          onChange={(e) => view.setHasta(e.target.value)}
        />
      </label>
      <label className="board-filter">
        Origen
        <select value={view.origen ?? ''} onChange={(e) => view.setOrigen(e.target.value)}>
          <option value="">Todos</option>
          {ORIGENES.map((origen) => (
            <option key={origen} value={origen}>
              {ORIGEN_LABELS[origen]}
            </option>
          ))}
        </select>
      </label>
    </>
  );
}
