export type SortDirection = 'ascending' | 'descending';

/** Which header the rows are sorted by, and which headers may sort them. */
export type HeaderSort = {
  /** The header the rows are sorted by, if any (its <th> gets aria-sort). */
  header?: string;
  direction?: SortDirection;
  /** The headers whose click sorts the rows. */
  sortable: readonly string[];
  onSort: (header: string) => void;
};

type TableHeadProps = {
  headers: readonly string[];
  /** The header row's aria-rowindex, for tables that render only some of their rows. */
  rowIndex?: number;
  /** Headers that sort the rows on a click; without it every header is plain text. */
  sort?: HeaderSort;
};

/** A table's one header row, a column header per entry, in order. */
export function TableHead({ headers, rowIndex, sort }: TableHeadProps) {
  return (
    <thead>
      <tr aria-rowindex={rowIndex}>
        {headers.map((header) =>
          sort?.sortable.includes(header) ? (
            <th
              key={header}
              scope="col"
              aria-sort={sort.header === header ? sort.direction : undefined}
            >
              {/* The arrow comes from CSS on aria-sort: the header's text stays its name alone. */}
              <button type="button" className="sort-button" onClick={() => sort.onSort(header)}>
                {header}
              </button>
            </th>
          ) : (
            <th key={header} scope="col">
              {header}
            </th>
          ),
        )}
      </tr>
    </thead>
  );
}
