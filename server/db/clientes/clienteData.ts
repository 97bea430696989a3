// A customer's data, as an administrator exports or erases it (docs/server.md, "Customers' data"):
// by phone number, matched as the customer's other requests are (by phone_key), or by the
// customer `Clientes` lists (cliente_id: their phones and e-mails), named by any request of theirs.
import type { ClienteBody, ClienteExport, ErasureResult } from '../../../contract';
import { recordAudit, type AuditActor } from '../audit';
import type { Database, Queryable } from '../engine/open';
import { PETICION_STATE_COLUMNS, toWire, type PeticionStateRow } from '../peticiones/peticionRows';
import { erasePersonalData } from './personalDataErasure';
import { eraseAudited } from './auditedErasure';
import { listNotas } from '../peticionesAsignadas/notas';
import { listPresupuestos } from '../presupuestos/presupuestoRows';
import { inSnapshot } from '../engine/snapshot';

/**
 * The ids of every request of that number, or of that request's customer, oldest first; none for
 * a number with no key, or a request that is nobody's (unknown, or erased).
 */
async function requestIdsOf(tx: Queryable, body: ClienteBody, lock = false): Promise<number[]> {
  // The route lets exactly one of the two through.
  const which =
    'telefono' in body
      ? { where: 'telefono_clave = phone_key($1)', value: body.telefono }
      : {
          where: 'cliente_id = (SELECT cliente_id FROM peticiones WHERE id = $1)',
          value: body.cliente,
        };
  const { rows } = await tx.query<{ id: number }>(
    `SELECT id FROM peticiones WHERE ${which.where} ORDER BY id ${lock ? 'FOR UPDATE' : ''}`,
    [which.value],
  );
  return rows.map((row) => row.id);
}

/**
 * Everything stored about a phone number or a customer: their requests with their notes and
 * quotes, read in one snapshot, with an audit entry that names the requests, never the number.
 */
export async function exportCliente(
  db: Database,
  body: ClienteBody,
  actor: AuditActor,
): Promise<ClienteExport> {
  const peticiones = await inSnapshot(db, async (tx) => {
    const ids = await requestIdsOf(tx, body);
    const { rows } = await tx.query<PeticionStateRow>(
      `SELECT ${PETICION_STATE_COLUMNS} FROM peticiones WHERE id = ANY($1::int[]) ORDER BY id`,
      [ids],
    );
    const found: ClienteExport['peticiones'] = [];
    // One query at a time: a transaction is one connection.
    for (const row of rows) {
      const quotes = await listPresupuestos(tx, row.id);
      found.push({
        ...toWire(row),
        notas: await listNotas(tx, row.id),
        // The settings each quote carries are the business's, not the customer's.
        presupuestos: quotes.map(({ ajustes: _ajustes, ...quote }) => quote),
      });
    }
    return found;
  });
  await db.transaction((tx) =>
    recordAudit(tx, {
      actor,
      action: 'customer_export',
      target: 'cliente',
      changes: [{ field: 'peticiones', from: null, to: peticiones.map((p) => p.id) }],
    }),
  );
  return { ...body, peticiones };
}

/**
 * Erases the personal data of every request of that number or customer and its notes, with one
 * audit entry of counts, in one transaction; then rewrites the tables, so their files keep nothing
 * of it (rewritePersonalData: it throws RewriteFailed, the erasure standing). A number or customer
 * already erased, or unknown, erases nothing (counts 0) and rewrites all the same: asking again
 * finishes a rewrite that failed.
 */
export async function eraseCliente(
  db: Database,
  body: ClienteBody,
  actor: AuditActor,
): Promise<ErasureResult> {
  return eraseAudited(db, { actor, action: 'customer_erasure', target: 'cliente' }, async (tx) =>
    erasePersonalData(tx, await requestIdsOf(tx, body, true)),
  );
}
