import { useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { ERASED_TEXT } from '../../../contract';
import { paths } from '../../app/paths';
import { Loading } from '../../components/Loading';
import { ModalDialog } from '../../components/ModalDialog';
import { NO_VALUE } from '../../components/text';
import { PeticionDetails } from './PeticionDetails';
import { isFromList, returnFocusTo } from './peticionOpener';
import type { ReceivedPeticion } from '../../components/peticion';
import { useGetPeticionesSinAsignarQuery, useGetPeticionNowQuery } from './peticionesApi';

export const TAKEN_MESSAGE = 'Esta petición ya no está sin asignar.';
export const ERASED_MESSAGE =
  'Los datos de esta petición se han suprimido: ya no se puede asignar.';
export const NOT_FOUND_MESSAGE = 'No se ha encontrado la petición.';

/** /peticiones/{id}: the request's dialog over the list; a new id is a new dialog. */
export function PeticionDialogRoute() {
  const { id = '' } = useParams();
  return <PeticionDialog key={id} id={id} />;
}

/**
 * Nobody has it, yet it is off the list: only an erasure of its customer's data does that (its
 * order then reads ERASED_TEXT, as every erased field does).
 */
const isErasedUnassigned = (peticion: ReceivedPeticion | undefined) =>
  peticion?.asignado === false && peticion.peticiones === ERASED_TEXT;

/**
 * A modal dialog with every field of one request of the unassigned list. When the request leaves
 * the list while it is open, the dialog asks the API where it went: someone assigned it (it keeps
 * showing it, and says so), or its customer's data was erased (it shows it erased, and says so).
 * Escape and Cerrar go back to the list as it was; focus returns to the request's Ver button.
 */
function PeticionDialog({ id }: { id: string }) {
  const navigate = useNavigate();
  const location = useLocation();
  const { data, isLoading } = useGetPeticionesSinAsignarQuery();
  const current = useMemo(() => data?.find((peticion) => String(peticion.id) === id), [data, id]);
  const [lastSeen, setLastSeen] = useState(current);
  if (current && current !== lastSeen) setLastSeen(current);
  const left = !current && lastSeen !== undefined;
  const now = useGetPeticionNowQuery(id, { skip: !left, refetchOnMountOrArgChange: true });
  const erased = left && !now.isFetching && isErasedUnassigned(now.data);
  const shown = erased ? now.data : (current ?? lastSeen);
  const notice = !left || now.isFetching ? null : erased ? ERASED_MESSAGE : TAKEN_MESSAGE;

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
          {notice ? (
            <p className="modal-dialog__notice" role="status">
              {notice}
            </p>
          ) : null}
          <PeticionDetails peticion={shown} canAssign={!!current} />
        </>
      ) : (
        <p role="status">{NOT_FOUND_MESSAGE}</p>
      )}
    </ModalDialog>
  );
}
