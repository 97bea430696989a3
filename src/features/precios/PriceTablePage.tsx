import { useCallback } from 'react';
import { Link } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Loading } from '../../components/Loading';
import type { Tile } from '../../components/TileMenu';
import type { PriceTable } from './catalog';
import { selectHasUnsavedEdits, selectSaveProgress } from './draftsSelectors';
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
  const progress = useAppSelector((state) => selectSaveProgress(state, table.key));
  const unsaved = useAppSelector((state) => selectHasUnsavedEdits(state, table.key));
  const saving = progress.status === 'saving';

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
      {saving && (
        <p role="status" className="save-status">
          {`Guardando ${Math.min(progress.done + 1, progress.total)} de ${progress.total}…`}
        </p>
      )}
      {isLoading ? (
        <Loading />
      ) : (
        <PriceGrid table={table} showRows={!isError} saving={saving} onSave={save} />
      )}
    </section>
  );
}
