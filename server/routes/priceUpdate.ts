import { priceValueProblem } from '../../contract/priceRules';
import type { PriceTable } from '../../src/features/precios/catalog';
import { rowFields } from '../../src/features/precios/catalog';
import { priceStorage } from '../db/priceColumns';
import { badRequest } from '../http/errors';
import { isPositiveId, rejectUnknownKeys, requireObject } from '../http/validate';

export type RowUpdate = { id: number; values: Map<string, number> };

/**
 * Reads `{ id, ...fields }` for one row of `table`. Every field sent must be a number its column
 * accepts: quantities whole, prices up to the maximum, nothing negative (JSON has no NaN or
 * Infinity, so those arrive as null or strings and are refused too).
 * Read-only fields (QCajas) are accepted and ignored: the dashboard sends the row back as loaded.
 */
export function parseRowUpdate(table: PriceTable, rawBody: unknown): RowUpdate {
  const body = requireObject(rawBody);
  const fields = rowFields(table);
  rejectUnknownKeys(body, ['id', ...fields]);
  if (!isPositiveId(body.id)) throw badRequest('id must be a positive integer');

  const { readOnly } = priceStorage(table);
  const values = new Map<string, number>();
  for (const column of table.columns) {
    const { field } = column;
    if (!(field in body) || readOnly.has(field)) continue;
    const value = body[field];
    const problem = priceValueProblem(field, column.valueKind, value);
    if (problem) throw badRequest(problem);
    values.set(field, value as number);
  }
  if (values.size === 0) throw badRequest('Nothing to update: send at least one editable field');
  return { id: body.id, values };
}
