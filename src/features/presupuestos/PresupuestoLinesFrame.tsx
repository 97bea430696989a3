import type { ReactNode } from 'react';
import { TableHead } from '../../components/TableHead';

type PresupuestoLinesFrameProps = {
  headers: readonly string[];
  /** The editor's lines, with inputs; without it, the lines as saved. */
  editable?: boolean;
  /** The rows, one a line. */
  children: ReactNode;
};

/** The table of a quote's lines; on a phone each row is a card (presupuestos.css). */
export function PresupuestoLinesFrame({ headers, editable, children }: PresupuestoLinesFrameProps) {
  const className = editable ? 'quote-lines quote-lines--editable' : 'quote-lines';
  return (
    <table className={`data-table ${className}`}>
      <TableHead headers={headers} />
      <tbody>{children}</tbody>
    </table>
  );
}
