import { useReducer, useRef, type MouseEvent } from 'react';
import { MAX_PRESUPUESTO_LINES, tablesUsed, type Presupuesto } from '../../../../contract';
import { isRepeatClick } from '../../../components/isRepeatClick';
import { notify } from '../../../services/notify';
import { isDroppedWithSession } from '../../../services/sessionEnd';
import { useCreatePresupuestoMutation } from '../presupuestosApi';
import { EditorTotals } from './EditorTotals';
import { editorReducer, editorState } from './editorState';
import { emptyDraft, presupuestoInput } from './presupuestoDraft';
import { PresupuestoLinesTable } from './PresupuestoLinesTable';
import { PresupuestoTablaLoaders, usePresupuestoTablas } from './presupuestoTablas';
import { refusedProblems } from './refusedProblems';
import { readStoredPresupuesto } from '../drafts';
import { useKeptPresupuesto } from './useKeptPresupuesto';
import { usePresupuestoPreview } from './usePresupuestoPreview';

export const SAVE_PRESUPUESTO_ERROR = 'Error al guardar el presupuesto';
export const SAVING_TEXT = 'Guardando…';

type PresupuestoEditorProps = {
  peticionId: string;
  /** Whose kept draft this is (the signed-in account's id). */
  account: string | undefined;
  /** The settings' VAT rate. */
  ivaPercent: number;
  onSaved: (presupuesto: Presupuesto) => void;
};

/**
 * A new quote for a request: lines and discount as typed, priced as they are typed, saved by the
 * API (which prices them again from the same tables). What is typed is kept in this browser until
 * the quote is saved; a failed save loses nothing.
 */
export function PresupuestoEditor({
  peticionId,
  account,
  ivaPercent,
  onSaved,
}: PresupuestoEditorProps) {
  const [state, dispatch] = useReducer(editorReducer, undefined, () =>
    editorState((account && readStoredPresupuesto(account, peticionId)) || emptyDraft()),
  );
  const { draft } = state;
  const kept = useKeptPresupuesto(account, peticionId, draft);
  const tableKeys = tablesUsed(presupuestoInput(draft));
  const tables = usePresupuestoTablas(tableKeys);
  const preview = usePresupuestoPreview(state, tables, ivaPercent);
  const [createPresupuesto, { isLoading: saving }] = useCreatePresupuestoMutation();
  // Set at the click, before the call's state reaches the button: a second click saves nothing.
  const sending = useRef(false);

  async function save(event: MouseEvent) {
    if (isRepeatClick(event) || sending.current) return;
    dispatch({ type: 'saveTried' });
    if (!preview.canSave) return;
    sending.current = true;
    const lineIds = draft.lines.map((line) => line.id);
    const result = await createPresupuesto({ peticionId, body: presupuestoInput(draft) });
    sending.current = false;
    if ('error' in result) {
      const problems = refusedProblems(result.error);
      if (problems.length > 0) dispatch({ type: 'saveRefused', lineIds, problems });
      if (!isDroppedWithSession(result.error)) notify(SAVE_PRESUPUESTO_ERROR);
      return;
    }
    kept.forget();
    onSaved(result.data);
  }

  return (
    <div className="quote-editor">
      <PresupuestoTablaLoaders tables={tableKeys} />
      <div className="quote-lines-box">
        <PresupuestoLinesTable lines={draft.lines} views={preview.lines} dispatch={dispatch} />
      </div>
      {preview.quoteMarks.lines && (
        <p className="invalid-text" role="status">
          {preview.quoteMarks.lines}
        </p>
      )}
      <div className="quote-actions">
        <button
          type="button"
          disabled={draft.lines.length >= MAX_PRESUPUESTO_LINES}
          onClick={() => dispatch({ type: 'lineAdded' })}
        >
          Añadir línea
        </button>
      </div>
      <EditorTotals
        totals={preview.pricing.totals}
        ivaPercent={ivaPercent}
        discount={draft.discount}
        discountMark={preview.quoteMarks.discountPercent}
        ivaMark={preview.quoteMarks.ivaPercent}
        dispatch={dispatch}
      />
      <div className="quote-actions">
        <button type="button" disabled={saving} onClick={(event) => void save(event)}>
          Guardar presupuesto
        </button>
        {saving && (
          <span role="status" className="save-status">
            {SAVING_TEXT}
          </span>
        )}
      </div>
    </div>
  );
}
