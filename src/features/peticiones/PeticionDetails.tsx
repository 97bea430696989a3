import { useLayoutEffect, useRef } from 'react';
import { Link } from '../../components/Link';
import { paths } from '../../app/paths';
import { focusIsLost } from '../../components/ModalDialog';
import type { ReceivedPeticion } from '../../components/peticion';
import { PeticionFields } from '../../components/PeticionFields';
import { AsignarButton } from './AsignarButton';

/** The link from a request taken in its dialog to the same request on the taken requests' board. */
export const MIS_PETICIONES_LINK = 'Ver en Mis peticiones';

type PeticionDetailsProps = {
  peticion: ReceivedPeticion;
  /** Offer Asignar (the request is still unassigned, or its Asignar call is running). */
  canAssign: boolean;
  /** The key the dialog reads the Asignar call's state and answer with. */
  assignKey: string;
  /** Taken here: its stage as staff call it, and the way to it on the board instead of Asignar. */
  takenStage?: string;
};

/** Every field of a request, then Asignar while it can still be taken (or, once taken here, the link to it). */
export function PeticionDetails({
  peticion,
  canAssign,
  assignKey,
  takenStage,
}: PeticionDetailsProps) {
  const linkRef = useRef<HTMLAnchorElement>(null);
  const taken = takenStage !== undefined;
  useLayoutEffect(() => {
    // Asignar went with the request it took, and the focus with it: it goes to what comes next.
    const link = linkRef.current;
    if (taken && link && (focusIsLost() || document.activeElement === link.closest('dialog'))) {
      link.focus();
    }
  }, [taken]);
  return (
    <>
      <PeticionFields peticion={peticion} estado={takenStage} />
      {canAssign ? <AsignarButton id={peticion.id} fixedCacheKey={assignKey} /> : null}
      {taken ? (
        <p>
          <Link ref={linkRef} to={paths.miPeticion(peticion.id)}>
            {MIS_PETICIONES_LINK}
          </Link>
        </p>
      ) : null}
    </>
  );
}
