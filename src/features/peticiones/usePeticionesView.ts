import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { NavigationType, useLocation, useNavigationType, useSearchParams } from 'react-router-dom';
import type { ReceivedPeticion } from '../../components/peticion';
import { columnByHeader } from './peticionColumns';
import {
  distinctValues,
  filterPeticiones,
  formatOrden,
  nextSort,
  parseOrden,
  sortPeticiones,
} from './peticionesView';
import { warmSearchTexts } from './warmSearch';

type Param = 'q' | 'estado' | 'pais' | 'orden';

/** How long after the last keystroke in Buscar the address takes the search. */
const ADDRESS_DELAY_MS = 300;

/**
 * The view of the requests that the address holds (`?q=&estado=&pais=&orden=`), so that a reload or
 * a shared link shows the same one. The search box answers each keystroke at once and the address
 * follows it, replaced rather than pushed. Filtering 10,000 requests is a substring scan over texts
 * computed once per request, so the rows follow in the keystroke's own render.
 */
export function usePeticionesView(peticiones: readonly ReceivedPeticion[]) {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigationType = useNavigationType();
  const urlQuery = params.get('q') ?? '';
  const estado = params.get('estado') ?? '';
  const pais = params.get('pais') ?? '';
  const orden = params.get('orden');

  // What the box shows; it takes the address's value again when Back or Forward changed it.
  const [query, setQueryText] = useState(urlQuery);
  const [seenKey, setSeenKey] = useState(location.key);
  if (seenKey !== location.key) {
    setSeenKey(location.key);
    if (navigationType === NavigationType.Pop && query !== urlQuery) setQueryText(urlQuery);
  }

  // The address follows the box once typing pauses: a navigation re-renders every route above the
  // list, which the keystroke's own frame should not pay for. A search still waiting goes into the
  // address with the next filter or sort, so Back never loses it.
  const addressTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const pendingQuery = useRef<string | undefined>(undefined);
  useEffect(() => () => clearTimeout(addressTimer.current), []);

  const setParam = useCallback(
    (name: Param, value: string, replace: boolean) => {
      clearTimeout(addressTimer.current);
      const query = pendingQuery.current;
      pendingQuery.current = undefined;
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          const changes: [Param, string][] = query === undefined ? [] : [['q', query]];
          for (const [param, text] of [...changes, [name, value] as [Param, string]]) {
            if (text) next.set(param, text);
            else next.delete(param);
          }
          return next;
        },
        // A filter or a sort shows in the click's own frame; typing leaves the address for later.
        { replace, preventScrollReset: true, flushSync: !replace },
      );
    },
    [setParams],
  );

  const setQuery = useCallback(
    (text: string) => {
      setQueryText(text);
      clearTimeout(addressTimer.current);
      pendingQuery.current = text;
      addressTimer.current = setTimeout(() => setParam('q', text, true), ADDRESS_DELAY_MS);
    },
    [setParam],
  );
  const setEstado = useCallback((value: string) => setParam('estado', value, false), [setParam]);
  const setPais = useCallback((value: string) => setParam('pais', value, false), [setParam]);

  const sort = useMemo(() => parseOrden(orden), [orden]);
  const toggleSort = useCallback(
    (header: string) => {
      const column = columnByHeader(header);
      if (column) setParam('orden', formatOrden(nextSort(sort, column)), false);
    },
    [setParam, sort],
  );

  // Rows keep their identity when the list changes: only new requests are computed again.
  useEffect(() => warmSearchTexts(peticiones), [peticiones]);
  const sorted = useMemo(() => sortPeticiones(peticiones, sort), [peticiones, sort]);
  const shown = useMemo(
    () => filterPeticiones(sorted, { q: query, estado, pais }),
    [sorted, query, estado, pais],
  );
  const estados = useMemo(() => distinctValues(peticiones, 'estado'), [peticiones]);
  const paises = useMemo(() => distinctValues(peticiones, 'pais'), [peticiones]);

  return {
    /** Changes with the search, a filter or the order; not with the list's rows. */
    key: JSON.stringify([query, estado, pais, orden]),
    query,
    setQuery,
    estado,
    setEstado,
    pais,
    setPais,
    sort,
    toggleSort,
    shown,
    total: peticiones.length,
    estados,
    paises,
  };
}
