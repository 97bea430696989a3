import { useId, useState } from 'react';
import { isAssignee, type AssignedPeticion, type StaffUsuario } from '../../../../contract';
import { DangerButton } from '../../../components/DangerButton';
import { isRepeatClick } from '../../../components/isRepeatClick';
import {
  useGetStaffQuery,
  useReassignPeticionMutation,
  useReleasePeticionMutation,
} from '../misPeticionesApi';
import { useWrite, ActionError } from '../writes';

export const CHOOSE_COLLEAGUE_MESSAGE = 'Elige a quién reasignarla.';

type HandOverActionsProps = {
  peticion: AssignedPeticion;
  /** Whether the signed-in person may give it back, and hand it over (contract/permissions.ts). */
  canRelease: boolean;
  canReassign: boolean;
  onStale: (stale: boolean) => void;
};

/** A listed account as the wire may bring it: a backend that predates the flags sends none. */
type ListedUsuario = Omit<StaffUsuario, 'staff' | 'disabled'> &
  Partial<Pick<StaffUsuario, 'staff' | 'disabled'>>;

/**
 * Whom a request can be handed to: active staff accounts, but the one who has it (the API refuses
 * handing it to its own assignee). The assignee is not offered themselves; an administrator
 * handling someone else's request is.
 */
const colleaguesOf = (users: readonly ListedUsuario[] | undefined, peticion: AssignedPeticion) =>
  (users ?? []).filter(
    (user) =>
      user.staff !== false && !user.disabled && user.email && !isAssignee(peticion, user.email),
  );

/**
 * Liberar (back to the unassigned list) and Reasignar a (to a colleague), each as far as it may be
 * done: the assignee's, and an administrator's on anyone's request (docs/access.md, "Roles").
 */
export function HandOverActions({
  peticion,
  canRelease,
  canReassign,
  onStale,
}: HandOverActionsProps) {
  const selectId = useId();
  const [release] = useReleasePeticionMutation();
  const [reassign] = useReassignPeticionMutation();
  const { data: users } = useGetStaffQuery();
  const [to, setTo] = useState('');
  const releasing = useWrite('release', onStale);
  const reassigning = useWrite('reassign', onStale);
  const colleagues = colleaguesOf(users, peticion);
  const id = String(peticion.id);
  const pending = releasing.pending || reassigning.pending;
  const message = releasing.message ?? reassigning.message;

  return (
    <div className="pipeline-section">
      {canRelease ? (
        <div className="pipeline-buttons">
          <DangerButton
            disabled={pending}
            onClick={(event) => {
              if (isRepeatClick(event)) return;
              reassigning.setMessage(undefined);
              void releasing.run(() =>
                release({ id, body: { version: peticion.version } }).unwrap(),
              );
            }}
          >
            Liberar
          </DangerButton>
        </div>
      ) : null}
      {canReassign ? (
        <div className="pipeline-reassign">
          <label htmlFor={selectId}>Reasignar a</label>
          <select id={selectId} value={to} onChange={(event) => setTo(event.target.value)}>
            <option value="">—</option>
            {colleagues.map((user) => (
              <option key={user.uid} value={user.email}>
                {user.email}
              </option>
            ))}
          </select>
          <button
            type="button"
            disabled={pending}
            onClick={(event) => {
              if (isRepeatClick(event)) return;
              releasing.setMessage(undefined);
              if (!to) {
                reassigning.setMessage(CHOOSE_COLLEAGUE_MESSAGE);
                return;
              }
              void reassigning
                .run(() =>
                  reassign({ id, body: { asignado: to, version: peticion.version } }).unwrap(),
                )
                .then((done) => done && setTo(''));
            }}
          >
            Reasignar
          </button>
        </div>
      ) : null}
      <ActionError message={message} />
    </div>
  );
}
