import { useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { paths } from '../../app/paths';
import { Loading } from '../../components/Loading';
import { ModalDialog } from '../../components/ModalDialog';
import { NO_VALUE } from '../../components/text';
import { PeticionDetails } from './PeticionDetails';
import { isFromList, returnFocusTo } from './peticionOpener';
import { useGetPeticionesSinAsignarQuery } from './peticionesApi';

export const TAKEN_MESSAGE = 'Esta petición ya no está sin asignar.';
export const NOT_FOUND_MESSAGE = 'No se ha encontrado la petición.';

/** /peticiones/{id}: the request's dialog over the list; a new id is a new dialog. */
export function PeticionDialogRoute() {
  const { id = '' } = useParams();
  return <PeticionDialog key={id} id={id} />;
}

/**
 * A modal dialog with every field of one request of the unassigned list. When the request leaves
 * the list while it is open (someone assigned it), the dialog keeps showing it and says so.
 * Escape and Cerrar go back to the list as it was; focus returns to the request's Ver button.
 */
function PeticionDialog({ id }: { id: string }) {
  const navigate = useNavigate();
  const location = useLocation();
  const { data, isLoading } = useGetPeticionesSinAsignarQuery();
  const current = useMemo(() => data?.find((peticion) => String(peticion.id) === id), [data, id]);
  const [lastSeen, setLastSeen] = useState(current);
  if (current && current !== lastSeen) setLastSeen(current);
  const shown = current ?? lastSeen;

  // Closed by any way (Cerrar, Escape, Back): the route unmounts this dialog.
  useEffect(() => () => returnFocusTo(id), [id]);

  const close = () => {
    // Opened from the list: back to that history entry. Opened from a link: the list, instead.
    if (isFromList(location.state)) void navigate(-1);
    else void navigate({ pathname: paths.home, search: location.search }, { replace: true });
  };

  return (
    <ModalDialog title={`Petición ${id || NO_VALUE}`} onClose={close}>
      {isLoading ? (
        <Loading />
      ) : shown ? (
        <>
          {current ? null : (
            <p className="modal-dialog__notice" role="status">
              {TAKEN_MESSAGE}
            </p>
          )}
          <PeticionDetails peticion={shown} canAssign={!!current} />
        </>
      ) : (
        <p role="status">{NOT_FOUND_MESSAGE}</p>
      )}
    </ModalDialog>
  );
}
