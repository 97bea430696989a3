import { useAppSelector } from '../../../app/hooks';
import type { TablaKey } from '../catalog';
import { selectSaveProgress } from '../drafts';

/**
 * "Guardando 3 de 200…": the only part of the page that follows the save row by row. The progress
 * reaches the store with the saved rows, at most ten times a second (savedRowsBatch), so the line
 * renders, repaints and is announced no more often than that.
 */
export function SaveProgress({ table }: { table: TablaKey }) {
  const text = useAppSelector((state) => {
    const progress = selectSaveProgress(state, table);
    return `Guardando ${Math.min(progress.done + 1, progress.total)} de ${progress.total}…`;
  });
  return (
    <p role="status" className="save-status">
      {text}
    </p>
  );
}
