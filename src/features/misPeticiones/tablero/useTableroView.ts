import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { FIRST_ETAPA, isEtapa, LOST_ETAPA, type Etapa } from '../../../../contract';

/**
 * The board's view as the address holds it, so that a reload or a shared link shows it again:
 * `vista=equipo` (else `Mías`), `hoy=1` (`Para hoy`), `perdidas=1` (`Ver perdidas`) and, on a
 * phone, `estado=` (the stage listed). Each change is a step Back undoes.
 */
export function useTableroView() {
  const [params, setParams] = useSearchParams();
  const team = params.get('vista') === 'equipo';
  const paraHoy = params.get('hoy') === '1';
  const perdidas = params.get('perdidas') === '1';
  const asked = params.get('estado');
  // A lost stage asked for while lost requests are hidden falls back to the first column.
  const stage: Etapa = isEtapa(asked) && (asked !== LOST_ETAPA || perdidas) ? asked : FIRST_ETAPA;

  const set = useCallback(
    (name: string, value: string | null) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value === null) next.delete(name);
          else next.set(name, value);
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
    setTeam: useCallback((on: boolean) => set('vista', on ? 'equipo' : null), [set]),
    setParaHoy: useCallback((on: boolean) => set('hoy', on ? '1' : null), [set]),
    setPerdidas: useCallback((on: boolean) => set('perdidas', on ? '1' : null), [set]),
    setStage: useCallback(
      (value: Etapa) => set('estado', value === FIRST_ETAPA ? null : value),
      [set],
    ),
  };
}
