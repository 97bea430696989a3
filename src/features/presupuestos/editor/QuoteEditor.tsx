import { useReducer, useRef, type MouseEvent } from 'react';
import { MAX_PRESUPUESTO_LINES, tablesUsed, type Presupuesto } from '../../../../contract';
import { isRepeatClick } from '../../../components/isRepeatClick';
import { notify } from '../../../services/notify';
import { isDroppedWithSession } from '../../../services/sessionEnd';
import { useCreatePresupuestoMutation } from '../presupuestosApi';
import { EditorTotals } from './EditorTotals';
import { editorReducer, editorState } from './editorState';
import { emptyDraft, quoteInput } from './quoteDraft';
import { QuoteLinesTable } from './QuoteLinesTable';
import { QuoteTableLoaders, useQuoteTables } from './quoteTables';
import { refusedProblems } from './refusedProblems';
import { readStoredQuote } from '../drafts';
import { useKeptQuote } from './useKeptQuote';
import { useQuotePreview } from './useQuotePreview';

export const SAVE_QUOTE_ERROR = 'Error al guardar el presupuesto';
export const SAVING_TEXT = 'Guardando…';

type QuoteEditorProps = {
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
export function QuoteEditor({ peticionId, account, ivaPercent, onSaved }: QuoteEditorProps) {
  const [state, dispatch] = useReducer(editorReducer, undefined, () =>
    editorState((account && readStoredQuote(account, peticionId)) || emptyDraft()),
  );
  const { draft } = state;
  const kept = useKeptQuote(account, peticionId, draft);
  const tableKeys = tablesUsed(quoteInput(draft));
  const tables = useQuoteTables(tableKeys);
  const preview = useQuotePreview(state, tables, ivaPercent);
  const [createPresupuesto, { isLoading: saving }] = useCreatePresupuestoMutation();
  // Set at the click, before the call's state reaches the button: a second click saves nothing.
  const sending = useRef(false);

  async function save(event: MouseEvent) {
    if (isRepeatClick(event) || sending.current) return;
    dispatch({ type: 'saveTried' });
    if (!preview.canSave) return;
    sending.current = true;
    const lineIds = draft.lines.map((line) => line.id);
    const result = await createPresupuesto({ peticionId, body: quoteInput(draft) });
    sending.current = false;
    if ('error' in result) {
      const problems = refusedProblems(result.error);
      if (problems.length > 0) dispatch({ type: 'saveRefused', lineIds, problems });
      if (!isDroppedWithSession(result.error)) notify(SAVE_QUOTE_ERROR);
      return;
    }
    kept.forget();
    onSaved(result.data);
  }

  return (
    <div className="quote-editor">
      <QuoteTableLoaders tables={tableKeys} />
      <div className="quote-lines-box">
        <QuoteLinesTable lines={draft.lines} views={preview.lines} dispatch={dispatch} />
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
