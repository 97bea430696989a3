import { useAppSelector } from '../../app/hooks';
import { isRepeatClick } from '../../components/isRepeatClick';
import { selectCurrentUser, useCan } from '../auth';
import type { ReceivedPeticion } from '../../components/peticion';
import { useAssignPeticionMutation } from './peticionesApi';

type AsignarButtonProps = {
  id: ReceivedPeticion['id'];
  /** Shares the call's state and answer with whoever reads the same key (the request's dialog). */
  fixedCacheKey?: string;
};

/**
 * Assigns the request to the signed-in staff member. Disabled while its call runs, and deaf to the
 * second click of a double click, which would otherwise land on the next row once this one leaves.
 * Not offered to a role that may not take requests (contract/permissions.ts: today every staff may).
 */
export function AsignarButton({ id, fixedCacheKey }: AsignarButtonProps) {
  const user = useAppSelector(selectCurrentUser);
  const [assign, { isLoading }] = useAssignPeticionMutation({ fixedCacheKey });
  const mayTake = useCan('takePeticion');
  if (!mayTake) return null;
  return (
    <button
      type="button"
      disabled={isLoading || !user}
      onClick={(event) => {
        if (user && !isRepeatClick(event)) void assign({ id, asignado: user.email });
      }}
    >
      Asignar
    </button>
  );
}
