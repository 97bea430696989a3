import { lazy, Suspense, useCallback } from 'react';
import { Link } from '../../components/Link';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { DangerButton } from '../../components/DangerButton';
import { Loading } from '../../components/Loading';
import { ReadOnlyMark } from '../../components/ReadOnlyMark';
import type { Tile } from '../../components/TileMenu';
import { useCan } from '../auth';
import type { Tabla } from './catalog';
import { PriceWarningsProvider, WarningCount } from './checks';
import {
  selectConflictCount,
  selectHasUnsavedEdits,
  selectIsSaving,
  selectRecoveredDrafts,
  editsDiscarded,
  useGetTablaQuery,
} from './drafts';
import { PriceGrid } from './grid';
import { saveDraftRows, SaveProgress } from './save';
import { TableTools } from './sheets';
import { useLeaveGuard } from './useLeaveGuard';

// Drawn after the table is usable: its code is loaded on its own, once a table page opens.
const PriceChart = lazy(() => import('./chart'));
const CHART_PLACEHOLDER = <div className="price-chart" aria-hidden="true" />;

export const RECOVERED_MESSAGE = 'Se han recuperado cambios sin guardar.';
export const DISCARD_QUESTION = '¿Descartar todos los cambios sin guardar de esta tabla?';

type TablaPageProps = {
  table: Tabla;
  /** The menu this table was opened from. */
  back: Tile;
};

/**
 * The one price table page, for screen-print and cup tables alike (the catalogue differs):
 * editable for a role that may edit prices (administrators), read-only otherwise (Personal).
 */
export function TablaPage({ table, back }: TablaPageProps) {
  const dispatch = useAppDispatch();
  const readOnly = !useCan('editPrices');
  const { isLoading, isError } = useGetTablaQuery(table.key);
  // Only whether a save runs: the progress, which changes at every row, is the status line's own.
  const saving = useAppSelector((state) => selectIsSaving(state, table.key));
  const unsaved = useAppSelector((state) => selectHasUnsavedEdits(state, table.key));
  const conflicts = useAppSelector((state) => selectConflictCount(state, table.key));
  const recovered = useAppSelector((state) => selectRecoveredDrafts(state, table.key));

  const discardEdits = useCallback(() => {
    dispatch(editsDiscarded({ table: table.key }));
  }, [dispatch, table.key]);
  useLeaveGuard(unsaved || saving, discardEdits);

  const askToDiscard = () => {
    if (window.confirm(DISCARD_QUESTION)) discardEdits();
  };

  // Any row's Guardar saves every row of the table.
  const save = useCallback(() => {
    void dispatch(saveDraftRows(table.key));
  }, [dispatch, table.key]);

  return (
    <section className="price-table-page">
      <h2>{table.heading}</h2>
      {readOnly && <ReadOnlyMark />}
      <p className="price-table-links">
        <Link to={back.to}>Volver a {back.label}</Link>
        {!readOnly && (unsaved || conflicts > 0) && (
          <DangerButton disabled={saving} onClick={askToDiscard}>
            Descartar cambios
          </DangerButton>
        )}
      </p>
      {!readOnly && recovered && unsaved && (
        <p role="status" className="recovered-notice">
          {RECOVERED_MESSAGE}
        </p>
      )}
      {conflicts > 0 && <ConflictStatus count={conflicts} />}
      {saving && <SaveProgress table={table.key} />}
      <TableTools
        table={table}
        ready={!isLoading && !isError}
        saving={saving}
        readOnly={readOnly}
      />
      <PriceWarningsProvider table={table}>
        {isLoading ? (
          <Loading />
        ) : (
          <>
            {!isError && (
              <Suspense fallback={CHART_PLACEHOLDER}>
                <PriceChart table={table} />
              </Suspense>
            )}
            <WarningCount />
            <PriceGrid
              table={table}
              showRows={!isError}
              saveDisabled={saving || conflicts > 0}
              onSave={save}
              readOnly={readOnly}
            />
          </>
        )}
      </PriceWarningsProvider>
    </section>
  );
}

/** Why Guardar is disabled after a colleague's save met this person's edits. */
function ConflictStatus({ count }: { count: number }) {
  const rows = count === 1 ? 'Una fila tiene' : `${count} filas tienen`;
  return (
    <p role="status" className="conflict-status">
      {rows} un conflicto con lo que guardó otra persona: elige en cada una «Usar sus valores» o
      «Mantener los míos» y vuelve a guardar.
    </p>
  );
}
