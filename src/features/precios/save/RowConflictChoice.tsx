import { useId } from 'react';
import type { ConflictChoice } from '../drafts';

type RowConflictChoiceProps = {
  onChoose: (choice: ConflictChoice) => void;
};

/**
 * In place of a row's Guardar while a colleague's save and this person's edits differ: the
 * conflicting cells show the colleague's value under this person's, and this says which to keep.
 */
export function RowConflictChoice({ onChoose }: RowConflictChoiceProps) {
  const labelId = useId();
  return (
    <div role="group" aria-labelledby={labelId} className="conflict-choice">
      <strong id={labelId} className="conflict-label">
        Conflicto
      </strong>
      <button type="button" onClick={() => onChoose('theirs')}>
        Usar sus valores
      </button>
      <button type="button" onClick={() => onChoose('mine')}>
        Mantener los míos
      </button>
    </div>
  );
}
