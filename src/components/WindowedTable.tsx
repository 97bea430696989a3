import { Fragment, useRef, type CSSProperties, type Key, type ReactNode } from 'react';
import { TableHead } from './TableHead';
import { useWindowedRows } from './useWindowedRows';

type WindowedTableProps<Row> = {
  /** Added to `data-table`: what styles this table apart. */
  className: string;
  /** Accessible name, where the page's heading does not already give the table one. */
  label?: string;
  headers: readonly string[];
  rows: readonly Row[];
  /** Height in px of every body row: the window is computed from it, and CSS reads it as --row-height. */
  rowHeight: number;
  rowKey: (row: Row) => Key;
  /** One <tr> of the body; `index` is the row's position in the whole table, from 0. */
  renderRow: (row: Row, index: number) => ReactNode;
};

/** Stands in for the rows outside the window so the scrollbar keeps the table's full height. */
function SpacerRow({ height, columns }: { height: number; columns: number }) {
  if (height <= 0) return null;
  return (
    <tr aria-hidden="true" className="spacer-row">
      <td colSpan={columns} style={{ height, padding: 0, border: 0 }} />
    </tr>
  );
}

/**
 * A table of any length that keeps real table semantics: only the rows near the scroll
 * container's viewport are in the DOM, spacers keep the height, and aria-rowcount and
 * aria-rowindex tell assistive technology where each rendered row stands.
 */
export function WindowedTable<Row>({
  className,
  label,
  headers,
  rows,
  rowHeight,
  rowKey,
  renderRow,
}: WindowedTableProps<Row>) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const { start, end, paddingTop, paddingBottom } = useWindowedRows({
    count: rows.length,
    rowHeight,
    scrollRef,
  });
  return (
    <div className="table-scroll" ref={scrollRef}>
      <table
        className={`data-table ${className}`}
        aria-label={label}
        aria-rowcount={rows.length + 1}
        style={{ '--row-height': `${rowHeight}px` } as CSSProperties}
      >
        <TableHead headers={headers} rowIndex={1} />
        <tbody>
          <SpacerRow height={paddingTop} columns={headers.length} />
          {rows.slice(start, end).map((row, offset) => (
            <Fragment key={rowKey(row)}>{renderRow(row, start + offset)}</Fragment>
          ))}
          <SpacerRow height={paddingBottom} columns={headers.length} />
        </tbody>
      </table>
    </div>
  );
}
