import { useCallback } from 'react';
import { may, type Action, type RequestHolder } from '../../../contract';
import { useAppSelector } from '../../app/hooks';
import { selectMay } from './selectMay';

/**
 * Whether the signed-in person may do `action` (on `peticion`, for an action on a taken request):
 * what a screen asks before it offers the button or field that does it. It follows the role as
 * each new ID token gives it (contract/permissions.ts, docs/access.md "Roles").
 */
export function useCan(action: Action, peticion?: RequestHolder): boolean {
  return useAppSelector((state) => selectMay(state, action, peticion));
}

/**
 * useCan for a list of requests: one test, asked of each request as it is needed (a board's cards
 * ask as they are dragged), instead of one store subscription per request. It changes only when
 * the role or the account does.
 */
export function useCanFor(action: Action): (peticion: RequestHolder) => boolean {
  const role = useAppSelector((state) => state.auth.role);
  const email = useAppSelector((state) => state.auth.user?.email);
  return useCallback(
    (peticion: RequestHolder) => role !== null && may(action, { rol: role, email }, peticion),
    [action, role, email],
  );
}
