// Numbers of saved quotes, P-{year}-{sequence} (contract/presupuestoNumber.ts), given by the database so
// they are unique and in order within the year however many people save at once.
import { BUSINESS_TIME_ZONE } from '../../../contract';
import type { Queryable } from '../engine/open';

/**
 * Today on the business's calendar, YYYY-MM-DD, at the transaction's time (the quote's
 * `created_at` is the same instant): a quote saved at 00:30 in Madrid on New Year's Day is of the
 * new year, whatever the server's own time zone.
 */
export async function businessDay(tx: Queryable): Promise<string> {
  const { rows } = await tx.query<{ day: string }>(`SELECT (now() AT TIME ZONE $1)::date AS day`, [
    BUSINESS_TIME_ZONE,
  ]);
  return rows[0].day;
}

/**
 * The next sequence of `year`, from 1. The year's counter row stays locked until the transaction
 * ends: a concurrent save waits for this one to commit (and then gets the next number) or to roll
 * back (and then gets this one), so numbers have no gaps and are in commit order.
 */
export async function nextSequence(tx: Queryable, year: number): Promise<number> {
  const { rows } = await tx.query<{ sequence: number }>(
    `INSERT INTO presupuesto_numeros (year, last_sequence) VALUES ($1, 1)
     ON CONFLICT (year) DO UPDATE SET last_sequence = presupuesto_numeros.last_sequence + 1
     RETURNING last_sequence AS sequence`,
    [year],
  );
  return rows[0].sequence;
}

/**
 * The next version of the quote numbered (year, sequence). Every version of a number belongs to
 * one request, whose row the caller holds locked: two new versions at once queue up there.
 */
export async function nextVersion(tx: Queryable, year: number, sequence: number): Promise<number> {
  const { rows } = await tx.query<{ version: number }>(
    `SELECT max(version) + 1 AS version FROM presupuestos WHERE year = $1 AND sequence = $2`,
    [year, sequence],
  );
  return rows[0].version;
}
