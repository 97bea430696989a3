// Numbers that are probably typing slips: warned about on the row, never blocking a save.
import type { EntityState } from '@reduxjs/toolkit';
import type { Tabla } from '../catalog';
import { type DraftRow, type RowId, shownNumber } from '../drafts';

type Rows = EntityState<DraftRow, RowId>;

/** Screen-print rows are sold at Venta Real and cost Coste: selling below cost is a slip. */
const SALE_FIELD = 'venta_real';
const COST_FIELD = 'coste';

export const BELOW_COST_WARNING = 'Venta Real por debajo del Coste';
/** Prices are per unit and fall as the quantity grows: a higher one for more units is a slip. */
export const priceRiseWarning = (header: string) =>
  `Precio más alto que con menos cantidad (${header})`;

/**
 * Each row's warnings as one text (rows without any are left out), from what the inputs show:
 * - a screen-print row whose Venta Real is below its Coste;
 * - a price higher than the same column's price at some smaller quantity.
 * Values that cannot be saved are not compared (the cell already says "Valor no válido").
 */
export function priceWarnings(table: Tabla, rows: Rows): ReadonlyMap<RowId, string> {
  const found = new Map<RowId, string[]>();
  const warn = (id: RowId, text: string) => {
    const list = found.get(id);
    if (list) list.push(text);
    else found.set(id, [text]);
  };
  const drafts = rows.ids.map((id) => rows.entities[id]);

  if (table.kind === 'serigrafia') {
    for (const row of drafts) {
      const sale = shownNumber(row, SALE_FIELD, 'price');
      const cost = shownNumber(row, COST_FIELD, 'price');
      if (sale !== undefined && cost !== undefined && sale < cost) warn(row.id, BELOW_COST_WARNING);
    }
  }

  const quantityField = table.columns[0].field;
  const byQuantity = drafts
    .map((row) => ({ row, quantity: shownNumber(row, quantityField, 'quantity') }))
    .filter((entry): entry is { row: DraftRow; quantity: number } => entry.quantity !== undefined)
    .sort((a, b) => a.quantity - b.quantity);
  const priceColumns = table.columns.filter(
    (column) => column.editable && column.valueKind === 'price',
  );
  for (const column of priceColumns) {
    // The lowest price among strictly smaller quantities; rows of equal quantity do not compare.
    let lowestBefore = Infinity;
    for (let start = 0; start < byQuantity.length;) {
      let end = start;
      while (end < byQuantity.length && byQuantity[end].quantity === byQuantity[start].quantity) {
        end += 1;
      }
      let lowestHere = Infinity;
      for (const { row } of byQuantity.slice(start, end)) {
        const price = shownNumber(row, column.field, 'price');
        if (price === undefined) continue;
        if (price > lowestBefore) warn(row.id, priceRiseWarning(column.header));
        lowestHere = Math.min(lowestHere, price);
      }
      lowestBefore = Math.min(lowestBefore, lowestHere);
      start = end;
    }
  }

  return new Map([...found].map(([id, texts]) => [id, texts.join('. ')]));
}
