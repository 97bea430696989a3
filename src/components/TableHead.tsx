type TableHeadProps = {
  headers: readonly string[];
  /** The header row's aria-rowindex, for tables that render only some of their rows. */
  rowIndex?: number;
};

/** A table's one header row, a column header per entry, in order. */
export function TableHead({ headers, rowIndex }: TableHeadProps) {
  return (
    <thead>
      <tr aria-rowindex={rowIndex}>
        {headers.map((header) => (
          <th key={header} scope="col">
            {header}
          </th>
        ))}
      </tr>
    </thead>
  );
}
