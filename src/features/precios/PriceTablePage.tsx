import { useCallback } from 'react';
import { Link } from 'react-router-dom';
import { useAppDispatch, useAppSelector, useThrottledSelector } from '../../app/hooks';
import type { RootState } from '../../app/store';
import { Loading } from '../../components/Loading';
import type { Tile } from '../../components/TileMenu';
import type { PriceTable, PriceTableKey } from './catalog';
import { selectHasUnsavedEdits, selectIsSaving, selectSaveProgress } from './draftsSelectors';
import { editsDiscarded } from './draftsSlice';
import { PriceGrid } from './PriceGrid';
import { useGetTablaQuery } from './preciosApi';
import { saveDraftRows } from './saveDraftRows';
import { useLeaveGuard } from './useLeaveGuard';

type PriceTablePageProps = {
  table: PriceTable;
  /** The menu this table was opened from. */
  back: Tile;
};

/** The one editable price table page, for screen-print and cup tables alike (the catalogue differs). */
export function PriceTablePage({ table, back }: PriceTablePageProps) {
  const dispatch = useAppDispatch();
  const { isLoading, isError } = useGetTablaQuery(table.key);
  // Only whether a save runs: the progress, which changes at every row, is the status line's own.
  const saving = useAppSelector((state) => selectIsSaving(state, table.key));
  const unsaved = useAppSelector((state) => selectHasUnsavedEdits(state, table.key));

  const discardEdits = useCallback(() => {
    dispatch(editsDiscarded({ table: table.key }));
  }, [dispatch, table.key]);
  useLeaveGuard(unsaved || saving, discardEdits);

  // Any row's Guardar saves every row of the table.
  const save = useCallback(() => {
    void dispatch(saveDraftRows(table.key));
  }, [dispatch, table.key]);

  return (
    <section className="price-table-page">
      <h2>{table.heading}</h2>
      <p>
        <Link to={back.to}>Volver a {back.label}</Link>
      </p>
      {saving && <SaveProgress table={table.key} />}
      {isLoading ? (
        <Loading />
      ) : (
        <PriceGrid table={table} showRows={!isError} saving={saving} onSave={save} />
      )}
    </section>
  );
}

// A row is saved every few milliseconds: the counter shows the latest one about ten times a second
// instead of rendering and repainting (and announcing the live region) at every row.
const PROGRESS_INTERVAL_MS = 100;

/** "Guardando 3 de 200…": the only part of the page that follows the save row by row. */
function SaveProgress({ table }: { table: PriceTableKey }) {
  const selectText = useCallback(
    (state: RootState) => {
      const progress = selectSaveProgress(state, table);
      return `Guardando ${Math.min(progress.done + 1, progress.total)} de ${progress.total}…`;
    },
    [table],
  );
  const text = useThrottledSelector(selectText, PROGRESS_INTERVAL_MS);
  return (
    <p role="status" className="save-status">
      {text}
    </p>
  );
}
