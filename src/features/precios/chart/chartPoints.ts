// What the price chart draws: for each price column of the table, its price at each quantity,
// from the values as shown (drafts included), in quantity order.
import type { EntityState } from '@reduxjs/toolkit';
import type { Tabla } from '../catalog';
import { type DraftRow, type RowId, shownNumber } from '../drafts';

/** The columns charted per kind: what staff read a tariff by. */
const CHARTED_FIELDS = {
  serigrafia: ['coste', 'venta_real'],
  vaso: ['Euro', 'Metalicos'],
} as const;

export type ChartSeries = { header: string; points: { quantity: number; price: number }[] };

export function chartSeries(table: Tabla, rows: EntityState<DraftRow, RowId>): ChartSeries[] {
  const quantityField = table.columns[0].field;
  const drafts = rows.ids
    .map((id) => rows.entities[id])
    .flatMap((row) => {
      const quantity = shownNumber(row, quantityField, 'quantity');
      return quantity === undefined ? [] : [{ row, quantity }];
    })
    .sort((a, b) => a.quantity - b.quantity);
  const fields: readonly string[] = CHARTED_FIELDS[table.kind];
  return table.columns
    .filter((column) => fields.includes(column.field))
    .map((column) => ({
      header: column.header,
      points: drafts.flatMap(({ row, quantity }) => {
        const price = shownNumber(row, column.field, 'price');
        return price === undefined ? [] : [{ quantity, price }];
      }),
    }));
}
