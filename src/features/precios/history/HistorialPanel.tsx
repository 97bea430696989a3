import { useEffect, useRef } from 'react';
import type { AuditChange, AuditEntry } from '../../../../contract';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { NO_VALUE } from '../../../components/text';
import type { Tabla, TablaKey } from '../catalog';
import { selectDraftRow, selectSaveProgress, toDraftString } from '../drafts';
import { tableHistoryChanged, useGetTableHistoryInfiniteQuery } from './auditoriaApi';
import './history.css';

export const HISTORY_EMPTY = 'Todavía no hay cambios guardados en esta tabla.';
export const HISTORY_ERROR = 'No se ha podido cargar el historial.';

const when = new Intl.DateTimeFormat('es-ES', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});
const number = new Intl.NumberFormat('es-ES', { maximumFractionDigits: 6, useGrouping: false });

/** A value as staff read it: numbers with a decimal comma, nothing as a dash. */
function valueText(value: unknown): string {
  if (typeof value === 'number') return number.format(value);
  return value === null || value === undefined || value === '' ? NO_VALUE : String(value);
}

/** Each field change of an entry is one line of the history. */
type HistoryLine = { entry: AuditEntry; change: AuditChange; key: string };

const linesOf = (entries: readonly AuditEntry[]): HistoryLine[] =>
  entries.flatMap((entry) =>
    entry.changes.map((change) => ({ entry, change, key: `${entry.id}-${change.field}` })),
  );

/**
 * The row's quantity as loaded now (the audit names the row by id). Each line selects only its own
 * text, so typing in the table does not re-render the open history.
 */
function RowQuantity({ table, target }: { table: Tabla; target: string }) {
  const field = table.columns[0].field;
  const text = useAppSelector((state) =>
    toDraftString(selectDraftRow(state, table.key, target)?.loaded[field]),
  );
  return <>{text || `id ${target}`}</>;
}

/** A finished save (or one stopped part way) wrote new entries: the open history reloads. */
function useReloadAfterSave(table: TablaKey) {
  const dispatch = useAppDispatch();
  const status = useAppSelector((state) => selectSaveProgress(state, table).status);
  const previous = useRef(status);
  useEffect(() => {
    if (previous.current === 'saving' && status !== 'saving') dispatch(tableHistoryChanged(table));
    previous.current = status;
  }, [dispatch, status, table]);
}

type HistorialPanelProps = { table: Tabla; onClose: () => void };

/** Who changed which price of the table, when, from what to what: newest first, page by page. */
export function HistorialPanel({ table, onClose }: HistorialPanelProps) {
  // Opened again later, it asks again: saves made meanwhile must show.
  const history = useGetTableHistoryInfiniteQuery(table.key, { refetchOnMountOrArgChange: true });
  useReloadAfterSave(table.key);
  const lines = linesOf(history.data?.pages.flat() ?? []);
  const headerOf = (field: string) =>
    table.columns.find((column) => column.field === field)?.header ?? field;

  return (
    <aside className="price-history" aria-label={`Historial de ${table.heading}`}>
      <header className="price-history-header">
        <h3>Historial</h3>
        <button type="button" onClick={onClose}>
          Cerrar
        </button>
      </header>
      {history.isLoading && <p role="status">Cargando…</p>}
      {history.isError && <p role="alert">{HISTORY_ERROR}</p>}
      {history.isSuccess && lines.length === 0 && <p>{HISTORY_EMPTY}</p>}
      {lines.length > 0 && (
        <table className="price-history-table">
          <thead>
            <tr>
              <th scope="col">Fecha</th>
              <th scope="col">Quién</th>
              <th scope="col">{table.columns[0].header}</th>
              <th scope="col">Campo</th>
              <th scope="col">Cambio</th>
            </tr>
          </thead>
          <tbody>
            {lines.map(({ entry, change, key }) => (
              <tr key={key}>
                <td>
                  <time dateTime={entry.at}>{when.format(new Date(entry.at))}</time>
                </td>
                <td>{entry.actor.email ?? entry.actor.uid}</td>
                <td>
                  <RowQuantity table={table} target={entry.target} />
                </td>
                <td>{headerOf(change.field)}</td>
                <td>
                  {valueText(change.from)} → {valueText(change.to)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {history.hasNextPage && (
        <button
          type="button"
          disabled={history.isFetchingNextPage}
          onClick={() => void history.fetchNextPage()}
        >
          Más
        </button>
      )}
    </aside>
  );
}
