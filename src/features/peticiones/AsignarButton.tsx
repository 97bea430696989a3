import { useAppSelector } from '../../app/hooks';
import { isRepeatClick } from '../../components/isRepeatClick';
import { selectCurrentUser } from '../auth';
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
 */
export function AsignarButton({ id, fixedCacheKey }: AsignarButtonProps) {
  const user = useAppSelector(selectCurrentUser);
  const [assign, { isLoading }] = useAssignPeticionMutation({ fixedCacheKey });
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
