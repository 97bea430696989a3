// Changes of the unassigned requests, told to every API process through PostgreSQL's NOTIFY: each
// process LISTENs on the channel and streams them to its dashboards (server/live/).
import type { Queryable } from './open';

export const PETICIONES_CHANNEL = 'peticiones';

/**
 * What a notification carries: ids only, because a payload is limited to 8,000 bytes and an order
 * can be longer. A listener reads the request it needs.
 */
export type PeticionChange =
  { type: 'added'; id: number } | { type: 'removed'; id: number; asignado: string };

/**
 * Call inside the transaction of the write: PostgreSQL delivers the notification when (and only
 * if) it commits, so listeners never hear of a write that was rolled back.
 */
export async function notifyPeticionChange(tx: Queryable, change: PeticionChange): Promise<void> {
  await tx.query('SELECT pg_notify($1, $2)', [PETICIONES_CHANNEL, JSON.stringify(change)]);
}

/** The change a payload names; undefined for anything else (nothing but this API sends there). */
export function readPeticionChange(payload: string): PeticionChange | undefined {
  let value: unknown;
  try {
    value = JSON.parse(payload);
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  const { type, id, asignado } = value as Record<string, unknown>;
  if (!Number.isInteger(id)) return undefined;
  if (type === 'added') return { type, id: id as number };
  if (type === 'removed' && typeof asignado === 'string')
    return { type, id: id as number, asignado };
  return undefined;
}
