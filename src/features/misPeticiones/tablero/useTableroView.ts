import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  FIRST_ETAPA,
  isEtapa,
  isOrigen,
  LOST_ETAPA,
  type Etapa,
  type Origen,
} from '../../../../contract';
import { INFORME_FILTER_PARAMS, readInformeFilter } from './informeFilter';

/** A calendar day as a date field gives it; anything else in the address is not a filter. */
const dayOf = (value: string | null) =>
  value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined;

/**
 * The board's view as the address holds it, so that a reload or a shared link shows it again:
 * `vista=equipo` (else `Mías`) and with it `asignado=` (one colleague's), `hoy=1` (`Para hoy`),
 * `perdidas=1` (`Ver perdidas`), `desde=` and `hasta=` (the event's days), `origen=` (the
 * channel), on a phone `estado=` (the stage listed), and what a figure of Informes counts
 * (informeFilter.ts). Each change is a step Back undoes; a
 * value the board cannot read is no filter.
 */
export function useTableroView() {
  const [params, setParams] = useSearchParams();
  const team = params.get('vista') === 'equipo';
  const paraHoy = params.get('hoy') === '1';
  const perdidas = params.get('perdidas') === '1';
  const asignado = (team && params.get('asignado')) || undefined;
  const desde = dayOf(params.get('desde'));
  const hasta = dayOf(params.get('hasta'));
  const origenAsked = params.get('origen');
  const origen: Origen | undefined = isOrigen(origenAsked) ? origenAsked : undefined;
  const asked = params.get('estado');
  // A lost stage asked for while lost requests are hidden falls back to the first column.
  const stage: Etapa = isEtapa(asked) && (asked !== LOST_ETAPA || perdidas) ? asked : FIRST_ETAPA;
  // One object per address, so that the board's columns are computed again only when it changes.
  const informeKey = INFORME_FILTER_PARAMS.map((name) => params.get(name) ?? '').join('\n');
  // eslint-disable-next-line react-hooks/exhaustive-deps -- informeKey is what the filter reads
  const informe = useMemo(() => readInformeFilter(params), [informeKey]);

  const set = useCallback(
    (changes: Record<string, string | null>) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [name, value] of Object.entries(changes)) {
            if (value === null) next.delete(name);
            else next.set(name, value);
          }
          return next;
        },
        // Shown in the click's own frame: the toolbar's buttons say at once what is on.
        { preventScrollReset: true, flushSync: true },
      ),
    [setParams],
  );

  return {
    team,
    paraHoy,
    perdidas,
    stage,
    asignado,
    desde,
    hasta,
    origen,
    informe,
    // `Mías` forgets the colleague chosen among everyone's.
    setTeam: useCallback(
      (on: boolean) => set(on ? { vista: 'equipo' } : { vista: null, asignado: null }),
      [set],
    ),
    setAsignado: useCallback((email: string) => set({ asignado: email || null }), [set]),
    setDesde: useCallback((day: string) => set({ desde: day || null }), [set]),
    setHasta: useCallback((day: string) => set({ hasta: day || null }), [set]),
    setOrigen: useCallback((value: string) => set({ origen: value || null }), [set]),
    setParaHoy: useCallback((on: boolean) => set({ hoy: on ? '1' : null }), [set]),
    setPerdidas: useCallback((on: boolean) => set({ perdidas: on ? '1' : null }), [set]),
    clearInforme: useCallback(
      () => set(Object.fromEntries(INFORME_FILTER_PARAMS.map((name) => [name, null]))),
      [set],
    ),
    setStage: useCallback(
      (value: Etapa) => set({ estado: value === FIRST_ETAPA ? null : value }),
      [set],
    ),
  };
}
