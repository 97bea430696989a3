import { useMemo, useRef, type CSSProperties } from 'react';
import { useAppSelector } from '../../app/hooks';
import { SpacerRow } from '../../components/SpacerRow';
import { useWindowedRows } from '../../components/useWindowedRows';
import { ACTION_HEADER, displayColumns, type PriceTable } from './catalog';
import { selectRowIds } from './draftsSelectors';
import type { RowId } from './draftValues';
import { PriceRowView } from './PriceRowView';

/** Every row has this height (set through --row-height): windowing computes positions from it. */
export const ROW_HEIGHT = 60;

const NO_ROWS: readonly RowId[] = [];

type PriceGridProps = {
  table: PriceTable;
  /** False after a failed load: the table shows no rows. */
  showRows: boolean;
  saving: boolean;
  onSave: () => void;
};

/** The table itself: only the rows near the viewport are in the DOM, spacers keep the height. */
export function PriceGrid({ table, showRows, saving, onSave }: PriceGridProps) {
  const columns = useMemo(() => displayColumns(table), [table]);
  const loadedIds = useAppSelector((state) => selectRowIds(state, table.key));
  const ids = showRows ? loadedIds : NO_ROWS;
  const scrollRef = useRef<HTMLDivElement>(null);
  const visible = useWindowedRows({ count: ids.length, rowHeight: ROW_HEIGHT, scrollRef });
  const columnCount = columns.length + 1;

  return (
    <div className="table-scroll" ref={scrollRef}>
      <table
        className="data-table price-table"
        aria-label={table.heading}
        aria-rowcount={ids.length + 1}
        style={{ '--row-height': `${ROW_HEIGHT}px` } as CSSProperties}
      >
        <thead>
          <tr aria-rowindex={1}>
            {columns.map((column) => (
              <th key={column.header} scope="col">
                {column.header}
              </th>
            ))}
            <th scope="col">{ACTION_HEADER}</th>
          </tr>
        </thead>
        <tbody>
          <SpacerRow height={visible.paddingTop} columns={columnCount} />
          {ids.slice(visible.start, visible.end).map((id, offset) => (
            <PriceRowView
              key={id}
              tableKey={table.key}
              id={id}
              index={visible.start + offset}
              columns={columns}
              saving={saving}
              onSave={onSave}
            />
          ))}
          <SpacerRow height={visible.paddingBottom} columns={columnCount} />
        </tbody>
      </table>
    </div>
  );
}
