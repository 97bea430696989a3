// What the answer to one row's update says about the row: as stored, or as a colleague saved it.
import { ROW_VERSION_FIELD, ROW_VERSION_HEADER } from '../../../../contract';
import type { AcceptedPost } from '../../../services/postWithSession';
import { isPriceRow, type LoadedRow, type RowId } from '../drafts';

/** The `data` row of an answer, if it is the row `id`. */
export function answeredRow(answer: unknown, id: RowId): LoadedRow | undefined {
  if (answer === null || typeof answer !== 'object') return undefined;
  const data = (answer as { data?: unknown }).data;
  return isPriceRow(data) && String(data.id) === String(id) ? data : undefined;
}

/** The version an accepted update's header gives the row, if it gives a whole number from 1. */
function versionHeader(headers: Headers): number | undefined {
  const text = headers.get(ROW_VERSION_HEADER);
  const version = text === null || !/^\d+$/.test(text) ? NaN : Number(text);
  return Number.isSafeInteger(version) && version >= 1 ? version : undefined;
}

/**
 * What the server stored of a row `sent` whole and accepted: the row as sent with the version the
 * answer's header gives it (ROW_VERSION_HEADER, whose body then need not be read), else the row
 * its body answers, else, from a backend that answers neither (a plain "OK"), the row as sent.
 */
export async function storedRow(sent: LoadedRow, answer: AcceptedPost): Promise<LoadedRow> {
  const version = versionHeader(answer.headers);
  if (version !== undefined) return { ...sent, [ROW_VERSION_FIELD]: version };
  return answeredRow(await answer.readBody(), sent.id) ?? sent;
}

/** The row a colleague saved first, from a 409 answer to the update of row `id`. */
export function overtakingRow(error: unknown, id: RowId): LoadedRow | undefined {
  if (error === null || typeof error !== 'object') return undefined;
  const { status, data } = error as { status?: unknown; data?: unknown };
  return status === 409 ? answeredRow(data, id) : undefined;
}
