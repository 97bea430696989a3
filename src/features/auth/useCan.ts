import type { Action, RequestHolder } from '../../../contract';
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
