// The sidebar's counts of one person's taken requests, counted here so that no page but the board
// loads the taken list: docs/api.md, "Mis peticiones".
import { LAST_ETAPA, LOST_ETAPA, type PeticionesAvisos } from '../../../contract';
import type { Queryable } from '../engine/open';
import { MENSAJES_CLIENTE_COUNT } from '../peticiones/peticionRows';

/**
 * The requests taken by `email` (compared without regard to capitals, as contract/permissions.ts's
 * isAssignee does) that need following up on `hoy` (YYYY-MM-DD) or earlier while still on their
 * way, and their customer's unread messages: the counts, and the ids of the requests counted.
 */
export async function readAvisos(
  tx: Queryable,
  email: string,
  hoy: string,
): Promise<PeticionesAvisos> {
  const { rows } = await tx.query<{ id: number; paraHoy: boolean; mensajes: number }>(
    `SELECT id, "paraHoy", mensajes FROM (
       SELECT id,
              COALESCE(estado NOT IN ($3, $4) AND proximo_seguimiento <= $2::date, false) AS "paraHoy",
              ${MENSAJES_CLIENTE_COUNT} AS mensajes
       FROM peticiones
       WHERE asignado IS NOT NULL AND lower(asignado) = lower($1)
     ) AS mine
     WHERE "paraHoy" OR mensajes > 0
     ORDER BY id`,
    [email, hoy, LAST_ETAPA, LOST_ETAPA],
  );
  return {
    paraHoy: rows.filter((row) => row.paraHoy).length,
    mensajes: rows.reduce((sum, row) => sum + row.mensajes, 0),
    ids: rows.map((row) => row.id),
  };
}
