import { useMemo } from 'react';
import { useAppSelector } from '../../app/hooks';
import { useToday } from '../../components/useToday';
import { selectCurrentUser } from '../auth';
import { useGetPeticionesAsignadasQuery } from './asignadasApi';
import { calendarDayOf } from './calendarDays';
import { countParaHoy } from './paraHoy';

/**
 * How many of the signed-in person's requests need following up today (the sidebar's badge). The
 * list it counts is the board's, kept in the cache and live while anyone shows it.
 */
export function useParaHoyCount(): number {
  const email = useAppSelector(selectCurrentUser)?.email;
  const today = calendarDayOf(useToday());
  const { data } = useGetPeticionesAsignadasQuery(undefined, { skip: !email });
  return useMemo(() => (data ? countParaHoy(data, email, today) : 0), [data, email, today]);
}
