import type { Dispatch } from 'react';
import { FIGURE_HEADERS } from '../PresupuestoFigures';
import type { EditorAction } from './editorState';
import type { LineDraft } from './presupuestoDraft';
import { PresupuestoLineRow } from './PresupuestoLineRow';
import type { LineView } from './usePresupuestoPreview';

export const LINE_HEADERS = ['Vaso', 'Cantidad', 'Impresión', 'Precio ajustado', ...FIGURE_HEADERS];

type PresupuestoLinesTableProps = {
  lines: readonly LineDraft[];
  views: readonly LineView[];
  dispatch: Dispatch<EditorAction>;
};

/** The quote's lines, one row each; on a phone each row is a card (presupuestos.css). */
export function PresupuestoLinesTable({ lines, views, dispatch }: PresupuestoLinesTableProps) {
  const canRemove = lines.length > 1;
  return (
    <table className="data-table quote-lines quote-lines--editable">
      <thead>
        <tr>
          {LINE_HEADERS.map((header) => (
            <th key={header} scope="col">
              {header}
            </th>
          ))}
          <th scope="col">Acciones</th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line, index) => (
          <PresupuestoLineRow
            key={line.id}
            line={line}
            index={index}
            view={views[index]}
            canRemove={canRemove}
            dispatch={dispatch}
          />
        ))}
      </tbody>
    </table>
  );
}
