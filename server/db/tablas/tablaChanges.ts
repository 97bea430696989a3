// Writes of a price table told to every API process through PostgreSQL's NOTIFY, so that each drops
// the table's answer it keeps (server/routes/tablas/tablaAnswers.ts; docs/server.md, "Price tables
// read once per write").
import { tablaKeys, type TablaKey } from '../../../contract';
import type { Queryable } from '../engine/open';

export const TABLAS_CHANNEL = 'tablas';

/**
 * Tells the listeners that table `key` changed, once the transaction commits (never if it is
 * rolled back). The payload is the table's key.
 */
export async function notifyTablaChanged(tx: Queryable, key: TablaKey): Promise<void> {
  await tx.query('SELECT pg_notify($1, $2)', [TABLAS_CHANNEL, key]);
}

/** The table a payload names; undefined for anything else. */
export const tablaOfNotice = (payload: string): TablaKey | undefined =>
  tablaKeys.find((key) => key === payload);
