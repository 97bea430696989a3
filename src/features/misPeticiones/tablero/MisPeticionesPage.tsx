import { useEffect, useMemo, useRef } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useAppSelector } from '../../../app/hooks';
import { Loading } from '../../../components/Loading';
import { useNarrowScreen } from '../../../components/useNarrowScreen';
import { useToday } from '../../../components/useToday';
import { LOAD_ERROR_MESSAGE } from '../../../services/loadFailure';
import { notify } from '../../../services/notify';
import { isDroppedWithSession } from '../../../services/sessionEnd';
import { selectCurrentUser, useCanFor } from '../../auth';
import { NuevaPeticionButton } from '../nueva';
import { ActionError } from '../writes';
import { useGetPeticionesAsignadasQuery } from '../peticionesAsignadasApi';
import { calendarDayOf } from '../calendarDays';
import { TABLERO_HEADING_ATTRIBUTE } from '../cardFocus';
import { MayDragContext } from './cardDrag';
import { TableroColumn } from './TableroColumn';
import { TableroInformeFilter } from './TableroInformeFilter';
import { TableroLossDialog } from './TableroLossDialog';
import { TableroToolbar } from './TableroToolbar';
import { assigneesOf, tableroColumns } from './tableroView';
import { useDropMove } from './useDropMove';
import { useTableroView } from './useTableroView';
import './tablero.css';

const NO_ROWS: never[] = [];
const NO_DRAG = () => false;

/** A failed load alerts once (docs/messages.md). */
function useAlertOnFailure(error: unknown) {
  const alerted = useRef<unknown>(undefined);
  useEffect(() => {
    if (!error || alerted.current === error || isDroppedWithSession(error)) return;
    alerted.current = error;
    notify(LOAD_ERROR_MESSAGE);
  }, [error]);
}

/**
 * /mis-peticiones: the taken requests as a board, one column per stage. On a phone one stage at a
 * time, chosen above the list. The dialog of one request (/mis-peticiones/{id}) opens over it.
 */
export function MisPeticionesPage() {
  const email = useAppSelector(selectCurrentUser)?.email;
  const today = calendarDayOf(useToday());
  const { data, isLoading, error } = useGetPeticionesAsignadasQuery(undefined, {
    // As the requests list: loaded afresh each time the page is opened, and again back at the
    // window or back online (a stream given up may have missed changes).
    refetchOnMountOrArgChange: true,
    refetchOnFocus: true,
    refetchOnReconnect: true,
  });
  useAlertOnFailure(error);
  const view = useTableroView();
  const narrow = useNarrowScreen();
  const { search } = useLocation();
  const rows = error ? NO_ROWS : (data ?? NO_ROWS);
  const { team, paraHoy, perdidas, asignado, desde, hasta, origen, informe } = view;
  const columns = useMemo(
    () =>
      tableroColumns(rows, {
        email,
        team,
        paraHoy,
        perdidas,
        today,
        asignado,
        desde,
        hasta,
        origen,
        informe,
      }),
    [rows, email, team, paraHoy, perdidas, today, asignado, desde, hasta, origen, informe],
  );
  // Read only when the filter is offered: a move changes the list, not who has requests.
  const assignees = useMemo(() => (team ? assigneesOf(rows) : NO_ROWS), [team, rows]);
  const shown = narrow ? columns.filter((column) => column.stage === view.stage) : columns;
  // Cards are dragged between columns side by side: not on a phone, where one column shows.
  const canMove = useCanFor('movePeticion');
  const drop = useDropMove(rows);

  return (
    <section className="pipeline-page">
      <h2 tabIndex={-1} {...{ [TABLERO_HEADING_ATTRIBUTE]: '' }}>
        Mis peticiones
      </h2>
      <NuevaPeticionButton />
      {isLoading ? (
        <Loading />
      ) : (
        <>
          <TableroToolbar view={view} stages={narrow ? columns : undefined} assignees={assignees} />
          {informe ? (
            <TableroInformeFilter
              filter={informe}
              count={columns.reduce((sum, column) => sum + column.peticiones.length, 0)}
              onClear={view.clearInforme}
            />
          ) : null}
          <ActionError message={drop.message} />
          <MayDragContext value={narrow ? NO_DRAG : canMove}>
            <div className={narrow ? 'board board--one' : 'board'}>
              {shown.map((column) => (
                <TableroColumn
                  key={column.stage}
                  stage={column.stage}
                  peticiones={column.peticiones}
                  today={today}
                  showAssignee={team}
                  search={search}
                />
              ))}
            </div>
          </MayDragContext>
          {drop.losing ? <TableroLossDialog peticion={drop.losing} onEnd={drop.endLoss} /> : null}
        </>
      )}
      {/* The open request's dialog (/mis-peticiones/{id}), over the board. */}
      <Outlet />
    </section>
  );
}
