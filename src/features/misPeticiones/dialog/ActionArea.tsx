import { Suspense } from 'react';
import type { AssignedPeticion } from '../../../../contract';
import { useCan } from '../../auth';
import { PresupuestarLink } from '../../presupuestos';
import { HandOverActions } from './HandOverActions';
import { type LostDraft } from '../writes';
import { EtapaMoves } from './EtapaMoves';

type ActionAreaProps = {
  peticion: AssignedPeticion;
  lost: LostDraft;
  onLost: (draft: LostDraft) => void;
  onStale: (stale: boolean) => void;
};

/**
 * What can be done to a taken request, each a section of its own in this order: its moves
 * (Cambiar estado), then giving it back or handing it over, then Presupuestar. Each is offered as
 * far as the signed-in person may do it to this request (contract/permissions.ts: the moves and
 * Presupuestar are the assignee's, giving back and handing over also an administrator's); nothing
 * at all when they may do none. A new kind of action is one more section here; each tells its own
 * failures and reports a stale write through `onStale`.
 */
export function ActionArea({ peticion, lost, onLost, onStale }: ActionAreaProps) {
  const canMove = useCan('movePeticion', peticion);
  const canRelease = useCan('releasePeticion', peticion);
  const canReassign = useCan('reassignPeticion', peticion);
  const canQuote = useCan('quotePeticion', peticion);
  if (!canMove && !canRelease && !canReassign && !canQuote) return null;
  return (
    <div className="pipeline-actions">
      {canMove ? (
        <EtapaMoves peticion={peticion} lost={lost} onLost={onLost} onStale={onStale} />
      ) : null}
      {canRelease || canReassign ? (
        <HandOverActions
          peticion={peticion}
          canRelease={canRelease}
          canReassign={canReassign}
          onStale={onStale}
        />
      ) : null}
      {canQuote ? (
        <Suspense fallback={null}>
          <PresupuestarLink peticion={peticion} />
        </Suspense>
      ) : null}
    </div>
  );
}
