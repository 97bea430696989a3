import { useMemo } from 'react';
import { useMatch } from 'react-router-dom';
import { useAppSelector } from '../../app/hooks';
import { paths } from '../../app/paths';
import { useToday } from '../../components/useToday';
import { selectCurrentUser } from '../auth';
import { peticionesAsignadasApi } from './peticionesAsignadasApi';
import { calendarDayOf } from './calendarDays';
import { countParaHoy } from './paraHoy';
import type { MisPeticionesCounts } from './badge';
import { countMensajesSinLeer } from './clienteMarks';

const list = peticionesAsignadasApi.endpoints.getPeticionesAsignadas;

const NONE: MisPeticionesCounts = { paraHoy: 0, mensajes: 0 };

/**
 * How many of the signed-in person's requests need following up today, and how many of the
 * customer's messages to them they have not read (the sidebar's badge). The
 * list it counts is the board's, kept in the cache and live while anyone shows it. On the board
 * (and its dialog) the board holds the list and the count only reads it: a second holder arriving
 * after a failed load would ask for it again, and the board would tell the failure twice.
 */
export function useParaHoyCount(): MisPeticionesCounts {
  const email = useAppSelector(selectCurrentUser)?.email;
  const today = calendarDayOf(useToday());
  const onBoard = useMatch(paths.misPeticiones) !== null;
  const onBoardDialog = useMatch(`${paths.misPeticiones}/:id`) !== null;
  list.useQuerySubscription(undefined, { skip: !email || onBoard || onBoardDialog });
  const { data } = list.useQueryState(undefined);
  return useMemo(
    () =>
      data
        ? { paraHoy: countParaHoy(data, email, today), mensajes: countMensajesSinLeer(data, email) }
        : NONE,
    [data, email, today],
  );
}
