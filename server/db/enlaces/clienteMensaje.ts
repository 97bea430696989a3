// A customer's message through their link (`Pedir cambios`, and any other of the link's actions
// that carries words of theirs): a note of the customer's on the request, shown as `Mensaje del
// cliente`, unread until the request's assignee opens it (the card's mark, the sidebar's count).
import { CLIENTE_SENDER, type Nota } from '../../../contract';
import { CLIENTE_ACTOR } from '../archivos/storeArchivos';
import { recordAudit } from '../audit';
import type { Database, Queryable } from '../engine/open';
import { recordChange } from '../peticiones/peticionChanges';
import { NOTA_COLUMNS } from '../peticionesAsignadas/notas';
import { readEnlaceView } from './publicEnlace';

/**
 * Adds the customer's message `texto` (already trimmed and checked: 1 to ENLACE_LIMITS.mensaje
 * characters, not blank) to request `peticionId`, with its audit entry, in the caller's
 * transaction. The caller records the change in the feed LAST (recordChange), once for all its
 * writes, so every open board hears of it.
 */
export async function addClienteMensaje(
  tx: Queryable,
  peticionId: number,
  texto: string,
): Promise<Nota> {
  const { rows } = await tx.query<Nota>(
    `INSERT INTO peticion_notas (peticion_id, autor_uid, autor_email, texto, de_cliente)
     VALUES ($1, $2, NULL, $3, true)
     RETURNING ${NOTA_COLUMNS}`,
    [peticionId, CLIENTE_SENDER, texto],
  );
  const nota = rows[0];
  await recordAudit(tx, {
    actor: CLIENTE_ACTOR,
    action: 'customer_message',
    target: peticionId,
    changes: [{ field: 'nota', from: null, to: nota.id }],
  });
  return nota;
}

export type PedirCambiosResult =
  | { outcome: 'unknown' }
  | { outcome: 'caducado'; negocio: { nombreComercial: string; telefono: string } }
  | { outcome: 'sent'; at: string };

/**
 * `Pedir cambios` through the link `token`: the message on the request the token names, and on
 * no other; a link that no longer opens takes none.
 */
export function pedirCambios(
  db: Database,
  token: string,
  mensaje: string,
): Promise<PedirCambiosResult> {
  return db.transaction(async (tx): Promise<PedirCambiosResult> => {
    const view = await readEnlaceView(tx, token, { forUpdate: true });
    if (view.kind === 'unknown') return { outcome: 'unknown' };
    if (view.kind === 'caducado') return { outcome: 'caducado', negocio: view.negocio };
    const nota = await addClienteMensaje(tx, view.peticion.id, mensaje);
    await recordChange(tx, view.peticion.id);
    return { outcome: 'sent', at: nota.at };
  });
}
