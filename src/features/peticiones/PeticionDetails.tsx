import type { ReceivedPeticion } from '../../components/peticion';
import { PeticionFields } from '../../components/PeticionFields';
import { AsignarButton } from './AsignarButton';

/** Every field of an unassigned request, then Asignar while it can still be taken. */
export function PeticionDetails({
  peticion,
  canAssign,
}: {
  peticion: ReceivedPeticion;
  canAssign: boolean;
}) {
  return (
    <>
      <PeticionFields peticion={peticion} />
      {canAssign ? <AsignarButton id={peticion.id} /> : null}
    </>
  );
}
