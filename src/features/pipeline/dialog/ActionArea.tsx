import { Suspense } from 'react';
import type { AssignedPeticion } from '../../../../contract';
import { PresupuestarLink } from '../../presupuestos';
import { AssigneeActions } from './AssigneeActions';
import type { LostDraft } from './lostDraft';
import { StageMoves } from './StageMoves';

type ActionAreaProps = {
  peticion: AssignedPeticion;
  /** The signed-in person's e-mail (they are its assignee: nobody else is offered these). */
  email: string;
  lost: LostDraft;
  onLost: (draft: LostDraft) => void;
  onStale: (stale: boolean) => void;
};

/**
 * What the assignee can do to their request, each a section of its own in this order: its moves
 * (Cambiar estado), then giving it back or handing it over, then Presupuestar. A new kind of action is one more
 * section here; each tells its own failures and reports a stale write through `onStale`.
 */
export function ActionArea({ peticion, email, lost, onLost, onStale }: ActionAreaProps) {
  return (
    <div className="pipeline-actions">
      <StageMoves peticion={peticion} lost={lost} onLost={onLost} onStale={onStale} />
      <AssigneeActions peticion={peticion} email={email} onStale={onStale} />
      <Suspense fallback={null}>
        <PresupuestarLink peticion={peticion} myEmail={email} />
      </Suspense>
    </div>
  );
}
