import { skipToken } from '@reduxjs/toolkit/query/react';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Loading } from '../../components/Loading';
import { useToday } from '../../components/useToday';
import { useAppSelector } from '../../app/hooks';
import { selectCurrentUser, useCan } from '../auth';
import { InformeFigure } from './InformeFigure';
import { informeFigures } from './informeFigures';
import { InformesToolbar } from './InformesToolbar';
import { readView } from './informePeriod';
import { useGetInformeQuery } from './informesApi';
import './informes.css';

export const LOAD_FAILED_TEXT = 'No se han podido cargar los informes.';
export const NO_PERIOD_TEXT = 'Elige las fechas: Desde no puede ser posterior a Hasta.';

/**
 * /informes: the figures of a period, the team's or one person's (Personal: their own), each a
 * table with its bars, its CSV and a link to the requests it counts (docs/screens.md).
 */
export function InformesPage() {
  const team = useCan('readTeamInformes');
  const me = useAppSelector(selectCurrentUser)?.email ?? null;
  const today = useToday();
  const [params, setParams] = useSearchParams();
  const view = readView(params, today, team);
  const { data, isError, isFetching } = useGetInformeQuery(view.query ?? skipToken);

  const change = useCallback(
    (name: string, value: string) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        if (value === '') next.delete(name);
        else next.set(name, value);
        if (name === 'periodo' && value !== 'rango') {
          next.delete('desde');
          next.delete('hasta');
        }
        return next;
      }),
    [setParams],
  );

  const figures = useMemo(
    () => (data ? informeFigures(data, { team, persona: team ? data.usuario : me }) : []),
    [data, team, me],
  );

  return (
    <section className="informes-page" aria-busy={isFetching}>
      <h2>Informes</h2>
      {team ? null : <p className="informes-page__whose">Tus peticiones</p>}
      <InformesToolbar view={view} team={team} onChange={change} />
      {view.query === null ? (
        <p role="status">{NO_PERIOD_TEXT}</p>
      ) : data ? (
        <div className="informes-figures">
          {figures.map((figure) => (
            <InformeFigure key={figure.id} figure={figure} period={data} />
          ))}
        </div>
      ) : isError ? (
        <p role="status">{LOAD_FAILED_TEXT}</p>
      ) : (
        <Loading />
      )}
    </section>
  );
}
