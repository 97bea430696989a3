import {
  Fragment,
  useLayoutEffect,
  useRef,
  type CSSProperties,
  type Key,
  type ReactNode,
} from 'react';
import { TableHead, type HeaderSort } from './TableHead';
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
  /**
   * The table writes each rendered row's aria-rowindex itself, after every render: a row whose
   * position alone changed (one above it came or left) then need not render again, and renderRow
   * may leave `index` out of what the row depends on.
   */
  indexRows?: boolean;
  /** Headers that sort the rows on a click. */
  sort?: HeaderSort;
  /** When this changes (another search or order, not rows coming and going), back to the top. */
  scrollResetKey?: string;
  /** Rows rendered beyond each edge of the viewport (see useWindowedRows). */
  overscan?: number;
  /**
   * The rows hold nothing the keyboard can reach (a read-only table): the scroll box takes the
   * focus itself, so the keyboard can still scroll it.
   */
  scrollBoxFocusable?: boolean;
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
  indexRows = false,
  sort,
  scrollResetKey,
  overscan,
  scrollBoxFocusable = false,
}: WindowedTableProps<Row>) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLTableSectionElement>(null);
  const { start, end, paddingTop, paddingBottom } = useWindowedRows({
    count: rows.length,
    rowHeight,
    scrollRef,
    overscan,
  });
  // Another search or order: back to the first row (the first render has nowhere to come back from).
  const shownKey = useRef(scrollResetKey);
  useLayoutEffect(() => {
    if (shownKey.current === scrollResetKey) return;
    shownKey.current = scrollResetKey;
    if (scrollRef.current) scrollRef.current.scrollTop = 0;
  }, [scrollResetKey]);
  // After every render of the table, before paint: a few dozen attribute writes at most.
  useLayoutEffect(() => {
    if (!indexRows || !bodyRef.current) return;
    // aria-rowindex counts from 1, and the header row is 1.
    let rowIndex = start + 2;
    for (const row of bodyRef.current.rows) {
      if (!row.classList.contains('spacer-row'))
        row.setAttribute('aria-rowindex', String(rowIndex++));
    }
  });
  return (
    <div
      className="table-scroll"
      ref={scrollRef}
      {...(scrollBoxFocusable && { role: 'region', 'aria-label': label, tabIndex: 0 })}
    >
      <table
        className={`data-table ${className}`}
        aria-label={label}
        aria-rowcount={rows.length + 1}
        style={{ '--row-height': `${rowHeight}px` } as CSSProperties}
      >
        <TableHead headers={headers} rowIndex={1} sort={sort} />
        <tbody ref={bodyRef}>
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
