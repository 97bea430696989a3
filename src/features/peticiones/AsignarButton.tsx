import { useAppSelector } from '../../app/hooks';
import { selectCurrentUser } from '../auth/authSlice';
import type { Peticion } from './peticion';
import { useAssignPeticionMutation } from './peticionesApi';

/** Assigns the request to the signed-in staff member; disabled while its call runs (no double send). */
export function AsignarButton({ id }: { id: Peticion['id'] }) {
  const user = useAppSelector(selectCurrentUser);
  const [assign, { isLoading }] = useAssignPeticionMutation();
  return (
    <button
      type="button"
      disabled={isLoading || !user}
      onClick={() => {
        if (user) void assign({ id, asignado: user.email });
      }}
    >
      Asignar
    </button>
  );
}
