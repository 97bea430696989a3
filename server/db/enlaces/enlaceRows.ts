// Staff's side of a request's links: making one (the token handed back once), revoking them all,
// and whether one is active and until when. A link belongs to the request: it opens the latest
// quote, and lasts until that quote's `Válido hasta` plus ENLACE_EXTRA_DIAS.
import {
  BUSINESS_TIME_ZONE,
  ENLACE_EXTRA_DIAS,
  type EnlaceEstado,
  type NuevoEnlace,
} from '../../../contract';
import type { NewAuditEntry } from '../audit';
import type { Database, Queryable } from '../engine/open';
import { readPresupuesto } from '../presupuestos/presupuestoRows';
import {
  writeTaken,
  type StaffActor,
  type TakenWriteResult,
} from '../peticionesAsignadas/writeTaken';
import { newEnlaceToken, tokenHash } from './enlaceTokens';

/** The last day the request's links open: its latest quote's `Válido hasta` plus the extra days. */
export async function lastOpenDay(tx: Queryable, peticionId: number): Promise<string | null> {
  const { rows } = await tx.query<{ day: string }>(
    `SELECT (valido_hasta + $2::int)::text AS day FROM presupuestos
     WHERE peticion_id = $1 ORDER BY id DESC LIMIT 1`,
    [peticionId, ENLACE_EXTRA_DIAS],
  );
  return rows[0]?.day ?? null;
}

/** Whether the request has a link that still opens (not revoked, its quote not long expired). */
export async function enlaceEstado(tx: Queryable, peticionId: number): Promise<EnlaceEstado> {
  const caduca = await lastOpenDay(tx, peticionId);
  const { rows } = await tx.query<{ activo: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM enlaces WHERE peticion_id = $1 AND revoked_at IS NULL)
       AND $2::date >= (now() AT TIME ZONE $3)::date AS activo`,
    [peticionId, caduca, BUSINESS_TIME_ZONE],
  );
  const activo = rows[0]?.activo ?? false;
  return { activo, caduca: activo ? caduca : null };
}

/** Every link of the request stops opening; answers how many did. */
export async function revokeAll(tx: Queryable, peticionIds: readonly number[]): Promise<number[]> {
  const { rows } = await tx.query<{ id: number }>(
    `UPDATE enlaces SET revoked_at = now()
     WHERE peticion_id = ANY($1::int[]) AND revoked_at IS NULL RETURNING id`,
    [peticionIds],
  );
  return rows.map((row) => row.id);
}

/** The request a quote belongs to; undefined when there is no such quote. */
async function peticionOfQuote(db: Database, presupuestoId: number) {
  return (await readPresupuesto(db, presupuestoId))?.peticionId;
}

/**
 * A new link to the request of quote `presupuestoId`, by its assignee (or an administrator): the
 * token, which is never stored, is in the answer only. Undefined when there is no such quote.
 */
export async function createEnlace(
  db: Database,
  presupuestoId: number,
  actor: StaffActor,
): Promise<{ peticionId: number; result: TakenWriteResult<NuevoEnlace> } | undefined> {
  const peticionId = await peticionOfQuote(db, presupuestoId);
  if (peticionId === undefined) return undefined;
  const token = newEnlaceToken();
  const result = await writeTaken(db, peticionId, { actor, action: 'shareQuote' }, async (tx) => {
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO enlaces (peticion_id, token_hash, autor_uid) VALUES ($1, $2, $3) RETURNING id`,
      [peticionId, tokenHash(token), actor.uid],
    );
    const created: NewAuditEntry = {
      actor,
      action: 'link_created',
      target: peticionId,
      changes: [{ field: 'enlace', from: null, to: rows[0].id }],
    };
    const estado = await enlaceEstado(tx, peticionId);
    return { outcome: 'done', value: { ...estado, token }, audit: [created] };
  });
  return { peticionId, result };
}

/** Revokes every link of the request of quote `presupuestoId`; undefined without such a quote. */
export async function revokeEnlaces(
  db: Database,
  presupuestoId: number,
  actor: StaffActor,
): Promise<{ peticionId: number; result: TakenWriteResult<EnlaceEstado> } | undefined> {
  const peticionId = await peticionOfQuote(db, presupuestoId);
  if (peticionId === undefined) return undefined;
  const result = await writeTaken(db, peticionId, { actor, action: 'shareQuote' }, async (tx) => {
    const revoked = await revokeAll(tx, [peticionId]);
    const audit = revoked.map((enlace): NewAuditEntry => ({
      actor,
      action: 'link_revoked',
      target: peticionId,
      changes: [{ field: 'enlace', from: enlace, to: null }],
    }));
    const estado = await enlaceEstado(tx, peticionId);
    return revoked.length > 0
      ? { outcome: 'done', value: estado, audit }
      : { outcome: 'unchanged', value: estado };
  });
  return { peticionId, result };
}
