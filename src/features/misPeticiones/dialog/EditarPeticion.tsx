import { useState } from 'react';
import type { AssignedPeticion } from '../../../../contract';
import { useCan } from '../../auth';
import { PeticionEditForm } from './PeticionEditForm';

type EditarPeticionProps = {
  peticion: AssignedPeticion;
  onStale: (stale: boolean) => void;
};

/**
 * `Editar`: the request's details in a form, for its assignee or an administrator
 * (contract/permissions.ts, editPeticion); nobody else is offered it. Saved, the form closes and
 * the dialog shows the request as corrected, each change under Actividad.
 */
export function EditarPeticion({ peticion, onStale }: EditarPeticionProps) {
  const may = useCan('editPeticion', peticion);
  const [editing, setEditing] = useState(false);
  if (!may) return null;
  if (editing) {
    return (
      <PeticionEditForm
        peticion={peticion}
        onDone={() => setEditing(false)}
        onCancel={() => setEditing(false)}
        onStale={onStale}
      />
    );
  }
  return (
    <div className="pipeline-section">
      <button type="button" onClick={() => setEditing(true)}>
        Editar
      </button>
    </div>
  );
}
