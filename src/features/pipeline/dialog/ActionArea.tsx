import { Suspense } from 'react';
import type { AssignedPeticion } from '../../../../contract';
import { PresupuestarLink } from '../../presupuestos';
import { HandOverActions } from './HandOverActions';
import type { LostDraft } from './lostDraft';
import { StageMoves } from './StageMoves';

type ActionAreaProps = {
  peticion: AssignedPeticion;
  /** The signed-in person's e-mail. */
  email: string;
  /**
   * Whether they are its assignee: the moves and Presupuestar are theirs alone; without it (an
   * administrator on someone else's request) only giving it back or handing it over is offered.
   */
  assignee: boolean;
  lost: LostDraft;
  onLost: (draft: LostDraft) => void;
  onStale: (stale: boolean) => void;
};

/**
 * What can be done to a taken request, each a section of its own in this order: its moves
 * (Cambiar estado), then giving it back or handing it over, then Presupuestar. Who is offered
 * what mirrors the API's rules (docs/access.md, "Roles"). A new kind of action is one more
 * section here; each tells its own failures and reports a stale write through `onStale`.
 */
export function ActionArea({ peticion, email, assignee, lost, onLost, onStale }: ActionAreaProps) {
  return (
    <div className="pipeline-actions">
      {assignee ? (
        <StageMoves peticion={peticion} lost={lost} onLost={onLost} onStale={onStale} />
      ) : null}
      <HandOverActions peticion={peticion} onStale={onStale} />
      {assignee ? (
        <Suspense fallback={null}>
          <PresupuestarLink peticion={peticion} myEmail={email} />
        </Suspense>
      ) : null}
    </div>
  );
}
