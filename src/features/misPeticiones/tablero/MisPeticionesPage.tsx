import { useEffect, useMemo, useRef } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useAppSelector } from '../../../app/hooks';
import { Loading } from '../../../components/Loading';
import { useNarrowScreen } from '../../../components/useNarrowScreen';
import { useToday } from '../../../components/useToday';
import { LOAD_ERROR_MESSAGE } from '../../../services/loadFailure';
import { notify } from '../../../services/notify';
import { isDroppedWithSession } from '../../../services/sessionEnd';
import { selectCurrentUser } from '../../auth';
import { NuevaPeticionButton } from '../nueva';
import { useGetPeticionesAsignadasQuery } from '../peticionesAsignadasApi';
import { calendarDayOf } from '../calendarDays';
import { TABLERO_HEADING_ATTRIBUTE } from '../cardFocus';
import { TableroColumn } from './TableroColumn';
import { TableroToolbar } from './TableroToolbar';
import { tableroColumns } from './tableroView';
import { useTableroView } from './useTableroView';
import './tablero.css';

const NO_ROWS: never[] = [];

/** A failed load alerts once (docs/messages.md); the badge's own loads alert nothing. */
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
  const { team, paraHoy, perdidas } = view;
  const columns = useMemo(
    () => tableroColumns(rows, { email, team, paraHoy, perdidas, today }),
    [rows, email, team, paraHoy, perdidas, today],
  );
  const shown = narrow ? columns.filter((column) => column.stage === view.stage) : columns;

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
          <TableroToolbar view={view} stages={narrow ? columns : undefined} />
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
        </>
      )}
      {/* The open request's dialog (/mis-peticiones/{id}), over the board. */}
      <Outlet />
    </section>
  );
}
