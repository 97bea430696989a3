import type { ReceivedPeticion } from '../../components/peticion';
import { usePeticionOpener, VER_ID_ATTRIBUTE } from './peticionOpener';

/** Opens the request's dialog, at its own address. */
export function VerButton({ id }: { id: ReceivedPeticion['id'] }) {
  const open = usePeticionOpener();
  return (
    <button
      type="button"
      className="ver-button"
      {...{ [VER_ID_ATTRIBUTE]: String(id) }}
      onClick={() => open(id)}
    >
      Ver
    </button>
  );
}
