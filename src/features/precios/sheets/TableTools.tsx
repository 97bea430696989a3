import { useRef, useState, type ChangeEvent } from 'react';
import { useAppDispatch, useAppStore } from '../../../app/hooks';
import { downloadCsvFile } from '../../../components/csv';
import type { Tabla } from '../catalog';
import { selectRows, cellsImported, type DraftRow } from '../drafts';
import { HistorialPanel } from '../history';
import { ImportReport } from './ImportReport';
import { tableCsv, tableCsvFileName } from './tableCsvExport';
import { planImport, type ImportPlan } from './tableCsvImport';
import { decodeCsvBytes } from './tableCsvParse';
import './sheets.css';

export const READ_ERROR = 'No se ha podido leer el archivo.';
const NOTHING_IMPORTED: ImportPlan = { changes: [], unknownRows: [], invalidCells: [] };

/** A chosen file's bytes, through FileReader, which every browser has. */
function readBytes(file: Blob): Promise<ArrayBuffer> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error ?? new Error('No se pudo leer el archivo'));
    reader.readAsArrayBuffer(file);
  });
}

type TableToolsProps = {
  table: Tabla;
  /** The rows have loaded: there is something to export or import into. */
  ready: boolean;
  /** While a save runs, an import would change values under it. */
  saving: boolean;
  /** Personal: no Importar CSV (docs/access.md, "Roles"). */
  readOnly: boolean;
};

/**
 * Exportar CSV, Importar CSV and Historial above a price table. The rows are read from the store
 * when a button is pressed, not subscribed to: typing in the table does not re-render these.
 */
export function TableTools({ table, ready, saving, readOnly }: TableToolsProps) {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const fileInput = useRef<HTMLInputElement>(null);
  const [report, setReport] = useState<ImportPlan>();
  const [historyOpen, setHistoryOpen] = useState(false);

  const shownRows = (): DraftRow[] => {
    const rows = selectRows(store.getState(), table.key);
    return rows ? rows.ids.map((id) => rows.entities[id]) : [];
  };

  const exportCsv = () => {
    downloadCsvFile(tableCsv(table, shownRows()), tableCsvFileName(table, new Date()));
  };

  const importFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // Cleared, so choosing the same file again imports it again.
    input.value = '';
    if (!file) return;
    let text: string;
    try {
      text = decodeCsvBytes(await readBytes(file));
    } catch {
      setReport({ ...NOTHING_IMPORTED, error: READ_ERROR });
      return;
    }
    const plan = planImport(table, shownRows(), text);
    // Nothing is sent: the values become drafts, one undo step, saved with Guardar.
    if (plan.changes.length > 0)
      dispatch(cellsImported({ table: table.key, changes: plan.changes }));
    setReport(plan);
  };

  return (
    <>
      <div className="table-tools" role="group" aria-label="Herramientas de la tabla">
        <button type="button" disabled={!ready} onClick={exportCsv}>
          Exportar CSV
        </button>
        {!readOnly && (
          <>
            <button
              type="button"
              disabled={!ready || saving}
              onClick={() => fileInput.current?.click()}
            >
              Importar CSV
            </button>
            <input
              ref={fileInput}
              type="file"
              accept=".csv,.tsv,.txt,text/csv,text/plain"
              aria-label="Archivo CSV a importar"
              hidden
              onChange={(event) => void importFile(event)}
            />
          </>
        )}
        <button
          type="button"
          aria-expanded={historyOpen}
          onClick={() => setHistoryOpen((open) => !open)}
        >
          Historial
        </button>
      </div>
      {report && <ImportReport plan={report} onClose={() => setReport(undefined)} />}
      {historyOpen && <HistorialPanel table={table} onClose={() => setHistoryOpen(false)} />}
    </>
  );
}
