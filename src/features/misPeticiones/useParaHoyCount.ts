import { skipToken } from '@reduxjs/toolkit/query';
import { useMemo } from 'react';
import { useAppSelector } from '../../app/hooks';
import { useToday } from '../../components/useToday';
import { selectCurrentUser } from '../auth';
import { avisosApi } from './avisosApi';
import { calendarDayOf } from './calendarDays';
import type { MisPeticionesCounts } from './badge';

const NONE: MisPeticionesCounts = { paraHoy: 0, mensajes: 0 };

/**
 * How many of the signed-in person's requests need following up today, and how many of the
 * customer's messages to them they have not read (the sidebar's badge): counted by the API, so
 * that no page but the board loads the taken list, and counted again when a change concerns them.
 * A failed count shows none (the page's own loads tell failures).
 */
export function useParaHoyCount(): MisPeticionesCounts {
  const email = useAppSelector(selectCurrentUser)?.email;
  const hoy = calendarDayOf(useToday());
  const { data } = avisosApi.useGetPeticionesAvisosQuery(email ? { email, hoy } : skipToken);
  return useMemo(() => (data ? { paraHoy: data.paraHoy, mensajes: data.mensajes } : NONE), [data]);
}
