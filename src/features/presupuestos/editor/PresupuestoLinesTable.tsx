import type { Dispatch } from 'react';
import { FIGURE_HEADERS } from '../PresupuestoFigures';
import { PresupuestoLinesFrame } from '../PresupuestoLinesFrame';
import type { EditorAction } from './editorState';
import type { LineDraft } from './presupuestoDraft';
import { PresupuestoLineRow } from './PresupuestoLineRow';
import type { LineView } from './usePresupuestoPreview';

const HEADERS = ['Vaso', 'Cantidad', 'Impresión', 'Precio ajustado', ...FIGURE_HEADERS, 'Acciones'];

type PresupuestoLinesTableProps = {
  lines: readonly LineDraft[];
  views: readonly LineView[];
  dispatch: Dispatch<EditorAction>;
};

/** The quote's lines, one row each; on a phone each row is a card (presupuestos.css). */
export function PresupuestoLinesTable({ lines, views, dispatch }: PresupuestoLinesTableProps) {
  const canRemove = lines.length > 1;
  return (
    <PresupuestoLinesFrame headers={HEADERS} editable>
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
    </PresupuestoLinesFrame>
  );
}
