import { useCallback, useEffect, useRef } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { paths } from '../../app/paths';
import { formatLongDate } from '../../components/formatDate';
import { Loading } from '../../components/Loading';
import { useToday } from '../../components/useToday';
import type { ReceivedPeticion } from '../../components/peticion';
import { PeticionCards } from './PeticionCards';
import { fromListState, PeticionOpenerContext } from './peticionOpener';
import { useGetPeticionesSinAsignarQuery } from './peticionesApi';
import { downloadCsv } from './peticionesCsv';
import { PeticionesTable } from './PeticionesTable';
import { PeticionesToolbar } from './PeticionesToolbar';
import { useNarrowScreen } from '../../components/useNarrowScreen';
import { NuevaPeticionButton } from '../misPeticiones';
import { usePeticionesView } from './usePeticionesView';
import './peticiones.css';

const NO_ROWS: never[] = [];

/** Opens a request's dialog at its address, keeping the list's search, filters and order. */
function useOpener() {
  const navigate = useNavigate();
  const { search } = useLocation();
  const searchRef = useRef(search);
  useEffect(() => {
    searchRef.current = search;
  }, [search]);
  return useCallback(
    (id: ReceivedPeticion['id']) =>
      void navigate(
        { pathname: paths.peticion(id), search: searchRef.current },
        { state: fromListState() },
      ),
    [navigate],
  );
}

export function PeticionesPage() {
  const today = useToday();
  const { data, isLoading, isError } = useGetPeticionesSinAsignarQuery(undefined, {
    refetchOnMountOrArgChange: true,
    // Back at the window, or back online: the list is loaded again (the events stream may have
    // missed changes while the computer slept or the network was down).
    refetchOnFocus: true,
    refetchOnReconnect: true,
  });
  const peticiones = isError ? NO_ROWS : (data ?? NO_ROWS);
  const view = usePeticionesView(peticiones);
  const narrow = useNarrowScreen();
  const open = useOpener();
  const { shown } = view;
  const exportCsv = useCallback(() => downloadCsv(shown), [shown]);
  return (
    <section className="peticiones-page">
      <h2>
        PETICIONES <time dateTime={today.toLocaleDateString('sv-SE')}>{formatLongDate(today)}</time>
      </h2>
      <NuevaPeticionButton />
      {isLoading ? (
        <Loading />
      ) : (
        <PeticionOpenerContext.Provider value={open}>
          <PeticionesToolbar
            query={view.query}
            onQuery={view.setQuery}
            estado={view.estado}
            estados={view.estados}
            onEstado={view.setEstado}
            pais={view.pais}
            paises={view.paises}
            onPais={view.setPais}
            shown={shown.length}
            total={view.total}
            onExport={exportCsv}
          />
          {narrow ? (
            <PeticionCards peticiones={shown} />
          ) : (
            <PeticionesTable
              peticiones={shown}
              sort={view.sort}
              onSort={view.toggleSort}
              viewKey={view.key}
            />
          )}
        </PeticionOpenerContext.Provider>
      )}
      {/* The open request's dialog (/peticiones/{id}), over the list. */}
      <Outlet />
    </section>
  );
}
