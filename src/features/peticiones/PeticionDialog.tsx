import { useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { ERASED_TEXT, FIRST_ETAPA } from '../../../contract';
import { useAppSelector } from '../../app/hooks';
import { paths } from '../../app/paths';
import { Loading } from '../../components/Loading';
import { ModalDialog } from '../../components/ModalDialog';
import type { ReceivedPeticion } from '../../components/peticion';
import { NO_VALUE } from '../../components/text';
import { selectCurrentUser } from '../auth';
import { etapaLabel } from '../misPeticiones';
import { PeticionDetails } from './PeticionDetails';
import { isFromList, returnFocusTo } from './peticionOpener';
import {
  useAssignPeticionMutation,
  useGetPeticionesSinAsignarQuery,
  useGetPeticionNowQuery,
} from './peticionesApi';

export const TAKEN_MESSAGE = 'Esta petición ya no está sin asignar.';
export const TAKEN_HERE_MESSAGE = 'Te has asignado esta petición.';
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
 * The dialog's own Asignar call (its state and answer), forgotten when the dialog closes: opened
 * again, the request shows as the list then has it.
 */
function useDialogAssignment(id: string) {
  const fixedCacheKey = `peticion-dialog-${id}`;
  const [, assignment] = useAssignPeticionMutation({ fixedCacheKey });
  const { reset } = assignment;
  useEffect(() => reset, [reset]);
  return { fixedCacheKey, assignment };
}

/**
 * A modal dialog with every field of one request of the unassigned list. Taken here (Asignar), it
 * shows the request as the API now has it, assigned to this person, with the way to it on
 * Mis peticiones. When it leaves the list otherwise, the dialog asks the API where it went: a
 * colleague took it (it keeps showing it, and says so), or its customer's data was erased (it
 * shows it erased, and says so). Escape and Cerrar go back to the list as it was; focus returns
 * to the request's Ver button.
 */
function PeticionDialog({ id }: { id: string }) {
  const navigate = useNavigate();
  const location = useLocation();
  const email = useAppSelector(selectCurrentUser)?.email;
  const { data, isLoading } = useGetPeticionesSinAsignarQuery();
  const { fixedCacheKey, assignment } = useDialogAssignment(id);
  const current = useMemo(() => data?.find((peticion) => String(peticion.id) === id), [data, id]);
  const [lastSeen, setLastSeen] = useState(current);
  if (current && current !== lastSeen) setLastSeen(current);
  // While its own Asignar runs the request may leave the list first (the live update): it is
  // not someone else's yet, and nobody need ask where it went.
  const ownAssignment = assignment.isLoading || assignment.isSuccess;
  const left = !current && lastSeen !== undefined && !ownAssignment;
  const now = useGetPeticionNowQuery(id, { skip: !left, refetchOnMountOrArgChange: true });
  const erased = left && !now.isFetching && isErasedUnassigned(now.data);
  const shown = erased ? now.data : (current ?? lastSeen);
  // Taken here: the answer's request, over what was shown (a backend may answer less).
  const taken: ReceivedPeticion | undefined =
    assignment.isSuccess && shown
      ? { ...shown, estado: FIRST_ETAPA, asignado: email, ...assignment.data }
      : undefined;

  // Closed by any way (Cerrar, Escape, Back): the route unmounts this dialog.
  useEffect(() => () => returnFocusTo(id), [id]);

  const close = () => {
    // Opened from the list: back to that history entry. Opened from a link: the list, instead.
    if (isFromList(location.state)) void navigate(-1);
    else void navigate({ pathname: paths.home, search: location.search }, { replace: true });
  };

  let body;
  if (isLoading) body = <Loading />;
  else if (!shown) body = <p role="status">{NOT_FOUND_MESSAGE}</p>;
  else {
    const assigning = assignment.isLoading;
    const notice = taken
      ? TAKEN_HERE_MESSAGE
      : !left || now.isFetching
        ? null
        : erased
          ? ERASED_MESSAGE
          : TAKEN_MESSAGE;
    body = (
      <>
        {notice ? (
          <p className="modal-dialog__notice" role="status">
            {notice}
          </p>
        ) : null}
        <PeticionDetails
          peticion={taken ?? shown}
          canAssign={!taken && (!!current || assigning)}
          assignKey={fixedCacheKey}
          takenStage={taken ? etapaLabel(taken.estado) : undefined}
        />
      </>
    );
  }

  return (
    <ModalDialog title={`Petición ${id || NO_VALUE}`} onClose={close}>
      {body}
    </ModalDialog>
  );
}
